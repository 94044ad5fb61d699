import { averageRating, opportunityGap, opportunityScoreRange, opportunityThresholds, topTwoBoxScore } from "@/lib/frameworks/opportunity";
import { formatNumber, opportunityRow, opportunityWorking } from "@/lib/frameworks/worked-example";
import { opportunityWorkedExample, type OpportunityOutcome } from "./calculator-examples";

/**
 * Opportunity Scoring explainer (accordion layout). Every number in the
 * worked examples is computed from lib/frameworks/opportunity.ts, the same
 * code the calculator on this page runs.
 */

function outcome(name: string): OpportunityOutcome {
  const found = opportunityWorkedExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No opportunity worked-example outcome named "${name}"`);
  return found;
}

const spend = outcome("Know how much I can safely spend this week");
const categorize = outcome("Spend less time categorizing transactions");
const accounts = outcome("See all my accounts in one place");
const split = outcome("Split shared expenses with a partner");
const taxExport = outcome("Export my data for tax season");

// The two ways to turn survey answers into 0-10 inputs, on one made-up outcome.
const ulwickSurvey = { respondents: 90, importanceTopTwo: 72, satisfactionTopTwo: 27 };
const ulwickInput = {
  importance: topTwoBoxScore(ulwickSurvey.importanceTopTwo, ulwickSurvey.respondents),
  satisfaction: topTwoBoxScore(ulwickSurvey.satisfactionTopTwo, ulwickSurvey.respondents),
};
const averagingRatings = { importance: [9, 8, 10, 7, 9], satisfaction: [4, 2, 5, 3, 6] };
const averagingInput = { importance: averageRating(averagingRatings.importance), satisfaction: averageRating(averagingRatings.satisfaction) };
/** A split audience, half at each rating: its average hides both halves. */
const splitRatings = { high: 10, low: 2 };
const splitAverage = averageRating([splitRatings.high, splitRatings.low]);

const { min: lowest, max: highest } = opportunityScoreRange;
const { strong, worthExploring, highImportance } = opportunityThresholds;

/**
 * Every computed figure content/frameworks/opportunity-scoring.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "lowest": lowest,
  "highest": highest,
  "strong": strong,
  "worthExploring": worthExploring,
  "highImportance": highImportance,
  "ulwickSurvey.importanceTopTwo": ulwickSurvey.importanceTopTwo,
  "ulwickSurvey.respondents": ulwickSurvey.respondents,
  "formatNumber(ulwickInput.importance)": formatNumber(ulwickInput.importance),
  "ulwickSurvey.satisfactionTopTwo": ulwickSurvey.satisfactionTopTwo,
  "formatNumber(ulwickInput.satisfaction)": formatNumber(ulwickInput.satisfaction),
  "opportunityWorking(ulwickInput)": opportunityWorking(ulwickInput),
  "averagingRatings.importance.join(\", \")": averagingRatings.importance.join(", "),
  "averagingRatings.satisfaction.join(\", \")": averagingRatings.satisfaction.join(", "),
  "formatNumber(averagingInput.importance)": formatNumber(averagingInput.importance),
  "formatNumber(averagingInput.satisfaction)": formatNumber(averagingInput.satisfaction),
  "opportunityWorking(averagingInput)": opportunityWorking(averagingInput),
  "splitRatings.high": splitRatings.high,
  "splitRatings.low": splitRatings.low,
  "formatNumber(splitAverage)": formatNumber(splitAverage),
  "opportunityWorkedExample.length": opportunityWorkedExample.length,
  "opportunityWorking(spend)": opportunityWorking(spend),
  "formatNumber(accounts.importance)": formatNumber(accounts.importance),
  "formatNumber(opportunityGap(accounts))": formatNumber(opportunityGap(accounts)),
  "formatNumber(categorize.importance)": formatNumber(categorize.importance),
  "formatNumber(opportunityGap(categorize))": formatNumber(opportunityGap(categorize)),
  "formatNumber(split.satisfaction)": formatNumber(split.satisfaction),
  "opportunityWorking(split)": opportunityWorking(split),
  "formatNumber(split.importance)": formatNumber(split.importance),
  "opportunityWorking(taxExport)": opportunityWorking(taxExport),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Opportunity scores for five personal-finance outcomes": { rows: opportunityWorkedExample.map((entry) => [entry.name, ...opportunityRow(entry)]) },
};
