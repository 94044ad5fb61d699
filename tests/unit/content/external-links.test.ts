import { describe, expect, it } from "vitest";
import { contentPages, externalLinkUses } from "@/data/external-links";
import {
  externalLinkUses as externalLinkUsesIn,
  externalUrlProblem,
  externalUrlsIn,
  looksExternal,
  normalizeUrl,
} from "@/lib/content/external-links";
import { publicPaths } from "@/data/routes";

const uses = externalLinkUses();

describe("external links in the content", () => {
  it("finds the links of every content page (the walker is not silently empty)", () => {
    expect(uses.length).toBeGreaterThan(150);
    const pagesWithLinks = new Set(uses.map((use) => use.page));
    for (const page of ["/ai-pm-10x", "/product-psychology", "/interviews", "/books/product-leadership", "/frameworks/rice-scoring"]) {
      expect(pagesWithLinks, page).toContain(page);
    }
    // Every framework explainer now cites at least one external source.
    for (const page of contentPages().filter((entry) => entry.page.startsWith("/frameworks/"))) {
      expect(externalUrlsIn(page.content).length, page.page).toBeGreaterThan(0);
    }
  });

  it("lists only real routes (plus the footer)", () => {
    for (const { page } of contentPages()) {
      if (page === "(footer)") continue;
      expect(publicPaths, page).toContain(page);
    }
  });

  it.each(uses.map((use) => [use.page, use.url] as const))("%s → %s is https, real and not a placeholder", (_page, url) => {
    expect(externalUrlProblem(url)).toBeNull();
  });

  it("never links to the same page twice on one page", () => {
    const byPage = new Map<string, string[]>();
    for (const { page, url } of uses) byPage.set(page, [...(byPage.get(page) ?? []), normalizeUrl(url)]);
    for (const [page, urls] of byPage) {
      const repeats = urls.filter((url, index) => urls.indexOf(url) !== index);
      expect(repeats, page).toEqual([]);
    }
  });

  it("points the moved a16z article at its new /news/ address", () => {
    const a16z = uses.filter((use) => use.url.includes("new-business-of-ai"));
    expect(a16z.map((use) => use.url)).toEqual(["https://a16z.com/news/the-new-business-of-ai-and-how-its-different-from-traditional-software"]);
  });
});

describe("the checks themselves", () => {
  it("pairs each page with the external URLs its content holds, in order", () => {
    const pages = [
      { page: "/a", content: { links: ["https://one.org/", "/local", "https://two.org/x"] } },
      { page: "/b", content: "no links here" },
      { page: "/c", content: ["https://one.org/"] },
    ];
    expect(externalLinkUsesIn(pages)).toEqual([
      { page: "/a", url: "https://one.org/" },
      { page: "/a", url: "https://two.org/x" },
      { page: "/c", url: "https://one.org/" },
    ]);
    expect(externalLinkUsesIn([])).toEqual([]);
  });

  it("spots external strings, including plain http and bare www", () => {
    expect(looksExternal("https://a16z.com/")).toBe(true);
    expect(looksExternal("http://svpg.com/")).toBe(true);
    expect(looksExternal("www.example.org/page")).toBe(true);
    expect(looksExternal("/frameworks/kaizen")).toBe(false);
    expect(looksExternal("mailto:hello@example.com")).toBe(false);
    expect(externalUrlsIn({ a: ["https://a.org/x", { b: "text", c: "https://b.org/" }], d: "/local" })).toEqual(["https://a.org/x", "https://b.org/"]);
  });

  it.each([
    ["http://svpg.com/dual-track-scrum/", "not https"],
    ["https://example.com/article", "placeholder or local host"],
    ["https://www.example.org/", "placeholder or local host"],
    ["https://localhost:3000/x", "placeholder or local host"],
    ["https://127.0.0.1/x", "placeholder or local host"],
    ["https://docs.test/x", "placeholder or local host"],
    ["https://real.org/your-link-here", "placeholder text in the URL"],
    ["https://user:secret@real.org/", "credentials in the URL"],
    ["not a url", "not a valid URL"],
  ])("refuses %s (%s)", (url, problem) => {
    expect(externalUrlProblem(url)).toBe(problem);
  });

  it("treats trivial spelling differences as the same link", () => {
    expect(normalizeUrl("https://www.Example.org/a/")).toBe(normalizeUrl("https://example.org/a#part"));
    expect(normalizeUrl("https://a.org/a?x=1")).not.toBe(normalizeUrl("https://a.org/a"));
  });
});
