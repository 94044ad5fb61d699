import { QUIZ_LENGTH } from "./tiers";

/**
 * The shareable result pages: one prerendered page per possible score of the
 * full quiz (0 to 25), so sharing stores nothing and any visitor can open it.
 */
export const shareableScores: readonly number[] = Array.from({ length: QUIZ_LENGTH + 1 }, (_, score) => score);

/** The result page for a full run, or undefined for a partial one (a retry of missed questions is not a quiz score). */
export function quizResultPath(score: number, total: number): string | undefined {
  if (total !== QUIZ_LENGTH || !Number.isInteger(score) || score < 0 || score > total) return undefined;
  return `/pm-quiz/result/${score}`;
}

/** The route segment back to a score: only the exact digits of 0 to 25 ("07", "1e1" or "25.0" are not pages). */
export function parseSharedScore(segment: string): number | undefined {
  if (!/^(0|[1-9]\d?)$/.test(segment)) return undefined;
  const score = Number(segment);
  return score <= QUIZ_LENGTH ? score : undefined;
}
