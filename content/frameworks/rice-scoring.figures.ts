import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceImpactSteps, riceScore } from "@/lib/frameworks/rice";
import { formatNumber, riceRow, riceWorking } from "@/lib/frameworks/worked-example";
import { riceWorkedExample, type RiceIdea } from "./calculator-examples";

/**
 * RICE explainer (accordion layout). The worked example's table and sums are
 * computed from lib/frameworks/rice.ts, the code the calculator runs.
 */

function idea(name: string): RiceIdea {
  const found = riceWorkedExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No RICE worked-example idea named "${name}"`);
  return found;
}

const onboarding = idea("Onboarding checklist redesign");
const reminders = idea("Smart payment reminders");
const forecast = idea("AI cash-flow forecast");
const ranked = rankByScore(riceWorkedExample, riceScore);

/**
 * Every computed figure content/frameworks/rice-scoring.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "riceImpactScaleText": riceImpactScaleText,
  "riceImpactSteps": riceImpactSteps,
  "riceWorkedExample.length": riceWorkedExample.length,
  "riceWorking(reminders)": riceWorking(reminders),
  "formatNumber(onboarding.impact)": formatNumber(onboarding.impact),
  "riceWorking(onboarding)": riceWorking(onboarding),
  "formatNumber(forecast.confidence)": formatNumber(forecast.confidence),
  "formatNumber(forecast.effort)": formatNumber(forecast.effort),
  "riceWorking(forecast)": riceWorking(forecast),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "RICE scores for four invoicing ideas": { rows: ranked.map(({ item }) => [item.name, ...riceRow(item)]) },
};
