import { formatNumber } from "@/lib/frameworks/worked-example";
import { bonferroniAlpha, familywiseErrorRate, planTest, powerOfTest, readTest, testDuration, type EffectMode } from "@/lib/stats/ab-test";
import { formatDecimal, formatShare } from "@/lib/stats/format";
import { normalQuantile } from "@/lib/stats/normal";
import { sampleRatioCheck, twoProportionZTest, type Arm } from "@/lib/stats/two-proportion";
import { mealKitTest as ex } from "./examples";

/**
 * The A/B testing guide. Every sample size is planTest from lib/stats/ab-test.ts, the function the
 * guide's calculator runs (pooled standard error under "no difference", as R's power.prop.test),
 * and the worked example's result is read with the same z-test and interval as the calculator.
 */
const plan = (baseline: number, effect: number, mode: EffectMode, alpha = 0.05) => planTest({ baseline, effect, mode, alpha, power: 0.8 });
const twoPoints = plan(0.3, 0.02, "absolute");
const twoPercent = plan(0.3, 0.02, "relative");
const tenPercentOfThree = plan(0.03, 0.1, "relative");
const tenPercentOfThirty = plan(0.3, 0.1, "relative");
const bonferroniThree = plan(0.3, 0.02, "absolute", bonferroniAlpha(3));
const examplePlan = plan(ex.baseline, ex.mde, "absolute", ex.alpha);
const duration = testDuration(examplePlan.totalUsers, ex.signUpsPerDay);
const split = sampleRatioCheck(ex.control.users, ex.variant.users);
const result = readTest(ex.control, ex.variant, ex.alpha);
const zTest = twoProportionZTest(ex.control, ex.variant);
const guardrail = readTest(ex.refunds.control, ex.refunds.variant, ex.alpha);

const rate = (arm: Arm, digits: number) => `${((arm.conversions / arm.users) * 100).toFixed(digits)}%`;
const points = (fraction: number, digits = 1) => formatDecimal(fraction * 100, digits);

export const figures: Readonly<Record<string, unknown>> = {
  "z(0.975)": formatDecimal(normalQuantile(0.975), 2),
  "z(0.8)": formatDecimal(normalQuantile(0.8), 2),
  "plan(30%, +2 points).relativeEffect": formatShare(twoPoints.relativeEffect, 1),
  "plan(30%, +2% relative).target": formatShare(twoPercent.target, 1),
  "plan(30%, +2 points).usersPerArm": formatNumber(twoPoints.usersPerArm),
  "plan(30%, +2% relative).usersPerArm": formatNumber(twoPercent.usersPerArm),
  "plan(30%, +2% relative).usersPerArm / plan(30%, +2 points).usersPerArm": formatDecimal(twoPercent.usersPerArm / twoPoints.usersPerArm, 0),
  "plan(3%, +10% relative).target": formatShare(tenPercentOfThree.target, 1),
  "plan(3%, +10% relative).usersPerArm": formatNumber(tenPercentOfThree.usersPerArm),
  "plan(30%, +10% relative).target": formatShare(tenPercentOfThirty.target, 1),
  "plan(30%, +10% relative).usersPerArm": formatNumber(tenPercentOfThirty.usersPerArm),
  "powerOfTest(plan(30%, +2 points).usersPerArm, 30%, 31%)": formatShare(powerOfTest(twoPoints.usersPerArm, 0.3, 0.31), 0),
  "familywiseErrorRate(20, 5%)": formatShare(familywiseErrorRate(20, 0.05), 0),
  "bonferroniAlpha(12, 5%)": bonferroniAlpha(12, 0.05).toFixed(4),
  "plan(30%, +2 points, alpha = bonferroniAlpha(3)).usersPerArm": formatNumber(bonferroniThree.usersPerArm),
  "testDuration(example).days": formatNumber(duration.days),
  "testDuration(example).roundedDays + metricWindowDays": formatNumber(duration.roundedDays + ex.metricWindowDays),
  "example.enrolled": formatNumber(ex.control.users + ex.variant.users),
  "sampleRatioCheck(example).expected": formatNumber(split.expected),
  "sampleRatioCheck(example).pValue": split.pValue.toFixed(2),
  "rate(example.control)": rate(ex.control, 1),
  "rate(example.variant)": rate(ex.variant, 1),
  "readTest(example).difference": points(result.difference),
  "readTest(example).relativeLift": formatShare(result.relativeLift ?? Number.NaN, 0),
  "twoProportionZTest(example).pooledRate": formatShare(zTest.pooledRate, 1),
  "twoProportionZTest(example).standardError": points(zTest.standardError, 3),
  "readTest(example).z": formatDecimal(result.z, 1),
  "readTest(example).pValue": result.pValue.toFixed(4),
  "readTest(example).low": points(result.low),
  "readTest(example).high": points(result.high),
  "rate(example.refunds.control)": rate(ex.refunds.control, 2),
  "rate(example.refunds.variant)": rate(ex.refunds.variant, 2),
  "readTest(example.refunds).difference": points(guardrail.difference),
  "readTest(example.refunds).pValue": guardrail.pValue.toFixed(2),
  "-readTest(example.refunds).low": points(-guardrail.low),
  "readTest(example.refunds).high": points(guardrail.high),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "The worked example's test plan": {
    rows: [
      ["Baseline", formatShare(ex.baseline, 1)],
      ["MDE", `+${points(ex.mde)} points (to ${formatShare(examplePlan.target, 1)})`],
      ["Users per group", formatNumber(examplePlan.usersPerArm)],
      ["Sign-ups per day", formatNumber(ex.signUpsPerDay)],
      ["Days of enrolment", `${formatNumber(duration.days)}, so ${formatNumber(duration.roundedDays)}`],
    ],
  },
  "First orders within 7 days, by group": {
    rows: [
      ["Control (quiz first)", formatNumber(ex.control.users), formatNumber(ex.control.conversions), rate(ex.control, 1)],
      ["Variant (recipes first)", formatNumber(ex.variant.users), formatNumber(ex.variant.conversions), rate(ex.variant, 1)],
    ],
  },
};
