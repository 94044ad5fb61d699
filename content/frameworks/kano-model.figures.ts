import {
  kanoBetter,
  kanoCategory,
  kanoCategoryLabels,
  kanoCoefficientBase,
  kanoRespondents,
  kanoWorse,
  type KanoCategory,
  type KanoCounts,
} from "@/lib/frameworks/kano";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";

/** Kano Model explainer (static layout). Original writing. */

type KanoFeature = KanoCounts & { name: string };

/** The worked example's survey: each feature's answer pairs, counted by the cell of the evaluation table they fall in. */
export const kanoWorkedExample: readonly KanoFeature[] = [
  { name: "Receipt photo scanning", delighters: 38, performance: 18, basic: 6, indifferent: 14, reverse: 2, questionable: 2 },
  { name: "Two-factor login", delighters: 4, performance: 15, basic: 41, indifferent: 16, reverse: 1, questionable: 3 },
  { name: "Custom colour themes", delighters: 20, performance: 6, basic: 4, indifferent: 40, reverse: 6, questionable: 4 },
];

function feature(name: string): KanoFeature {
  const found = kanoWorkedExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No Kano worked-example feature named "${name}"`);
  return found;
}

const receipts = feature("Receipt photo scanning");
const twoFactor = feature("Two-factor login");
const themes = feature("Custom colour themes");

// Every feature was asked of the same people, so each row's counts add up to the same number.
const respondents = kanoRespondents(receipts);
if (kanoWorkedExample.some((entry) => kanoRespondents(entry) !== respondents)) throw new Error("every Kano worked-example feature must count the same respondents");
// The prose reads each feature as the category its counts give.
const expected: Record<string, KanoCategory> = { [receipts.name]: "delighters", [twoFactor.name]: "basic", [themes.name]: "indifferent" };
for (const entry of kanoWorkedExample) {
  if (kanoCategory(entry) !== expected[entry.name]) throw new Error(`the Kano worked example reads "${entry.name}" as ${expected[entry.name]}, but its counts say ${kanoCategory(entry)}`);
}

/** Coefficients as the page prints them: two decimals. */
const coefficient = (value: number) => formatDecimal(value, 2);

/** "Better = (38 + 18) / (38 + 18 + 6 + 14) = 56 / 76 = 0.74" */
function betterWorking(counts: KanoCounts): string {
  const { delighters, performance, basic, indifferent } = counts;
  const [d, p, b, i] = [delighters, performance, basic, indifferent].map(formatNumber);
  return `Better = (${d} + ${p}) / (${d} + ${p} + ${b} + ${i}) = ${formatNumber(delighters + performance)} / ${formatNumber(kanoCoefficientBase(counts))} = ${coefficient(kanoBetter(counts))}`;
}

/** "Worse = -(18 + 6) / 76 = -0.32" */
function worseWorking(counts: KanoCounts): string {
  return `Worse = -(${formatNumber(counts.performance)} + ${formatNumber(counts.basic)}) / ${formatNumber(kanoCoefficientBase(counts))} = ${coefficient(kanoWorse(counts))}`;
}

/**
 * Every computed figure content/frameworks/kano-model.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with lib/frameworks/kano.ts, and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(respondents)": formatNumber(respondents),
  "betterWorking(receipts)": betterWorking(receipts),
  "worseWorking(receipts)": worseWorking(receipts),
  "worseWorking(twoFactor)": worseWorking(twoFactor),
  "formatNumber(themes.reverse)": formatNumber(themes.reverse),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  [`Kano survey results for three features (${formatNumber(respondents)} respondents)`]: {
    headers: ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"],
    rows: kanoWorkedExample.map((entry) => [
      entry.name,
      ...[entry.delighters, entry.performance, entry.basic, entry.indifferent, entry.reverse, entry.questionable].map(formatNumber),
      kanoCategoryLabels[kanoCategory(entry)],
      coefficient(kanoBetter(entry)),
      coefficient(kanoWorse(entry)),
    ]),
  },
};
