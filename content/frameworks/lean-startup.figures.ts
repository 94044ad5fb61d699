import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";

/** Lean Startup explainer (accordion layout). Original writing. */

/**
 * Loop 1 of the worked example, as counts of people: the percentages the
 * table shows and the prose compares are computed from them, so every
 * rate is a whole number of visitors.
 */
export const leanLoopOne = { targetPercent: 10, visitors: 1500, joined: 63, agencyVisitors: 200, agencyJoined: 26 } as const;
const percent = (part: number, whole: number) => (100 * part) / whole;
const loopOne = {
  targetPercent: leanLoopOne.targetPercent,
  overallPercent: formatDecimal(percent(leanLoopOne.joined, leanLoopOne.visitors), 1),
  agencyPercent: formatDecimal(percent(leanLoopOne.agencyJoined, leanLoopOne.agencyVisitors), 1),
};

/**
 * Every computed figure content/frameworks/lean-startup.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "loopOne.targetPercent": loopOne.targetPercent,
  "formatNumber(leanLoopOne.visitors)": formatNumber(leanLoopOne.visitors),
  "loopOne.overallPercent": loopOne.overallPercent,
  "formatNumber(leanLoopOne.joined)": formatNumber(leanLoopOne.joined),
  "loopOne.agencyPercent": loopOne.agencyPercent,
  "formatNumber(leanLoopOne.agencyJoined)": formatNumber(leanLoopOne.agencyJoined),
  "formatNumber(leanLoopOne.agencyVisitors)": formatNumber(leanLoopOne.agencyVisitors),
};
