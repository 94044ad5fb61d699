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

// The decisions the table records follow from the numbers: loop 1 converted at
// less than half its target overall (the prose says so) while small agencies
// beat it, so the team pivots to them.
if (!(leanLoopOne.joined / leanLoopOne.visitors < leanLoopOne.targetPercent / 100 / 2)) throw new Error("the Lean Startup example says loop 1 converted at less than half its target");
if (!(percent(leanLoopOne.agencyJoined, leanLoopOne.agencyVisitors) > leanLoopOne.targetPercent)) throw new Error("the Lean Startup example pivots to small agencies because they beat the target");

/**
 * Loops 2 and 3 run on the same concierge agencies: loop 2 needs `needed` of
 * them to keep using the service, loop 3 asks all of them to pay.
 */
export const leanLoopTwo = { needed: 8, agencies: 15, stayed: 12 } as const;
export const leanLoopThree = { targetPercent: 40, paid: 9 } as const;
const ofAgencies = (count: number) => `${formatNumber(count)} of ${formatNumber(leanLoopTwo.agencies)}`;
const loopThreePaidPercent = percent(leanLoopThree.paid, leanLoopTwo.agencies);
// Both loops end in "Persevere": each result must reach the threshold set before it ran.
if (leanLoopTwo.stayed < leanLoopTwo.needed) throw new Error("the Lean Startup example perseveres after loop 2, so enough agencies must stay");
if (loopThreePaidPercent < leanLoopThree.targetPercent) throw new Error("the Lean Startup example perseveres after loop 3, so enough agencies must pay");

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
  "formatNumber(leanLoopTwo.needed)": formatNumber(leanLoopTwo.needed),
  "formatNumber(leanLoopTwo.agencies)": formatNumber(leanLoopTwo.agencies),
  "ofAgencies(leanLoopTwo.stayed)": ofAgencies(leanLoopTwo.stayed),
  "leanLoopThree.targetPercent": leanLoopThree.targetPercent,
  "ofAgencies(leanLoopThree.paid)": ofAgencies(leanLoopThree.paid),
  "formatDecimal(loopThreePaidPercent, 1)": formatDecimal(loopThreePaidPercent, 1),
};
