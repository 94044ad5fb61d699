/**
 * The Opportunity Solution Tree and Business Model Canvas
 * worked examples are drawn, and the drawing shows exactly what the table
 * beside it lists (both are built from one data module). The tables keep
 * the rows they had before the drawings were added.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { frameworkPages } from "@/content/frameworks";
import { canvasBlocks, staffSchedulingCanvas } from "@/content/frameworks/bmc-example";
import { mealKitTree, treeNodes } from "@/content/frameworks/ost-example";
import type { DiagramName } from "@/lib/diagrams/names";
import { sectionBlocks, type SectionBlock } from "../../support/markdown-sections";

/** The example section's blocks in reading order: its diagram segment, and the paragraphs and tables of its HTML. */
function exampleBlocks(slug: string, sectionId: string): SectionBlock[] {
  const section = frameworkPages.find((page) => page.slug === slug)?.sections.find((entry) => entry.id === sectionId);
  if (!section) throw new Error(`missing ${slug}#${sectionId}`);
  return sectionBlocks(section);
}

/** The words each <svg> shows, line breaks joined back with spaces. */
function drawnTexts(name: DiagramName): string[] {
  const markup = renderToStaticMarkup(createElement(diagrams[name]));
  return [...markup.matchAll(/<svg\b[\s\S]*?<\/svg>/g)].map(([svg]) =>
    svg
      .replace(/<title\b[\s\S]*?<\/title>|<desc\b[\s\S]*?<\/desc>/g, "")
      .replace(/<\/(tspan|text)>/g, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " "),
  );
}

describe("Opportunity Solution Tree: the example as a tree", () => {
  const blocks = exampleBlocks("opportunity-solution-tree", "example");
  const diagramAt = blocks.findIndex((block) => block.kind === "diagram");
  const table = blocks.find((block) => block.kind === "table");

  it("draws the tree right above the table that lists it", () => {
    expect(blocks[diagramAt]).toMatchObject({ kind: "diagram", name: "ost-meal-kit-tree" });
    expect(blocks[diagramAt + 1]?.kind).toBe("table");
  });

  it("keeps the table's eleven rows, level by level, as they were", () => {
    expect(table?.kind === "table" && table.rows).toEqual([
      ["Outcome", "New customers cook 3 or more kits in 2 weeks (34% today, target 45%)", "Order data"],
      ["Opportunity", "I do not have time to cook on weeknights", "9 of 12 interviews"],
      ["Sub-opportunity", "Recipes take longer than the box says", "7 of 12 interviews"],
      ["Sub-opportunity", "I get home too late to start cooking", "5 of 12 interviews"],
      ["Opportunity", "I am not confident I will cook it right", "6 of 12 interviews"],
      ["Opportunity", "Ingredients go off before I get to them", "4 of 12 interviews"],
      ["Solution", "Show real cook times measured from customers", "For: recipes take longer"],
      ["Solution", "A 20-minute recipe filter when choosing the box", "For: recipes take longer"],
      ["Solution", "A weekend prep-ahead guide", "For: recipes take longer"],
      ["Experiment", "Fake-door filter shown to 2,000 new customers", "31% tapped it"],
      ["Experiment", "Prototype prep guide tested with 5 customers", "2 of 5 would use it"],
    ]);
  });

  it("is a real tree: outcome → opportunities → solutions → assumption tests, one target", () => {
    const nodes = treeNodes(mealKitTree);
    expect(nodes).toHaveLength(11);
    expect(nodes.filter((node) => node.target).map((node) => node.text)).toEqual(["Recipes take longer than the box says"]);
    for (const node of nodes) {
      for (const child of node.children ?? []) {
        if (child.level === "Solution") expect(node.level).toMatch(/opportunity/i);
        if (child.level === "Experiment") expect(node.level).toBe("Solution");
      }
    }
  });

  it("shows every node and every test result in both drawings", () => {
    const drawings = drawnTexts("ost-meal-kit-tree");
    expect(drawings).toHaveLength(2);
    for (const drawing of drawings) {
      for (const node of treeNodes(mealKitTree)) {
        expect(drawing).toContain(node.text);
        if (node.level !== "Solution") expect(drawing).toContain(node.evidence);
      }
    }
  });
});

describe("Business Model Canvas: the example as a filled-in canvas", () => {
  const blocks = exampleBlocks("business-model-canvas", "worked-example");
  const diagramAt = blocks.findIndex((block) => block.kind === "diagram");
  const table = blocks.find((block) => block.kind === "table");

  it("draws the canvas right above the table that lists it", () => {
    expect(blocks[diagramAt]).toMatchObject({ kind: "diagram", name: "bmc-staff-scheduling" });
    expect(blocks[diagramAt + 1]?.kind).toBe("table");
  });

  it("keeps the table's nine rows, with engineering as a fixed cost", () => {
    expect(table?.kind === "table" && table.rows).toEqual([
      ["Customer Segments", "Independent restaurants with 10 to 40 hourly staff (payer); their staff (free users)"],
      ["Value Propositions", "Owners: a week's rota in 15 minutes instead of 3 hours. Staff: swap shifts from their phone"],
      ["Channels", "Self-serve trial; listing on a point-of-sale vendor's app marketplace"],
      ["Customer Relationships", "Self-service with one onboarding call; in-app chat"],
      ["Revenue Streams", "59 dollars per location per month; payroll export add-on at 15 dollars"],
      ["Key Resources", "Scheduling engine, point-of-sale integrations, support team"],
      ["Key Activities", "Product development, integration upkeep, onboarding"],
      ["Key Partnerships", "Point-of-sale vendor (takes 20% of revenue it refers); payroll providers"],
      ["Cost Structure", "Fixed: the engineering team. Variable: hosting and support (10% of revenue), partner revenue share, ads"],
    ]);
  });

  it("shows all nine blocks with their text in both the canvas and the stacked layout", () => {
    const drawings = drawnTexts("bmc-staff-scheduling");
    expect(drawings).toHaveLength(2);
    for (const drawing of drawings) {
      for (const block of canvasBlocks) {
        expect(drawing).toContain(block);
        expect(drawing).toContain(staffSchedulingCanvas[block]);
      }
    }
  });
});
