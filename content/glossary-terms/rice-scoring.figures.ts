import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceScore } from "@/lib/frameworks/rice";
import { riceRow, riceWorking } from "@/lib/frameworks/worked-example";
import type { RiceIdea } from "@/content/frameworks/calculator-examples";

/*
 * The company in the example is invented. Its table and sums are computed
 * with the RICE calculator's own functions (lib/frameworks), as on the RICE
 * Scoring page, so the text cannot state a score the calculator would not give.
 * Reach is employers per quarter, effort is person-months.
 */
export const riceGlossaryExample: RiceIdea[] = [
  { name: "Tips on post quality while writing", reach: 3000, impact: 1, confidence: 80, effort: 1 },
  { name: "Auto-share posts to two job boards", reach: 1800, impact: 2, confidence: 50, effort: 3 },
  { name: "AI candidate matching", reach: 4000, impact: 3, confidence: 50, effort: 8 },
];

function idea(name: string): RiceIdea {
  const found = riceGlossaryExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No RICE glossary example idea named "${name}"`);
  return found;
}

const tips = idea("Tips on post quality while writing");
const jobBoards = idea("Auto-share posts to two job boards");
const matching = idea("AI candidate matching");

/**
 * Every computed figure content/glossary-terms/rice-scoring.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "riceImpactScaleText": riceImpactScaleText,
  "riceWorking(tips)": riceWorking(tips),
  "riceWorking(matching)": riceWorking(matching),
  "riceWorking(jobBoards)": riceWorking(jobBoards),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "RICE scores for three recruiting ideas": { rows: rankByScore(riceGlossaryExample, riceScore).map(({ item }) => [item.name, ...riceRow(item)]) },
};
