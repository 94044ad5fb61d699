import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frameworkCards, frameworkPages } from "@/content/frameworks";
import { frameworkCardSchema, frameworkPageSchema, type ContentBlock, type FrameworkPage } from "@/lib/content/schemas";
import { frameworkRoutes } from "@/lib/routes/frameworks";
import { publicPaths } from "@/lib/routes";

const slugs = [
  "kano-model",
  "kaizen",
  "double-diamond",
  "lean-startup",
  "opportunity-solution-tree",
  "business-model-canvas",
  "north-star-metric",
  "dual-track-agile",
  "rice-scoring",
  "opportunity-scoring",
];
const accordionSlugs = ["kaizen", "double-diamond", "lean-startup", "business-model-canvas", "north-star-metric", "rice-scoring", "opportunity-scoring"];

/**
 * Routes the product spec's route table defines. Other features register
 * them in lib/routes as they land; until then a related link to one of them
 * counts as known, while links to framework pages must be in lib/routes now.
 */
const specRoutes = [
  "/", "/pm-quiz", "/quiz-explanations", "/ai-pm-10x", "/product-mastery", "/interviews", "/glossary",
  "/privacy-policy", "/terms-of-service", "/books/product-leadership", "/books/continuous-discovery-habits",
  "/ship-happens", "/product-psychology",
  ...["vision-and-leadership", "product-thinking", "design-and-ux", "tech-fluency", "business-and-strategy", "growth-and-experiments", "delivery-and-execution", "career-and-mindset"].map((s) => `/product-mastery/${s}`),
];

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case "p":
      return block.text;
    case "ul":
    case "ol":
      return block.items.join(" ");
    case "callout":
      return `${block.title ?? ""} ${block.text}`;
    case "table":
      return [block.caption, ...block.headers, ...block.rows.flat()].join(" ");
    case "cards":
      return block.items.map((item) => `${item.title} ${item.text}`).join(" ");
  }
}

function wordCount(page: FrameworkPage): number {
  const text = [page.summary, ...page.sections.flatMap((s) => [s.title, ...s.blocks.map(blockText)])].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

describe("framework content", () => {
  it("has all ten pages and ten cards", () => {
    expect(frameworkPages.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    expect(frameworkCards.map((c) => c.id).sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)("%s: valid page, at least 600 words, right layout, image on disk", (slug) => {
    const page = frameworkPages.find((p) => p.slug === slug);
    expect(page, `missing page ${slug}`).toBeDefined();
    if (!page) return;
    expect(() => frameworkPageSchema.parse(page)).not.toThrow();
    expect(wordCount(page)).toBeGreaterThanOrEqual(600);
    expect(page.layout).toBe(accordionSlugs.includes(slug) ? "accordion" : "static");
    expect(existsSync(path.join(process.cwd(), "public", page.image.src))).toBe(true);
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    // These ids belong to the page template (tool section, related links, TOC).
    expect(ids).not.toEqual(expect.arrayContaining(["try-it"]));
    expect(ids).not.toContain("related");
  });

  it.each(slugs)("%s: every related link resolves to a known route", (slug) => {
    const page = frameworkPages.find((p) => p.slug === slug);
    for (const link of page?.related ?? []) {
      const target = link.href.split("#")[0] ?? link.href;
      if (target.startsWith("/frameworks")) expect(publicPaths, `${slug} → ${link.href}`).toContain(target);
      else expect([...publicPaths, ...specRoutes], `${slug} → ${link.href}`).toContain(target);
      expect(target).not.toBe(`/frameworks/${slug}`);
    }
  });

  it("cards are valid, point to a registered route and to an existing image", () => {
    const paths = frameworkRoutes.map((r) => r.path);
    for (const card of frameworkCards) {
      expect(() => frameworkCardSchema.parse(card)).not.toThrow();
      expect(paths).toContain(card.href);
      expect(existsSync(path.join(process.cwd(), "public", card.imageSrc))).toBe(true);
    }
    expect(paths).toEqual(expect.arrayContaining(["/frameworks", ...slugs.map((s) => `/frameworks/${s}`)]));
    expect(paths).toHaveLength(11);
  });

  it("states the spec's figures", () => {
    const text = (slug: string) => JSON.stringify(frameworkPages.find((p) => p.slug === slug));
    expect(text("rice-scoring")).toMatch(/Reach × Impact × Confidence ÷ Effort/i);
    expect(text("rice-scoring")).toMatch(/3 for massive, 1 for medium and 0\.25 for minimal/);
    expect(text("rice-scoring")).toMatch(/0-3 scale/);
    expect(text("rice-scoring")).toMatch(/percentage/);
    expect(text("opportunity-scoring")).toMatch(/Importance \+ \(Importance − Satisfaction\)/);
    expect(text("opportunity-scoring")).toMatch(/1 to 10/);
    expect(text("north-star-metric")).toMatch(/3-5 input metrics/);
    expect(text("kaizen")).toMatch(/1-4 weeks/);
  });
});
