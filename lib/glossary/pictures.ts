/**
 * The arithmetic behind the glossary terms' drawings (components/diagrams,
 * glossary block). A drawing states a number only if its page's text states
 * it or a function here computes it, so a label cannot drift from the sum it
 * stands for. Pure functions, no React.
 */
import { formatShare } from "@/lib/stats/format";

/** The share of a cohort left after `months` months of a constant `monthlyChurn` (0.05 for 5%): (1 − churn)^months. */
export function remainingShare(monthlyChurn: number, months: number): number {
  if (!(monthlyChurn >= 0 && monthlyChurn <= 1)) throw new RangeError("monthly churn is a share from 0 to 1");
  if (!(Number.isInteger(months) && months >= 0)) throw new RangeError("months is a whole number from 0");
  return (1 - monthlyChurn) ** months;
}

/** The share left at the end of each month, month 0 (everyone) to `months`. */
export function churnCurve(monthlyChurn: number, months: number): number[] {
  return Array.from({ length: months + 1 }, (_, month) => remainingShare(monthlyChurn, month));
}

/** The gap between two shares in whole percentage points, as the churn drawing labels it: 0.694 and 0.540 → 15. */
export function gapInPoints(higher: number, lower: number): number {
  return Math.round((higher - lower) * 100);
}

/** A share as a whole percentage, as the drawings label it: 0.5404 → "54%". */
export function wholePercent(fraction: number): string {
  return formatShare(fraction, 0);
}

/** `count` of `total` as a share; `total` must be positive. */
export function shareOf(count: number, total: number): number {
  if (!(total > 0)) throw new RangeError("a share needs a positive total");
  if (!(count >= 0 && count <= total)) throw new RangeError("the count must be from 0 to the total");
  return count / total;
}

/** Extra long-term users a month when a cohort's retention floor rises from `oldRate` to `newRate`, rounded to a whole user. */
export function extraRetainedUsers(signUpsPerMonth: number, oldRate: number, newRate: number): number {
  return Math.round(signUpsPerMonth * (newRate - oldRate));
}

export type VelocitySummary = { total: number; average: number; slowest: number; fastest: number };

/** Total, average and range of the points a team finished in its recent sprints. */
export function velocitySummary(pointsPerSprint: readonly number[]): VelocitySummary {
  if (pointsPerSprint.length === 0) throw new RangeError("velocity needs at least one finished sprint");
  const total = pointsPerSprint.reduce((sum, points) => sum + points, 0);
  return { total, average: total / pointsPerSprint.length, slowest: Math.min(...pointsPerSprint), fastest: Math.max(...pointsPerSprint) };
}

/** Whole sprints needed to finish `remainingPoints` at `pointsPerSprint`: a part-used sprint is still a sprint. */
export function sprintsNeeded(remainingPoints: number, pointsPerSprint: number): number {
  if (!(pointsPerSprint > 0)) throw new RangeError("a pace must be positive");
  return Math.ceil(remainingPoints / pointsPerSprint - 1e-9);
}

/** A forecast as a range of whole sprints: at the fastest pace (fewest sprints) to the slowest (most). */
export function sprintForecast(remainingPoints: number, summary: VelocitySummary): { atAverage: number; fewest: number; most: number } {
  return {
    atAverage: sprintsNeeded(remainingPoints, summary.average),
    fewest: sprintsNeeded(remainingPoints, summary.fastest),
    most: sprintsNeeded(remainingPoints, summary.slowest),
  };
}

/** Working days spent after `changes` changes: `upfront` days first (a repayment), then `perChange` days for each change. */
export function cumulativeDays(upfront: number, perChange: number, changes: number): number {
  return upfront + perChange * changes;
}

/**
 * After how many changes paying `upfront` days to cut each change from
 * `oldPerChange` to `newPerChange` days has cost no more than keeping the
 * shortcut: upfront ÷ (old − new), the days of interest each change saves.
 */
export function breakEvenChanges(upfront: number, oldPerChange: number, newPerChange: number): number {
  const saving = oldPerChange - newPerChange;
  if (!(saving > 0)) throw new RangeError("a repayment pays back only if it makes each change cheaper");
  return upfront / saving;
}
