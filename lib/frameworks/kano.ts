/**
 * The Kano survey's question pair for one feature. The dysfunctional question
 * must be the exact opposite of the functional one, same words with "not",
 * and both must stay neutral: a pair built here cannot add a burden ("and
 * had to keep checking") or a cue ("wouldn't it be great") to one side only.
 */
export type KanoQuestionPair = { functional: string; dysfunctional: string };

/** `ability` is what the feature lets the respondent do, e.g. "cancel up to two hours before class without a fee". */
export function kanoQuestionPair(ability: string): KanoQuestionPair {
  const phrase = ability.trim();
  if (phrase.length === 0) throw new Error("a Kano question needs the ability the feature gives");
  if (/^(not|no)\b/i.test(phrase)) throw new Error("phrase the ability positively; the dysfunctional question adds the 'not'");
  return {
    functional: `If you could ${phrase}, how would you feel?`,
    dysfunctional: `If you could not ${phrase}, how would you feel?`,
  };
}

/** Words that tell the respondent how to feel, which a neutral Kano question never uses. */
export const kanoLeadingWords = /\b(great|amazing|annoying|frustrat\w*|hassle|had to|have to keep|keep checking|wouldn't it|love|hate)\b/i;

/**
 * One feature's Kano survey result: how many respondents' answer pairs fell in
 * each cell type of the evaluation table. Questionable answers (liking both
 * having and not having the feature) are counted but belong to no category.
 */
export type KanoCounts = {
  delighters: number;
  performance: number;
  basic: number;
  indifferent: number;
  reverse: number;
  questionable: number;
};

export type KanoCategory = "basic" | "performance" | "delighters" | "indifferent" | "reverse";

/** The category names as the explainer writes them. */
export const kanoCategoryLabels: Readonly<Record<KanoCategory, string>> = {
  basic: "Basic Needs",
  performance: "Performance Needs",
  delighters: "Delighters",
  indifferent: "Indifferent",
  reverse: "Reverse",
};

/**
 * Ties go to the category whose absence costs most, the usual rule in Kano
 * analysis: Basic Needs before Performance Needs before Delighters before
 * Indifferent, and Reverse last.
 */
const tieOrder: readonly KanoCategory[] = ["basic", "performance", "delighters", "indifferent", "reverse"];

const countNames = ["delighters", "performance", "basic", "indifferent", "reverse", "questionable"] as const;

function checkCounts(counts: KanoCounts): void {
  for (const name of countNames) {
    if (!Number.isInteger(counts[name]) || counts[name] < 0) throw new RangeError(`the ${name} count must be a whole number of respondents, 0 or more`);
  }
}

/** Everyone who answered the pair, questionable answers included. */
export function kanoRespondents(counts: KanoCounts): number {
  checkCounts(counts);
  return counts.delighters + counts.performance + counts.basic + counts.indifferent + counts.reverse + counts.questionable;
}

/** The base both coefficients divide by: D + P + B + I (Reverse and Questionable answers are left out). */
export function kanoCoefficientBase(counts: KanoCounts): number {
  checkCounts(counts);
  return counts.delighters + counts.performance + counts.basic + counts.indifferent;
}

function base(counts: KanoCounts): number {
  const total = kanoCoefficientBase(counts);
  if (total === 0) throw new RangeError("Better and Worse need at least one Delighter, Performance, Basic or Indifferent answer");
  return total;
}

/** Better = (D + P) / (D + P + B + I): how much having the feature raises satisfaction, from 0 to 1. */
export function kanoBetter(counts: KanoCounts): number {
  return (counts.delighters + counts.performance) / base(counts);
}

/** Worse = -(P + B) / (D + P + B + I): how much missing the feature hurts, from -1 to 0. */
export function kanoWorse(counts: KanoCounts): number {
  const worse = -(counts.performance + counts.basic) / base(counts);
  return worse === 0 ? 0 : worse;
}

/**
 * The feature's category: the most frequent one across respondents
 * (Questionable answers are no category). Ties are broken by `tieOrder`.
 */
export function kanoCategory(counts: KanoCounts): KanoCategory {
  checkCounts(counts);
  const countOf: Record<KanoCategory, number> = {
    basic: counts.basic,
    performance: counts.performance,
    delighters: counts.delighters,
    indifferent: counts.indifferent,
    reverse: counts.reverse,
  };
  if (tieOrder.every((category) => countOf[category] === 0)) throw new RangeError("a feature with no categorised answers has no category");
  return tieOrder.reduce((best, category) => (countOf[category] > countOf[best] ? category : best));
}

/**
 * Where a feature falls on a Better-Worse chart, the usual way to read the two
 * coefficients together: split at 0.5 on each axis, high Better and low
 * |Worse| is a Delighter, both high a Performance Need, low Better and high
 * |Worse| a Basic Need, both low Indifferent. A point on a line counts as high.
 */
export function kanoQuadrant(better: number, worse: number): Exclude<KanoCategory, "reverse"> {
  const pleases = better >= 0.5;
  const hurts = Math.abs(worse) >= 0.5;
  if (pleases) return hurts ? "performance" : "delighters";
  return hurts ? "basic" : "indifferent";
}
