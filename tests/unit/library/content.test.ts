import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { bookReviews, getBookReview } from "@/content/books";
import { privacyPolicy } from "@/content/legal";
import { termsOfService } from "@/content/legal";
import { formatIsoDate, psychologyLinkSchema } from "@/lib/content/library";
import { aiResourceCardSchema, interviewArticleSchema, linkSchema } from "@/lib/content/schemas";
import { wordCount } from "@/lib/content/text";
import type { RenderedSection } from "@/lib/markdown/render";
import { isIconName } from "@/components/ui/icons";
import { aiResourceGroups, aiResources } from "@/data/ai-resources";
import { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "@/data/interviews";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "@/data/psychology";
import { publicPaths } from "@/data/routes";

/** A section the page can place: an anchor id, a heading, and prose that is HTML only (no diagram or calculator). */
function expectProseSection(section: RenderedSection) {
  expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(section.title.length, section.id).toBeGreaterThan(0);
  expect(section.text.length, section.id).toBeGreaterThan(0);
  expect(section.segments.every((segment) => segment.kind === "html"), section.id).toBe(true);
}

describe("interview articles", () => {
  it("has exactly three valid articles with unique ids and URLs", () => {
    expect(interviewArticles).toHaveLength(3);
    for (const article of interviewArticles) expect(() => interviewArticleSchema.parse(article)).not.toThrow();
    expect(new Set(interviewArticles.map((a) => a.id)).size).toBe(3);
    expect(new Set(interviewArticles.map((a) => a.url)).size).toBe(3);
  });

  it("links each card to an external https guide and gives it substantial content to clamp", () => {
    for (const article of interviewArticles) {
      expect(article.url).toMatch(/^https:\/\//);
      // Several sentences: long enough that the 4-line clamp actually matters.
      expect(article.content.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(4);
      expect(article.content.length).toBeGreaterThan(400);
    }
  });

  it("covers product sense, analytical and behavioural interviews", () => {
    expect(interviewArticles.map((a) => a.category)).toEqual(["Product sense", "Analytical", "Behavioural"]);
  });

  it("has valid prep sections and in-site practice links below the cards", () => {
    expect(interviewPrepSections.length).toBeGreaterThan(0);
    for (const section of interviewPrepSections) expectProseSection(section);
    expect(new Set(interviewPrepSections.map((s) => s.id)).size).toBe(interviewPrepSections.length);
    for (const link of interviewRelatedLinks) expect(() => linkSchema.parse(link)).not.toThrow();
  });
});

describe("AI resources", () => {
  it("keeps the home teaser's three resources first: two articles and a podcast", () => {
    expect(aiResources.slice(0, 3).map((r) => [r.typeLabel, r.url])).toEqual([
      ["Article", "https://www.lennysnewsletter.com/p/beyond-vibe-checks-a-pms-complete"],
      ["Article", "https://pair.withgoogle.com/guidebook/"],
      ["Podcast", "https://www.lennysnewsletter.com/p/how-ai-is-reshaping-the-product-role"],
    ]);
  });

  it("has 9 to 12 valid cards with known icons, unique URLs and local images only", () => {
    expect(aiResources.length).toBeGreaterThanOrEqual(9);
    expect(aiResources.length).toBeLessThanOrEqual(12);
    for (const resource of aiResources) {
      expect(() => aiResourceCardSchema.parse(resource)).not.toThrow();
      expect(isIconName(resource.icon), `${resource.title}: unknown icon ${resource.icon}`).toBe(true);
      if (resource.imageUrl) expect(existsSync(join(process.cwd(), "public", resource.imageUrl))).toBe(true);
    }
    expect(new Set(aiResources.map((r) => r.url)).size).toBe(aiResources.length);
  });

  it("puts every card in a group and leaves no group empty", () => {
    const groupIds = aiResourceGroups.map((g) => g.id);
    for (const resource of aiResources) expect(groupIds).toContain(resource.group);
    for (const id of groupIds) expect(aiResources.some((r) => r.group === id)).toBe(true);
  });

  it("gives every group a heading and a one-line intro", () => {
    for (const group of aiResourceGroups) {
      expect(group.title.length, group.id).toBeGreaterThan(0);
      expect(group.intro.length, group.id).toBeGreaterThanOrEqual(20);
    }
  });
});

describe("product psychology", () => {
  it("has exactly five articles and three videos", () => {
    expect(psychologyArticles).toHaveLength(5);
    expect(psychologyVideos).toHaveLength(3);
    expect(psychologyArticles.every((link) => link.type === "article")).toBe(true);
    expect(psychologyVideos.every((link) => link.type === "video")).toBe(true);
  });

  it("links only to valid, unique external https pages", () => {
    const all = [...psychologyArticles, ...psychologyVideos];
    for (const link of all) {
      expect(() => psychologyLinkSchema.parse(link)).not.toThrow();
      expect(link.url).toMatch(/^https:\/\//);
    }
    expect(new Set(all.map((l) => l.url)).size).toBe(8);
    expect(new Set(all.map((l) => l.title)).size).toBe(8);
  });

  it("has a valid intro section", () => {
    expectProseSection(psychologyIntro);
  });
});

describe("book reviews", () => {
  it("has the six book reviews, the two the product names first (their front matter is validated as they load)", () => {
    expect(bookReviews.map((b) => b.slug)).toEqual(["product-leadership", "continuous-discovery-habits", "the-mom-test", "escaping-the-build-trap", "inspired", "shape-up"]);
    expect(getBookReview("no-such-book")).toBeUndefined();
  });

  it("states the bibliographic facts correctly", () => {
    const leadership = getBookReview("product-leadership");
    expect(leadership?.authors).toEqual(["Richard Banfield", "Martin Eriksson", "Nate Walkingshaw"]);
    expect(leadership?.publisher).toBe("O'Reilly Media");
    expect(leadership?.year).toBe(2017);
    const discovery = getBookReview("continuous-discovery-habits");
    expect(discovery?.authors).toEqual(["Teresa Torres"]);
    expect(discovery?.publisher).toBe("Product Talk LLC");
    expect(discovery?.year).toBe(2021);
  });

  it("has a real review of at least 600 words covering the argument, key ideas and who should read it", () => {
    for (const book of bookReviews) {
      const text = book.sections.map((s) => s.text).join(" ");
      expect(wordCount(text), book.slug).toBeGreaterThanOrEqual(600);
      const ids = book.sections.map((s) => s.id);
      expect(ids).toEqual(expect.arrayContaining(["what-it-argues", "key-ideas", "who-should-read-it"]));
    }
  });

  it("draws the opportunity solution tree where the Continuous Discovery Habits review explains it, after the key ideas that give it in words", () => {
    const keyIdeas = getBookReview("continuous-discovery-habits")?.sections.find((section) => section.id === "key-ideas");
    const segments = keyIdeas?.segments ?? [];
    const at = segments.findIndex((segment) => segment.kind === "diagram");
    expect(segments[at]).toMatchObject({ kind: "diagram", name: "opportunity-solution-tree" });
    // The list that describes the tree comes first; the section goes on after the drawing.
    expect(segments[at - 1]?.kind).toBe("html");
    expect(segments[at + 1]?.kind).toBe("html");
  });

  it("ships an original cover file for each book and links to the related frameworks", () => {
    for (const book of bookReviews) expect(existsSync(join(process.cwd(), "public", book.cover))).toBe(true);
    expect(getBookReview("continuous-discovery-habits")?.related.map((l) => l.href)).toEqual(
      expect.arrayContaining(["/frameworks/opportunity-solution-tree", "/frameworks/dual-track-agile"]),
    );
    expect(getBookReview("product-leadership")?.related.map((l) => l.href)).toContain("/product-mastery/vision-and-leadership");
  });
});

describe("legal pages", () => {
  const pages = [privacyPolicy, termsOfService];

  it("were both last updated April 13, 2025", () => {
    for (const page of pages) {
      expect(page.lastUpdated).toBe("2025-04-13");
      expect(formatIsoDate(page.lastUpdated)).toBe("April 13, 2025");
    }
  });

  it("terms set the minimum age at 13", () => {
    const text = termsOfService.sections.map((s) => s.text).join(" ");
    expect(text).toContain("at least 13 years old");
  });

  it("privacy policy's storage section covers the learning progress kept in the browser, and links to where it is seen and reset", () => {
    // It had said two things were stored (the theme and the admin cookie) while every "Mark as read" and quiz result was kept too.
    const storage = privacyPolicy.sections.find((s) => s.id === "cookies-and-storage")!;
    const html = storage.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("");
    expect(html).toContain('href="/progress"');
    expect(storage.text).toMatch(/localStorage/);
    expect(storage.text).not.toMatch(/\bTwo things\b/);
  });

  it("privacy policy states the same minimum age", () => {
    const text = privacyPolicy.sections.map((s) => s.text).join(" ");
    expect(text).toContain("under 13");
  });
});

describe("links across the library", () => {
  it("never point at a placeholder domain", () => {
    const urls = [
      ...interviewArticles.map((a) => a.url),
      ...aiResources.map((r) => r.url),
      ...psychologyArticles.map((l) => l.url),
      ...psychologyVideos.map((l) => l.url),
      ...bookReviews.map((b) => b.buy.url),
    ];
    for (const url of urls) expect(url).not.toMatch(/example\.(com|org|net)/i);
  });

  it("registers every library route", () => {
    const library = [
      "/interviews",
      "/ai-pm-10x",
      "/product-psychology",
      "/books/product-leadership",
      "/books/continuous-discovery-habits",
      "/books/the-mom-test",
      "/books/escaping-the-build-trap",
      "/books/inspired",
      "/books/shape-up",
      "/privacy-policy",
      "/terms-of-service",
    ];
    expect(publicPaths.filter((p) => library.includes(p))).toEqual(library);
  });
});
