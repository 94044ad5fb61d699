/**
 * Planning and reading an A/B test on a conversion rate, as the A/B test
 * calculator and the A/B testing guide do.
 *
 * Planning sizes the test for the analysis it will get: the pooled
 * two-proportion z-test, whose standard error under "no difference" uses the
 * average of the two rates. That is the classic formula without continuity
 * correction (Fleiss, Statistical Methods for Rates and Proportions) and what
 * R's power.prop.test solves, so its answers can be checked against R. It
 * needs a few more users than the rougher (z_α/2 + z_β)² (p₁q₁ + p₂q₂) / Δ²
 * of sampleSizePerGroup in two-proportion.ts (8,394 against 8,391 for 30% to
 * 32%), never fewer.
 *
 * Reading runs that z-test (pooled standard error) for the p-value and
 * reports the confidence interval of the difference with the unpooled
 * standard error, as two-proportion.ts computes them.
 */
import { normalCdf, normalQuantile } from "./normal";
import { differenceInterval, sampleRatioCheck, twoProportionZTest, type Arm } from "./two-proportion";

export type { Arm };

/** How a minimum detectable effect is written: percentage points of the rate, or a share of the baseline. */
export type EffectMode = "absolute" | "relative";

function checkRate(name: string, value: number): void {
  if (!(value > 0 && value < 1)) throw new RangeError(`${name} must be a rate strictly between 0 and 1`);
}

function checkLevels(alpha: number, power: number): void {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError("alpha must be strictly between 0 and 1");
  if (!(power > 0 && power < 1)) throw new RangeError("power must be strictly between 0 and 1");
}

/**
 * The rate the variant must reach: baseline + effect for an absolute effect
 * (0.30 + 0.02 = 0.32), baseline × (1 + effect) for a relative one
 * (0.30 × 1.02 = 0.306). Effects are fractions, not percentages.
 */
export function targetRate(baseline: number, effect: number, mode: EffectMode): number {
  checkRate("baseline", baseline);
  if (!(effect > 0)) throw new RangeError("the effect must be greater than 0");
  const target = mode === "absolute" ? baseline + effect : baseline * (1 + effect);
  if (!(target < 1)) throw new RangeError("baseline plus the effect must stay below 100%");
  return target;
}

/** The standard deviations the two-sided test uses: under "no difference" (pooled average rate) and under the alternative. */
function spreads(p1: number, p2: number) {
  const average = (p1 + p2) / 2;
  return { null: Math.sqrt(2 * average * (1 - average)), alternative: Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2)) };
}

/**
 * Users per arm, unrounded, for a two-sided test at `alpha` to reach `power`
 * when the true rates are p1 and p2:
 * n = (z₁₋α/₂ √(2 p̄ q̄) + z_power √(p₁q₁ + p₂q₂))² / (p₂ − p₁)², p̄ = (p₁ + p₂)/2.
 */
export function usersPerArmExact(p1: number, p2: number, alpha = 0.05, power = 0.8): number {
  checkRate("p1", p1);
  checkRate("p2", p2);
  checkLevels(alpha, power);
  if (p1 === p2) throw new RangeError("the two rates must differ");
  const sd = spreads(p1, p2);
  return (normalQuantile(1 - alpha / 2) * sd.null + normalQuantile(power) * sd.alternative) ** 2 / (p2 - p1) ** 2;
}

export type TestPlan = {
  baseline: number;
  target: number;
  /** target − baseline, as a fraction. */
  absoluteEffect: number;
  /** (target − baseline) / baseline. */
  relativeEffect: number;
  /** Whole users per arm (rounded up). */
  usersPerArm: number;
  /** Both arms together. */
  totalUsers: number;
};

/** The sample a test needs, from the baseline rate and the smallest effect worth detecting. */
export function planTest({ baseline, effect, mode, alpha = 0.05, power = 0.8 }: { baseline: number; effect: number; mode: EffectMode; alpha?: number; power?: number }): TestPlan {
  const target = targetRate(baseline, effect, mode);
  const usersPerArm = Math.ceil(usersPerArmExact(baseline, target, alpha, power));
  return { baseline, target, absoluteEffect: target - baseline, relativeEffect: (target - baseline) / baseline, usersPerArm, totalUsers: 2 * usersPerArm };
}

/** The chance that a two-sided test at `alpha` with `n` users per arm shows p1 → p2 as significant (the far tail ignored, as R's default). */
export function powerOfTest(n: number, p1: number, p2: number, alpha = 0.05): number {
  checkRate("p1", p1);
  checkRate("p2", p2);
  if (!(n > 0)) throw new RangeError("n must be greater than 0");
  const sd = spreads(p1, p2);
  return normalCdf((Math.sqrt(n) * Math.abs(p2 - p1) - normalQuantile(1 - alpha / 2) * sd.null) / sd.alternative);
}

/**
 * The smallest rate above p1 that `n` users per arm detect with the given
 * power: what a test of a fixed size can hope to see. Found by halving the
 * interval (p1, 1), on which power only rises.
 */
export function detectableRate(n: number, p1: number, alpha = 0.05, power = 0.8): number {
  checkRate("p1", p1);
  checkLevels(alpha, power);
  let low = p1;
  let high = 1 - 1e-12;
  if (powerOfTest(n, p1, high, alpha) < power) throw new RangeError("no rate below 100% reaches that power with this many users");
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const middle = (low + high) / 2;
    if (powerOfTest(n, p1, middle, alpha) < power) low = middle;
    else high = middle;
  }
  return high;
}

/** Days of enrolment for `totalUsers` at `perDay` eligible users a day, and the whole weeks a test should run to cover every weekday equally. */
export function testDuration(totalUsers: number, perDay: number): { days: number; weeks: number; roundedDays: number } {
  if (!(perDay > 0)) throw new RangeError("users per day must be greater than 0");
  if (!(totalUsers > 0)) throw new RangeError("the total must be greater than 0");
  const days = Math.ceil(totalUsers / perDay);
  const weeks = Math.ceil(days / 7);
  return { days, weeks, roundedDays: weeks * 7 };
}

export type TestReading = {
  controlRate: number;
  variantRate: number;
  /** variant − control, as a fraction. */
  difference: number;
  /** difference / control rate; null when control converted no one. */
  relativeLift: number | null;
  z: number;
  pValue: number;
  alpha: number;
  /** Confidence interval of the difference at 1 − alpha. */
  low: number;
  high: number;
  significant: boolean;
  /** p-value of the split against the planned 50/50. */
  splitPValue: number;
  /** Fewer than 5 conversions or 5 non-conversions in an arm: the normal approximation is rough there. */
  smallCounts: boolean;
};

/** Reads a finished test: the pooled z-test's two-sided p-value and the unpooled interval of the difference at the same level. */
export function readTest(control: Arm, variant: Arm, alpha = 0.05): TestReading {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError("alpha must be strictly between 0 and 1");
  const test = twoProportionZTest(control, variant);
  const interval = differenceInterval(control, variant, 1 - alpha);
  const small = (arm: Arm) => arm.conversions < 5 || arm.users - arm.conversions < 5;
  return {
    controlRate: test.controlRate,
    variantRate: test.variantRate,
    difference: test.difference,
    relativeLift: test.controlRate > 0 ? test.difference / test.controlRate : null,
    z: test.z,
    pValue: test.pValue,
    alpha,
    low: interval.low,
    high: interval.high,
    significant: test.pValue < alpha,
    splitPValue: sampleRatioCheck(control.users, variant.users).pValue,
    smallCounts: small(control) || small(variant),
  };
}

/** A split this unlikely under 50/50 is a sample ratio mismatch: the strict threshold teams use because the check runs on every test. */
export const sampleRatioThreshold = 0.001;

/** The chance that at least one of `comparisons` independent tests at `alpha` comes out significant when nothing changed: 1 − (1 − α)^k. */
export function familywiseErrorRate(comparisons: number, alpha = 0.05): number {
  if (!(Number.isInteger(comparisons) && comparisons >= 1)) throw new RangeError("comparisons must be a whole number of at least 1");
  if (!(alpha > 0 && alpha < 1)) throw new RangeError("alpha must be strictly between 0 and 1");
  return 1 - (1 - alpha) ** comparisons;
}

/** Bonferroni's threshold: the level each of `comparisons` tests must meet so that all of them together keep `alpha`. */
export function bonferroniAlpha(comparisons: number, alpha = 0.05): number {
  if (!(Number.isInteger(comparisons) && comparisons >= 1)) throw new RangeError("comparisons must be a whole number of at least 1");
  return alpha / comparisons;
}
