/**
 * Scoring OKRs the way Google grades them: each key result from 0.0 to 1.0 by
 * how far the metric moved from its starting value towards the target (a
 * metric meant to fall works the same way), and the objective as the plain
 * average of its key results. For an aspirational OKR a score of 0.6 to 0.7
 * is the expected sweet spot; Google colours 0.0-0.3 red, 0.4-0.6 yellow and
 * 0.7-1.0 green.
 */
export type KeyResult = { name: string; start: number; target: number; actual: number };

/** Share of the distance from start to target covered, clamped to 0-1. */
export function keyResultScore({ start, target, actual }: Pick<KeyResult, "start" | "target" | "actual">): number {
  if (target === start) return actual === target ? 1 : 0;
  const progress = (actual - start) / (target - start);
  return Math.min(1, Math.max(0, progress));
}

/** The average of the key results' scores. */
export function objectiveScore(keyResults: readonly KeyResult[]): number {
  if (keyResults.length === 0) return 0;
  return keyResults.reduce((sum, keyResult) => sum + keyResultScore(keyResult), 0) / keyResults.length;
}

/** Scores are read to one decimal place, as OKR grades are given. */
export function roundGrade(score: number): number {
  return Math.round(score * 10) / 10;
}

export type GradeColour = "red" | "yellow" | "green";

/** Google's colour bands, applied to the grade rounded to one decimal. */
export function gradeColour(score: number): GradeColour {
  const grade = roundGrade(score);
  if (grade >= 0.7) return "green";
  if (grade >= 0.4) return "yellow";
  return "red";
}
