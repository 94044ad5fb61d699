import { describe, expect, it } from "vitest";
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { guidePages } from "@/content/guides";
import { masteryAreas } from "@/content/mastery";
import { startPaths } from "@/content/start-paths";
import { glossaryEntries } from "@/data/glossary";
import { pageTitle, resolvedStartPaths } from "@/data/home";
import { publicPaths } from "@/data/routes";

/** The slug a content module gives the page at `href`, or undefined when no module owns it. */
function contentSlug(href: string): string | undefined {
  const [, section, slug] = href.split("/");
  const owners: Record<string, readonly string[]> = {
    frameworks: frameworkPages.map((page) => page.slug),
    "product-mastery": masteryAreas.map((area) => area.id),
    glossary: glossaryEntries.map((entry) => entry.slug),
    books: bookReviews.map((book) => book.slug),
    guides: guidePages.map((guide) => guide.slug),
  };
  return section !== undefined && slug !== undefined && owners[section]?.includes(slug) ? slug : undefined;
}

describe("start here paths", () => {
  it("offers three paths of 4 to 6 steps each", () => {
    expect(startPaths).toHaveLength(3);
    for (const path of startPaths) {
      expect(path.steps.length, path.id).toBeGreaterThanOrEqual(4);
      expect(path.steps.length, path.id).toBeLessThanOrEqual(6);
    }
  });

  it("links every step to a page of this site, content pages to a real content slug", () => {
    for (const path of startPaths) {
      for (const step of path.steps) {
        expect(publicPaths, `${path.id}: ${step.href}`).toContain(step.href);
        if (step.href.split("/").length > 2) expect(contentSlug(step.href), `${path.id}: ${step.href}`).toBeDefined();
      }
    }
  });

  it("takes each step's title from the content that owns the page", () => {
    const [newcomer, interviews, working] = resolvedStartPaths().map((path) => path.steps);
    expect(newcomer?.map((step) => step.title)).toEqual([
      "Glossary",
      masteryAreas.find((area) => area.id === "product-thinking")!.title,
      glossaryEntries.find((entry) => entry.slug === "mvp")!.term,
      frameworkPages.find((page) => page.slug === "lean-startup")!.title,
      guidePages.find((guide) => guide.slug === "writing-a-prd")!.title,
      "Ship Happens comic",
    ]);
    expect(interviews?.[0]?.title).toBe("PM Mastery Check");
    expect(working?.[1]?.title).toBe(bookReviews.find((book) => book.slug === "continuous-discovery-habits")!.title);
  });

  it("never repeats a page within a path and keeps each reason to one short line", () => {
    for (const path of startPaths) {
      const hrefs = path.steps.map((step) => step.href);
      expect(new Set(hrefs).size, path.id).toBe(hrefs.length);
      for (const step of path.steps) expect(step.why.length, step.href).toBeLessThanOrEqual(70);
    }
  });

  it("refuses a page that does not exist", () => {
    expect(pageTitle("/frameworks/no-such-framework")).toBeUndefined();
    expect(pageTitle("/glossary/no-such-term")).toBeUndefined();
    expect(pageTitle("/nowhere")).toBeUndefined();
    expect(pageTitle("/frameworks/kaizen/extra")).toBeUndefined();
  });
});
