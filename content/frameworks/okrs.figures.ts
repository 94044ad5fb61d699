import { gradeColour, keyResultScore, objectiveScore, roundGrade, type KeyResult } from "@/lib/frameworks/okr";
import { formatNumber, keyResultWorking } from "@/lib/frameworks/worked-example";
import { okrObjective, okrWorkedExample } from "./okr-example";

/**
 * OKRs explainer (static layout, drawn diagram of the worked example). Original
 * writing. The example's grades are computed from lib/frameworks/okr.ts, which
 * the diagram uses too.
 */

function keyResultAt(index: number): KeyResult {
  const found = okrWorkedExample[index];
  if (!found) throw new Error(`No OKR worked-example key result at ${index}`);
  return found;
}

const [importKr, firstSaleKr, ticketsKr] = [keyResultAt(0), keyResultAt(1), keyResultAt(2)];
const objective = objectiveScore(okrWorkedExample);
const scores = okrWorkedExample.map((keyResult) => formatNumber(keyResultScore(keyResult)));

/**
 * Every computed figure content/frameworks/okrs.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "okrObjective": okrObjective,
  "formatNumber(importKr.start)": formatNumber(importKr.start),
  "formatNumber(importKr.actual)": formatNumber(importKr.actual),
  "formatNumber(importKr.target)": formatNumber(importKr.target),
  "keyResultWorking(importKr)": keyResultWorking(importKr),
  "formatNumber(firstSaleKr.start)": formatNumber(firstSaleKr.start),
  "formatNumber(firstSaleKr.actual)": formatNumber(firstSaleKr.actual),
  "keyResultWorking(firstSaleKr)": keyResultWorking(firstSaleKr),
  "formatNumber(ticketsKr.start)": formatNumber(ticketsKr.start),
  "formatNumber(ticketsKr.actual)": formatNumber(ticketsKr.actual),
  "keyResultWorking(ticketsKr)": keyResultWorking(ticketsKr),
  "scores.join(\" + \")": scores.join(" + "),
  "okrWorkedExample.length": okrWorkedExample.length,
  "formatNumber(objective)": formatNumber(objective),
  "formatNumber(roundGrade(objective))": formatNumber(roundGrade(objective)),
  "gradeColour(objective)": gradeColour(objective),
  "formatNumber(keyResultScore(importKr))": formatNumber(keyResultScore(importKr)),
  "formatNumber(keyResultScore(importKr) * 100)": formatNumber(keyResultScore(importKr) * 100),
  "formatNumber(importKr.target - importKr.actual)": formatNumber(importKr.target - importKr.actual),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Key results at the end of the quarter, each graded by how far it moved from start towards target": { rows: okrWorkedExample.map((keyResult, index) => [
            keyResult.name,
            formatNumber(keyResult.start),
            formatNumber(keyResult.target),
            formatNumber(keyResult.actual),
            scores[index]!,
            formatNumber(roundGrade(keyResultScore(keyResult))),
          ]) },
};
