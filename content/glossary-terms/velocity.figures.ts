import { formatNumber } from "@/lib/frameworks/worked-example";
import { sprintForecast, sprintsNeeded, velocitySummary } from "@/lib/glossary/pictures";
import { formatDecimal } from "@/lib/stats/format";

/** The patient-portal team of the example: points finished in its last five two-week sprints, the release backlog left, the pace a director asked for and the stories cut instead. */
export const velocityExample = { finished: [24, 31, 27, 22, 26], remaining: 130, sprintWeeks: 2, askedPace: 35, cutPoints: 26 } as const;

const summary = velocitySummary(velocityExample.finished);
const forecast = sprintForecast(velocityExample.remaining, summary);
const afterCut = velocityExample.remaining - velocityExample.cutPoints;

/** "130 ÷ 26 = 5": an exact division; "130 ÷ 31 ≈ 4.2": one decimal. */
const exact = (points: number, pace: number) => `${formatNumber(points)} ÷ ${formatNumber(pace)} = ${formatNumber(points / pace)}`;
const rough = (points: number, pace: number) => `${formatNumber(points)} ÷ ${formatNumber(pace)} ≈ ${formatDecimal(points / pace, 1)}`;
if (velocityExample.remaining % summary.average !== 0 || afterCut % summary.average !== 0) throw new Error("the velocity example divides exactly at the average pace");

/**
 * Every computed figure content/glossary-terms/velocity.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(summary.total)": formatNumber(summary.total),
  "formatNumber(summary.average)": formatNumber(summary.average),
  "formatNumber(summary.slowest)": formatNumber(summary.slowest),
  "formatNumber(summary.fastest)": formatNumber(summary.fastest),
  "exact(remaining, summary.average)": exact(velocityExample.remaining, summary.average),
  "rough(remaining, summary.fastest)": rough(velocityExample.remaining, summary.fastest),
  "rough(remaining, summary.slowest)": rough(velocityExample.remaining, summary.slowest),
  "forecast.fewest": forecast.fewest,
  "forecast.most": forecast.most,
  "forecast.fewest * sprintWeeks": forecast.fewest * velocityExample.sprintWeeks,
  "forecast.most * sprintWeeks": forecast.most * velocityExample.sprintWeeks,
  "exact(afterCut, summary.average)": exact(afterCut, summary.average),
  "askedPace": velocityExample.askedPace,
  "sprintsNeeded(remaining, askedPace) * sprintWeeks": sprintsNeeded(velocityExample.remaining, velocityExample.askedPace) * velocityExample.sprintWeeks,
};
