import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal, formatPValue, formatShare } from "@/lib/stats/format";
import { retainedAfter } from "@/lib/stats/growth";
import { twoGroupMix, twoGroupMixWorking } from "@/lib/stats/mix";
import { sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";

/*
 * Write-ups for the Growth & Experiments topics. The companies in the
 * examples are invented; the arithmetic in them is shown so it can be checked.
 * The churn sum, the retention mix and the A/B test's statistics are computed
 * with lib/stats, the functions the unit tests check.
 */

/** The churn example: a monthly churn rate compounded over a year. */
export const churnExample = { monthlyChurn: 0.03, months: 12 } as const;
/** The share of a cohort still there after `months` months of `monthlyChurn`. */
const keptAfterYear = retainedAfter(churnExample.monthlyChurn, churnExample.months);

/** The whiteboard app's retention, in percent, and the share of new users who invite within three days. */
export const whiteboardExample = { invitedRetention: 41, otherRetention: 9, invitedBefore: 0.23, invitedAfter: 0.34, testRetention: 19 } as const;
const wb = whiteboardExample;
const blendedBefore = twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention);

/** The checkout test: the plan, and the counts on day four. */
export const checkoutExample = {
  baseline: 0.2,
  smallestEffect: 0.01,
  control: { conversions: 1540, users: 7700 },
  variant: { conversions: 1598, users: 7100 },
} as const;
const ck = checkoutExample;
const plannedPerGroup = sampleSizePerGroup(ck.baseline, ck.baseline + ck.smallestEffect);
const dayFour = twoProportionZTest(ck.control, ck.variant);
const split = sampleRatioCheck(ck.control.users, ck.variant.users);
const dayFourUsers = ck.control.users + ck.variant.users;

/**
 * Every computed figure the lessons in content/mastery/lessons/growth-and-experiments/ state, by
 * the expression written in its :calc[shown]{expr="..."}: a unit test
 * recomputes each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatShare(churnExample.monthlyChurn)": formatShare(churnExample.monthlyChurn),
  "formatDecimal(1 - churnExample.monthlyChurn, 2)": formatDecimal(1 - churnExample.monthlyChurn, 2),
  "churnExample.months": churnExample.months,
  "formatDecimal(keptAfterYear, 2)": formatDecimal(keptAfterYear, 2),
  "formatShare(1 - keptAfterYear, 0)": formatShare(1 - keptAfterYear, 0),
  "formatDecimal(blendedBefore, 1)": formatDecimal(blendedBefore, 1),
  "wb.invitedRetention": wb.invitedRetention,
  "wb.otherRetention": wb.otherRetention,
  "formatShare(wb.invitedBefore)": formatShare(wb.invitedBefore),
  "twoGroupMixWorking(wb.invitedBefore, wb.invitedRetention, wb.otherRetention)": twoGroupMixWorking(wb.invitedBefore, wb.invitedRetention, wb.otherRetention),
  "formatShare(wb.invitedAfter)": formatShare(wb.invitedAfter),
  "wb.testRetention": wb.testRetention,
  "twoGroupMixWorking(wb.invitedAfter, wb.invitedRetention, wb.otherRetention)": twoGroupMixWorking(wb.invitedAfter, wb.invitedRetention, wb.otherRetention),
  "formatShare(ck.baseline)": formatShare(ck.baseline),
  "formatNumber(Math.round(plannedPerGroup / 1000) * 1000)": formatNumber(Math.round(plannedPerGroup / 1000) * 1000),
  "formatNumber(ck.variant.conversions)": formatNumber(ck.variant.conversions),
  "formatNumber(ck.variant.users)": formatNumber(ck.variant.users),
  "formatShare(dayFour.variantRate)": formatShare(dayFour.variantRate),
  "formatNumber(ck.control.conversions)": formatNumber(ck.control.conversions),
  "formatNumber(ck.control.users)": formatNumber(ck.control.users),
  "formatShare(dayFour.controlRate)": formatShare(dayFour.controlRate),
  "formatDecimal(dayFour.difference * 100, 1)": formatDecimal(dayFour.difference * 100, 1),
  "formatDecimal(dayFour.z, 1)": formatDecimal(dayFour.z, 1),
  "formatPValue(dayFour.pValue)": formatPValue(dayFour.pValue),
  "formatNumber(dayFourUsers)": formatNumber(dayFourUsers),
  "formatNumber(Math.round(split.range95 / 10) * 10)": formatNumber(Math.round(split.range95 / 10) * 10),
  "formatNumber(split.expected)": formatNumber(split.expected),
  "formatNumber(ck.control.users - split.expected)": formatNumber(ck.control.users - split.expected),
};
