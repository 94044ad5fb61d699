import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frameworkCards, frameworkPages } from "@/content/frameworks";
import { frameworkCardSchema, type FrameworkPage } from "@/lib/content/schemas";
import { diagramNames } from "@/lib/diagrams/names";
import { wordCount } from "@/lib/content/text";
import { publicPaths } from "@/data/routes";

/** The ten original explainer routes: they keep their layouts (docs/product.md, Frameworks). */
const originalSlugs = [
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
/** The explainers added later: static layout, drawn diagram. */
const laterSlugs = ["jobs-to-be-done", "moscow", "ice-scoring", "value-proposition-canvas", "user-story-mapping", "okrs", "wsjf", "tam-sam-som"];
/** The newest: static layout, drawn diagram, computed figures. */
const newestSlugs = ["van-westendorp", "heart-framework", "aarrr-pirate-metrics", "playing-to-win"];
const slugs = [...originalSlugs, ...laterSlugs, ...newestSlugs];
const accordionSlugs = ["kaizen", "double-diamond", "lean-startup", "business-model-canvas", "north-star-metric", "rice-scoring", "opportunity-scoring"];

function pageWords(page: FrameworkPage): number {
  return wordCount([page.summary, ...page.sections.flatMap((s) => [s.title, s.text])].join(" "));
}

describe("framework content", () => {
  it("has the ten original pages, the eight later ones and the newest, each with one card", () => {
    expect(frameworkPages.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    expect(frameworkCards.map((c) => c.id).sort()).toEqual([...slugs].sort());
    expect(new Set(frameworkPages.map((p) => p.slug)).size).toBe(frameworkPages.length);
  });

  it.each(slugs)("%s: valid page, at least 600 words, right layout, illustration present", (slug) => {
    const page = frameworkPages.find((p) => p.slug === slug);
    expect(page, `missing page ${slug}`).toBeDefined();
    if (!page) return;
    // Loading the page validated its front matter (content/frameworks/index.ts); its body has the sections an explainer needs.
    expect(page.slug).toBe(slug);
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
    expect(pageWords(page)).toBeGreaterThanOrEqual(600);
    expect(page.layout).toBe(accordionSlugs.includes(slug) ? "accordion" : "static");
    // Every explainer draws its illustration (theme-aware, legible on a phone); none shows a picture file.
    expect("image" in page).toBe(false);
    expect(diagramNames).toContain(page.diagram);
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    // These ids belong to the page template (tool section, related links, TOC).
    expect(ids).not.toEqual(expect.arrayContaining(["try-it"]));
    expect(ids).not.toContain("related");
    expect(ids).not.toContain("sources");
  });

  it.each(slugs)("%s: every related link resolves to a known route", (slug) => {
    const page = frameworkPages.find((p) => p.slug === slug);
    expect(page, `missing page ${slug}`).toBeDefined();
    // A link into /frameworks must name another explainer from the content
    // (not the index, not this page); any other link a registered route.
    const otherExplainers = frameworkPages.filter((p) => p.slug !== slug).map((p) => `/frameworks/${p.slug}`);
    for (const link of page?.related ?? []) {
      const target = link.href.split("#")[0] ?? link.href;
      const allowed = target.startsWith("/frameworks") ? otherExplainers : publicPaths;
      expect(allowed, `${slug} → ${link.href}`).toContain(target);
    }
  });

  it("cards are valid, point to a registered route and to an existing image", () => {
    const paths = publicPaths.filter((p) => p === "/frameworks" || p.startsWith("/frameworks/"));
    for (const card of frameworkCards) {
      expect(() => frameworkCardSchema.parse(card)).not.toThrow();
      expect(paths).toContain(card.href);
      expect(existsSync(path.join(process.cwd(), "public", card.imageSrc))).toBe(true);
    }
    expect(paths).toEqual(expect.arrayContaining(["/frameworks", ...slugs.map((s) => `/frameworks/${s}`)]));
    // The index plus one route per explainer in the content, no more.
    expect(paths).toHaveLength(frameworkPages.length + 1);
  });
});
