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
