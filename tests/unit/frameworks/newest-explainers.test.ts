/**
 * The four newest explainers (Van Westendorp, HEART, AARRR, Playing to Win):
 * where each sits on /frameworks, the sections a teaching page needs, links
 * in both directions and sources. Their figures are checked with every
 * other page's (tests/unit/content/figures.test.ts).
 */
import { describe, expect, it } from "vitest";
import { frameworkCards, frameworkPages } from "@/content/frameworks";
import { wordCount } from "@/lib/content/text";
import { diagramNames } from "@/lib/diagrams/names";

const expectedSection: Record<string, string> = {
  "van-westendorp": "discovery",
  "heart-framework": "strategy",
  "aarrr-pirate-metrics": "strategy",
  "playing-to-win": "strategy",
};
const expectedDiagram: Record<string, string> = {
  "van-westendorp": "van-westendorp-curves",
  "heart-framework": "heart-gsm-grid",
  "aarrr-pirate-metrics": "aarrr-funnel",
  "playing-to-win": "strategy-choice-cascade",
};

describe.each(Object.keys(expectedSection).map((slug) => [slug] as const))("newest explainer %s", (slug) => {
  const page = frameworkPages.find((entry) => entry.slug === slug)!;

  it("is a static page with its own drawn diagram, a worked example and pitfalls, in at least 900 words", () => {
    expect(page.layout).toBe("static");
    expect(page.diagram).toBe(expectedDiagram[slug]);
    expect(diagramNames).toContain(page.diagram);
    const ids = page.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(["what-it-is", "when-to-use", "worked-example", "pitfalls"]));
    expect(wordCount(page.sections.map((section) => section.text).join(" "))).toBeGreaterThanOrEqual(900);
  });

  it("sits in its section of /frameworks with a card and a thumbnail file", () => {
    const card = frameworkCards.find((entry) => entry.id === slug);
    expect(card?.section).toBe(expectedSection[slug]);
    expect(card?.imageSrc).toBe(`/frameworks/${slug}.svg`);
  });

  it("links to other explainers, and another explainer links back", () => {
    expect(page.related.filter((link) => link.href.startsWith("/frameworks/")).length).toBeGreaterThanOrEqual(2);
    expect(frameworkPages.some((other) => other.slug !== slug && other.related.some((link) => link.href === `/frameworks/${slug}`))).toBe(true);
  });

  it("cites its original work with its year, and linked further reading", () => {
    expect(page.sources.some((source) => source.role === "primary" && source.year)).toBe(true);
    expect(page.sources.some((source) => source.role === "further" && source.url)).toBe(true);
  });
});

describe("HEART and AARRR sit beside the North Star Metric", () => {
  it("are listed in strategy right after it, and Playing to Win opens the section after the canvas", () => {
    const strategy = frameworkCards.filter((card) => card.section === "strategy").map((card) => card.id);
    expect(strategy.slice(0, 5)).toEqual(["business-model-canvas", "playing-to-win", "north-star-metric", "heart-framework", "aarrr-pirate-metrics"]);
  });
});
