/**
 * Turns worked-example inputs into the strings an explainer page prints
 * (table cells and "a × b ÷ c = d" sums), computed with the calculators' own
 * functions. A page that builds its numbers here cannot state a sum its
 * calculator would not give.
 */
import { iceAverage, iceProduct, type IceInput } from "./ice";
import { keyResultScore, type KeyResult } from "./okr";
import { opportunityGap, opportunityScore, opportunityVerdict, type OpportunityInput } from "./opportunity";
import { riceScore } from "./rice";

type RiceInput = Parameters<typeof riceScore>[0];

// Fixed locale: the page is English and must render the same on every machine.
const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** 1200 → "1,200", 0.5 → "0.5", 48510 → "48,510". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "2,500 × 2 × 0.5 ÷ 4 = 625": confidence shown as the fraction it multiplies by. */
export function riceWorking(input: RiceInput): string {
  const { reach, impact, confidence, effort } = input;
  return `${formatNumber(reach)} × ${formatNumber(impact)} × ${formatNumber(confidence / 100)} ÷ ${formatNumber(effort)} = ${formatNumber(riceScore(input))}`;
}

/** A RICE table row: reach, impact, confidence %, effort, score. */
export function riceRow(input: RiceInput): string[] {
  return [
    formatNumber(input.reach),
    formatNumber(input.impact),
    `${formatNumber(input.confidence)}%`,
    formatNumber(input.effort),
    formatNumber(riceScore(input)),
  ];
}

/**
 * "9 + (9 − 3) = 15", or, when satisfaction is at or above importance,
 * "4 + 0 = 4" (the gap is floored at zero).
 */
export function opportunityWorking(input: OpportunityInput): string {
  const { importance, satisfaction } = input;
  const sum =
    opportunityGap(input) > 0
      ? `${formatNumber(importance)} + (${formatNumber(importance)} − ${formatNumber(satisfaction)})`
      : `${formatNumber(importance)} + 0`;
  return `${sum} = ${formatNumber(opportunityScore(input))}`;
}

/** An opportunity table row: importance, satisfaction, score, reading. */
export function opportunityRow(input: OpportunityInput): string[] {
  return [formatNumber(input.importance), formatNumber(input.satisfaction), formatNumber(opportunityScore(input)), opportunityVerdict(input)];
}

/** 66 → "66%", 56.25 → "56.25%". */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** "(6 + 8 + 9) ÷ 3 = 7.67": the ICE average. */
export function iceWorking(input: IceInput): string {
  const { impact, confidence, ease } = input;
  return `(${formatNumber(impact)} + ${formatNumber(confidence)} + ${formatNumber(ease)}) ÷ 3 = ${formatNumber(iceAverage(input))}`;
}

/** "6 × 8 × 9 = 432": the multiplied variant of ICE. */
export function iceProductWorking(input: IceInput): string {
  const { impact, confidence, ease } = input;
  return `${formatNumber(impact)} × ${formatNumber(confidence)} × ${formatNumber(ease)} = ${formatNumber(iceProduct(input))}`;
}

/** An ICE table row: impact, confidence, ease, average, product. */
export function iceRow(input: IceInput): string[] {
  return [
    formatNumber(input.impact),
    formatNumber(input.confidence),
    formatNumber(input.ease),
    formatNumber(iceAverage(input)),
    formatNumber(iceProduct(input)),
  ];
}

/** "(66 − 45) ÷ (75 − 45) = 0.7": how far a key result moved from its start towards its target. */
export function keyResultWorking(keyResult: Pick<KeyResult, "start" | "target" | "actual">): string {
  const { start, target, actual } = keyResult;
  return `(${formatNumber(actual)} − ${formatNumber(start)}) ÷ (${formatNumber(target)} − ${formatNumber(start)}) = ${formatNumber(keyResultScore(keyResult))}`;
}
