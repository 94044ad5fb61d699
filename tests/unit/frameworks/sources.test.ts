import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { frameworkFrontMatter, sourceSchema, type Source } from "@/lib/content/schemas";

const valid: Source = {
  role: "further",
  title: "A guide",
  author: "A. Author",
  year: 2020,
  publisher: "A site",
  format: "article",
  url: "https://guide.org/a",
  note: "What the reader gets from this guide, in a sentence.",
};

describe("framework sources", () => {
  it.each(frameworkPages.map((page) => [page.slug, page] as const))("%s cites its original work and linked further reading", (_slug, page) => {
    const primary = page.sources.filter((source) => source.role === "primary");
    const further = page.sources.filter((source) => source.role === "further");
    expect(primary.length).toBeGreaterThanOrEqual(1);
    expect(further.length).toBeGreaterThanOrEqual(1);
    expect(further.length).toBeLessThanOrEqual(2);
    for (const source of primary) expect(source.year, source.title).toBeTypeOf("number");
    for (const source of further) expect(source.url, source.title).toMatch(/^https:\/\//);
    // At least one source per page is a link the reader can follow.
    expect(page.sources.some((source) => source.url)).toBe(true);
  });

  it("rejects further reading without a link, a primary work without a year, and duplicate links", () => {
    expect(sourceSchema.safeParse(valid).success).toBe(true);
    expect(sourceSchema.safeParse({ ...valid, url: undefined }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...valid, role: "primary", year: undefined }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...valid, role: "primary", url: undefined }).success).toBe(true);
    expect(sourceSchema.safeParse({ ...valid, url: "http://guide.org/a" }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...valid, url: "https://example.com/a" }).success).toBe(false);

    // The front matter an explainer was loaded from: the page without its slug (the file name) and its sections (the body).
    const page = Object.fromEntries(Object.entries(frameworkPages[0]!).filter(([key]) => key !== "slug" && key !== "sections"));
    expect(frameworkFrontMatter.safeParse(page).success).toBe(true);
    const primary: Source = { ...valid, role: "primary", url: "https://guide.org/b" };
    expect(frameworkFrontMatter.safeParse({ ...page, sources: [primary, valid] }).success).toBe(true);
    expect(frameworkFrontMatter.safeParse({ ...page, sources: [valid, { ...valid, title: "Another" }] }).success).toBe(false);
    expect(frameworkFrontMatter.safeParse({ ...page, sources: [primary, { ...primary, title: "Same page" }] }).success).toBe(false);
    expect(frameworkFrontMatter.safeParse({ ...page, sources: [primary, { ...primary, url: "https://guide.org/c" }] }).success).toBe(false);
    expect(frameworkFrontMatter.safeParse({ ...page, sources: undefined }).success).toBe(false);
  });
});
