import { describe, expect, it } from "vitest";
import { frameworkCards } from "@/content/frameworks";
import { emptySectionMessage, groupFrameworkCards } from "@/lib/frameworks/grouping";
import type { FrameworkCard } from "@/lib/content/schemas";

const cardIn = (section: FrameworkCard["section"], id: string): FrameworkCard => ({
  id,
  title: id,
  description: "A test framework.",
  imageSrc: `/frameworks/${id}.svg`,
  href: `/frameworks/${id}`,
  section,
});

describe("groupFrameworkCards", () => {
  it("always returns Strategy, Discovery, Prioritization, Delivery in that order", () => {
    expect(groupFrameworkCards([]).map((group) => [group.id, group.title])).toEqual([
      ["strategy", "Strategy"],
      ["discovery", "Discovery"],
      ["prioritization", "Prioritization"],
      ["delivery", "Delivery"],
    ]);
  });

  it("puts each card in its section, keeping order", () => {
    const groups = groupFrameworkCards([cardIn("delivery", "b"), cardIn("strategy", "a"), cardIn("delivery", "c")]);
    expect(groups.map((group) => group.cards.map((card) => card.id))).toEqual([["a"], [], [], ["b", "c"]]);
  });

  it("gives an empty section the 'coming soon' message with its name", () => {
    const groups = groupFrameworkCards([cardIn("discovery", "x")]);
    const strategy = groups.find((group) => group.id === "strategy");
    expect(strategy?.cards).toEqual([]);
    expect(strategy?.emptyMessage).toBe("More Strategy frameworks coming soon...");
    expect(emptySectionMessage("Delivery")).toBe("More Delivery frameworks coming soon...");
  });

  it("places the real frameworks where a PM looks for them", () => {
    const bySection = Object.fromEntries(groupFrameworkCards(frameworkCards).map((group) => [group.id, group.cards.map((card) => card.id).sort()]));
    expect(bySection).toEqual({
      strategy: ["aarrr-pirate-metrics", "business-model-canvas", "heart-framework", "north-star-metric", "okrs", "playing-to-win", "tam-sam-som", "value-proposition-canvas"],
      discovery: ["double-diamond", "jobs-to-be-done", "lean-startup", "opportunity-solution-tree", "van-westendorp"],
      prioritization: ["ice-scoring", "kano-model", "moscow", "opportunity-scoring", "rice-scoring", "wsjf"],
      delivery: ["dual-track-agile", "kaizen", "user-story-mapping"],
    });
  });
});
