import { describe, it, expect } from "vitest";
import { getFrameworkPage } from "@/content/frameworks";
import type { FrameworkPage } from "@/lib/content/schemas";
import { wordCount } from "@/lib/content/text";
import { publicPaths } from "@/data/routes";
import { diagramNames } from "@/lib/diagrams/names";
import { sectionBlocks, type SectionBlock } from "../../support/markdown-sections";

function loaded(slug: string): FrameworkPage {
  const found = getFrameworkPage(slug);
  if (!found) throw new Error(`missing page ${slug}`);
  return found;
}

const doubleDiamond = loaded("double-diamond");
const leanStartup = loaded("lean-startup");
const businessModelCanvas = loaded("business-model-canvas");
const dualTrackAgile = loaded("dual-track-agile");
const kanoModel = loaded("kano-model");
const opportunitySolutionTree = loaded("opportunity-solution-tree");

const pages: FrameworkPage[] = [
  doubleDiamond,
  leanStartup,
  businessModelCanvas,
  dualTrackAgile,
  kanoModel,
  opportunitySolutionTree,
];

/** Routes of this site a framework page may link to: the one route list. */
const siteRoutes = new Set(publicPaths);

function pageWords(page: FrameworkPage): number {
  return wordCount(page.sections.map((s) => s.text).join(" "));
}

/** The section's blocks in reading order, parsed from its segments and their HTML. */
function blocksOf(page: FrameworkPage, sectionId: string): SectionBlock[] {
  const section = page.sections.find((s) => s.id === sectionId);
  expect(section, `${page.slug} has section ${sectionId}`).toBeDefined();
  return section ? sectionBlocks(section) : [];
}

describe.each(pages.map((p) => [p.slug, p] as const))("framework page %s", (slug, page) => {
  it("loaded with valid front matter and at least four sections", () => {
    // Loading validates the front matter (content/frameworks/index.ts).
    expect(page.slug).toBe(slug);
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
  });

  it("draws its illustration as a registered diagram, not a picture file", () => {
    expect("image" in page).toBe(false);
    expect(diagramNames).toContain(page.diagram);
  });

  it("is long enough to teach the framework (600+ words)", () => {
    expect(pageWords(page)).toBeGreaterThanOrEqual(600);
  });

  it("has unique section ids", () => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers when to use it, how to apply it, a worked example and pitfalls", () => {
    const titles = page.sections.map((s) => s.title.toLowerCase()).join(" | ");
    expect(titles).toMatch(/when/);
    expect(titles).toMatch(/how|step/);
    expect(titles).toMatch(/example/);
    expect(titles).toMatch(/pitfall|mistake/);
  });

  it("links only to existing routes of this site, never to itself", () => {
    for (const link of page.related) {
      expect(siteRoutes.has(link.href.split("#")[0] ?? ""), link.href).toBe(true);
      expect(link.href).not.toBe(`/frameworks/${slug}`);
    }
  });

  it("has no duplicate list items, card titles or table headers within a block", () => {
    for (const block of page.sections.flatMap((s) => sectionBlocks(s))) {
      const keys =
        block.kind === "ul" || block.kind === "ol"
          ? block.items
          : block.kind === "cards"
            ? block.items.map((i) => i.title)
            : block.kind === "table"
              ? block.headers
              : [];
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("keeps strings plain text (no markdown or HTML left over once rendered)", () => {
    const text = page.sections.map((s) => s.text).join("\n");
    expect(text).not.toMatch(/<\/?[a-z][^>]*>|\*\*|__|\[[^\]]+\]\(/i);
  });
});

describe("page-specific content", () => {
  it("uses the accordion layout for the accordion explainers and static for the rest", () => {
    expect([doubleDiamond, leanStartup, businessModelCanvas].map((p) => p.layout)).toEqual([
      "accordion",
      "accordion",
      "accordion",
    ]);
    expect([dualTrackAgile, kanoModel, opportunitySolutionTree].map((p) => p.layout)).toEqual([
      "static",
      "static",
      "static",
    ]);
  });

  it("Double Diamond names its four phases", () => {
    const titles = blocksOf(doubleDiamond, "four-phases")
      .flatMap((b) => (b.kind === "cards" ? b.items.map((i) => i.title) : []))
      .join(" ");
    for (const phase of ["Discover", "Define", "Develop", "Deliver"]) expect(titles).toContain(phase);
  });

  it("Business Model Canvas describes all nine building blocks", () => {
    const titles = blocksOf(businessModelCanvas, "nine-building-blocks").flatMap((b) =>
      b.kind === "cards" ? b.items.map((i) => i.title) : [],
    );
    expect(titles).toEqual([
      "Customer Segments",
      "Value Propositions",
      "Channels",
      "Customer Relationships",
      "Revenue Streams",
      "Key Resources",
      "Key Activities",
      "Key Partnerships",
      "Cost Structure",
    ]);
  });

  it("Dual-Track Agile has what it is, principles, benefits and implementation", () => {
    const ids = dualTrackAgile.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["what-it-is", "principles", "benefits", "implementation"]));
  });

  it("Kano Model shows the five categories with their exact names", () => {
    const cards = blocksOf(kanoModel, "five-categories").find((b) => b.kind === "cards");
    expect(cards?.kind === "cards" && cards.items.map((i) => i.title)).toEqual([
      "Basic Needs",
      "Performance Needs",
      "Delighters",
      "Indifferent",
      "Reverse",
    ]);
  });

  it("Kano Model explains the question pair and the evaluation table", () => {
    const blocks = blocksOf(kanoModel, "how-it-is-used");
    expect(blocks.some((b) => b.kind === "table")).toBe(true);
    const text = (kanoModel.sections.find((s) => s.id === "how-it-is-used")?.text ?? "").toLowerCase();
    expect(text).toContain("functional");
    expect(text).toContain("dysfunctional");
  });

  it("Opportunity Solution Tree has exactly five steps in order and four benefit cards", () => {
    const steps = blocksOf(opportunitySolutionTree, "five-steps").find((b) => b.kind === "ol");
    expect(steps?.kind === "ol" && steps.items.length).toBe(5);
    const stepText = steps?.kind === "ol" ? steps.items.map((s) => s.toLowerCase()) : [];
    ["define", "opportunit", "solution", "experiment", "iterate"].forEach((word, i) =>
      expect(stepText[i]).toContain(word),
    );
    const benefits = blocksOf(opportunitySolutionTree, "benefits").filter((b) => b.kind === "cards");
    expect(benefits).toHaveLength(1);
    expect(benefits[0]?.kind === "cards" && benefits[0].items.length).toBe(4);
  });
});
