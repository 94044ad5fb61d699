/**
 * The diagrams drawn in the Product Mastery topic write-ups. Every number a
 * drawing states (in its labels, its title or its description) is either a
 * figure its own write-up states, or one computed here from the tested lib/
 * functions that draw it (an axis tick, a rank, a sum the text leaves to the
 * reader), so a label that drifts from the text fails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { bookkeepingApp } from "@/components/diagrams/cac-payback";
import { invoicingCandidates } from "@/data/mastery";
import { masteryAreas } from "@/content/mastery";
import type { DiagramName } from "@/lib/diagrams/names";
import { riceScore } from "@/lib/frameworks/rice";
import { retainedAfter } from "@/lib/stats/growth";
import { monthlyGrossProfit } from "@/lib/stats/unit-economics";

const uses = masteryAreas.flatMap((area) =>
  area.subsections.flatMap((topic) =>
    topic.lesson.sections.flatMap((section) =>
      section.segments.flatMap((segment) => (segment.kind === "diagram" ? [{ area: area.id, topic, name: segment.name }] : [])),
    ),
  ),
);

/** Numbers that are not stated in the text but computed, by diagram, with the reason. */
const computed: Partial<Record<DiagramName, number[]>> = {
  // The confidence scale's ends.
  "ml-confidence-threshold": [0, 1],
  // Axis ticks (0%, 50%, 100%; months 0 to 12 in threes), and the retained share after one, six and twelve months (the text gives 0.69).
  "churn-compounding-months": [0, 50, 100, 6, 9, Math.round(retainedAfter(0.03, 1) * 100), Math.round(retainedAfter(0.03, 6) * 100), Math.round(retainedAfter(0.03, 12) * 100)],
  // Ranks 1 to 3.
  "rice-invoicing-ranking": [1, 2, 3],
  // The $0 axis, the monthly gross profit ($50 × 0.8) and what the 3:1 benchmark needs (3 × CAC).
  "cac-payback": [0, monthlyGrossProfit(bookkeepingApp.monthlyRevenue, bookkeepingApp.grossMargin), bookkeepingApp.benchmark * bookkeepingApp.cac],
  // Round 1 and round 2.
  "prototype-test-rounds": [1, 2],
};

const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thousand: 1000 };
/** Every number in `text`, as written in digits ("1,200", "0.85", "22.5") or as a word up to twelve. */
function numbersIn(text: string): number[] {
  const digits = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, "")));
  const spelled = [...text.toLowerCase().matchAll(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thousand)\b/g)].map((match) => words[match[1]!]!);
  return [...digits, ...spelled];
}

/** What the drawing says: its labels, title and description, without the markup's own numbers (coordinates, sizes). */
function statedText(markup: string): string {
  return [...markup.matchAll(/>([^<>]+)</g)].map((match) => match[1]!).join(" ").replace(/&#x27;|&quot;|&amp;/g, " ");
}

describe("Product Mastery diagrams", () => {
  it("draws at least ten topics, over at least six of the eight areas, each diagram once", () => {
    expect(uses.length).toBeGreaterThanOrEqual(10);
    expect(new Set(uses.map((use) => use.area)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(uses.map((use) => use.name)).size).toBe(uses.length);
    expect(new Set(uses.map((use) => use.topic.id)).size).toBe(uses.length);
  });

  it.each(uses.map((use) => [`${use.area}/${use.topic.id}: ${use.name}`, use] as const))("%s states only figures its write-up states or that are computed", (_label, use) => {
    const source = readFileSync(path.join(process.cwd(), "content/mastery/lessons", use.area, `${use.topic.id}.md`), "utf8");
    const allowed = new Set([...numbersIn(source), ...(computed[use.name] ?? [])].map((value) => Math.round(value * 1000) / 1000));
    const stated = numbersIn(statedText(renderToStaticMarkup(createElement(diagrams[use.name]))));
    expect(stated.length, "the drawing states some figure").toBeGreaterThan(0);
    for (const value of stated) expect(allowed.has(Math.round(value * 1000) / 1000), `${value} is neither in ${use.topic.id}.md nor computed`).toBe(true);
  });

  it("ranks the invoicing candidates by the RICE scores the Prioritization example states (its :calc figures)", () => {
    const scores = invoicingCandidates.map((candidate) => riceScore(candidate.input));
    expect(scores).toEqual([1200, 625, 320]);
    expect(invoicingCandidates.map((candidate) => candidate.score)).toEqual(scores);
  });
});
