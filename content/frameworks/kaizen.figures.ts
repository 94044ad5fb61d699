import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";

/** Kaizen explainer (accordion layout). Original writing. */

/** The worked example's board data: the baseline, then one sprint per change, each tried on its own. */
type KaizenLoop = { sprint: string; change: string; waitDays: number; finished: number; planned: number };
export const kaizenLoops: readonly KaizenLoop[] = [
  { sprint: "Baseline", change: "None", waitDays: 2.5, finished: 14, planned: 20 },
  { sprint: "Sprint 1", change: "Reviews first thing each morning", waitDays: 1.2, finished: 16, planned: 20 },
  { sprint: "Sprint 2", change: "Limit of 3 items in review at once", waitDays: 0.6, finished: 17, planned: 20 },
  { sprint: "Sprint 3", change: "Smaller pull requests (under 300 lines)", waitDays: 0.5, finished: 18, planned: 20 },
];

const baseline = kaizenLoops[0]!;
const last = kaizenLoops[kaizenLoops.length - 1]!;
const finishedOf = (loop: KaizenLoop) => `${formatNumber(loop.finished)} of ${formatNumber(loop.planned)}`;
/** How much shorter the wait for a first review became, in percent of the baseline. */
const waitCut = (1 - last.waitDays / baseline.waitDays) * 100;
/** How many more items a sprint finishes than at the baseline, in percent. */
const throughputRise = (last.finished / baseline.finished - 1) * 100;

/**
 * Every computed figure content/frameworks/kaizen.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(baseline.waitDays)": formatNumber(baseline.waitDays),
  "finishedOf(baseline)": finishedOf(baseline),
  "formatDecimal(waitCut, 0)": formatDecimal(waitCut, 0),
  "formatNumber(last.waitDays)": formatNumber(last.waitDays),
  "formatNumber(baseline.finished)": formatNumber(baseline.finished),
  "formatNumber(last.finished)": formatNumber(last.finished),
  "formatDecimal(throughputRise, 0)": formatDecimal(throughputRise, 0),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Three Kaizen loops on one team": {
    rows: kaizenLoops.map((loop) => [loop.sprint, loop.change, `${formatNumber(loop.waitDays)} days`, finishedOf(loop)]),
  },
};
