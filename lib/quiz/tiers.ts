import type { ScoreCategory } from "@/lib/content/schemas";

/** The quiz length the tiers' integer ranges are written for (25 questions). */
export const QUIZ_LENGTH = 25;

function assertWholeNumber(value: number, name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

/**
 * The tier a score falls in. Decided with integer arithmetic only: the tier
 * percentages (28%, 56%…) come from integer ranges out of 25, and 7 / 25 * 100
 * is 28.000000000000004 in floating point, which a percentage comparison would
 * wrongly push into the next tier.
 *
 * `tiers` are inclusive, ascending ranges on a scale of QUIZ_LENGTH. For
 * another quiz length the score is compared in proportion, still exactly:
 * score / total <= maxScore / QUIZ_LENGTH  ⇔  score * QUIZ_LENGTH <= maxScore * total.
 */
export function tierForScore(score: number, tiers: readonly ScoreCategory[], total = QUIZ_LENGTH): ScoreCategory {
  assertWholeNumber(total, "total", 1);
  assertWholeNumber(score, "score", 0, total);
  const tier = tiers.find((t) => score * QUIZ_LENGTH <= t.maxScore * total);
  if (!tier) throw new RangeError(`no tier covers a score of ${score}/${total}`);
  return tier;
}

/**
 * The tiers as a drawn scale from 0 to `total` (components/quiz/tier-scale.tsx):
 * each tier's share of the bar, in percent of the total + 1 possible scores
 * (0 to 25 is 26), so the shares sum to 100 and a tier of two scores
 * (24-25) is drawn two scores wide.
 */
export function tierShares(tiers: readonly ScoreCategory[], total = QUIZ_LENGTH): number[] {
  return tiers.map((tier) => ((tier.maxScore - tier.minScore + 1) / (total + 1)) * 100);
}

/** Where a score sits on that scale: the middle of its own step, in percent (0 of 25 at 1.9%, 25 at 98.1%). */
export function scorePosition(score: number, total = QUIZ_LENGTH): number {
  assertWholeNumber(total, "total", 1);
  assertWholeNumber(score, "score", 0, total);
  return ((score + 0.5) / (total + 1)) * 100;
}
