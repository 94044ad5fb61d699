/**
 * Comparing two conversion rates, as an A/B test does: the two-proportion
 * z-test with a pooled standard error, the confidence interval of the
 * difference, the sample size a planned test needs, and the check for a
 * sample ratio mismatch. Pure functions, so a page that states a test's
 * figures computes them here and a calculator can reuse them.
 */
import { normalQuantile, twoSidedPValue } from "./normal";

export type Arm = { conversions: number; users: number };

function checkArm(arm: Arm, name: string): void {
  if (!Number.isInteger(arm.users) || arm.users <= 0) throw new RangeError(`${name}: users must be a positive whole number`);
  if (!Number.isInteger(arm.conversions) || arm.conversions < 0 || arm.conversions > arm.users) {
    throw new RangeError(`${name}: conversions must be a whole number from 0 to users`);
  }
}

export type TwoProportionResult = {
  /** Conversion rate of each arm, as a fraction. */
  controlRate: number;
  variantRate: number;
  /** variantRate − controlRate. */
  difference: number;
  /** Both arms together: the rate the null hypothesis assumes for each. */
  pooledRate: number;
  standardError: number;
  z: number;
  /** Two-sided p-value. */
  pValue: number;
};

/**
 * Two-sided two-proportion z-test: z = (p̂_B − p̂_A) / √(p̂(1 − p̂)(1/n_A + 1/n_B)),
 * where p̂ pools both arms. Its square equals Pearson's chi-squared statistic
 * for the same 2×2 table (without continuity correction).
 */
export function twoProportionZTest(control: Arm, variant: Arm): TwoProportionResult {
  checkArm(control, "control");
  checkArm(variant, "variant");
  const controlRate = control.conversions / control.users;
  const variantRate = variant.conversions / variant.users;
  const pooledRate = (control.conversions + variant.conversions) / (control.users + variant.users);
  const standardError = Math.sqrt(pooledRate * (1 - pooledRate) * (1 / control.users + 1 / variant.users));
  if (standardError === 0) throw new RangeError("both arms convert at 0% or at 100%: there is no variation to test");
  const difference = variantRate - controlRate;
  const z = difference / standardError;
  return { controlRate, variantRate, difference, pooledRate, standardError, z, pValue: twoSidedPValue(z) };
}

/**
 * Confidence interval of the difference in rates (variant − control), with
 * the unpooled standard error, as a report of the size of an effect uses.
 */
export function differenceInterval(control: Arm, variant: Arm, confidence = 0.95): { low: number; high: number; difference: number } {
  checkArm(control, "control");
  checkArm(variant, "variant");
  const a = control.conversions / control.users;
  const b = variant.conversions / variant.users;
  const se = Math.sqrt((a * (1 - a)) / control.users + (b * (1 - b)) / variant.users);
  const margin = normalQuantile(1 - (1 - confidence) / 2) * se;
  return { low: b - a - margin, high: b - a + margin, difference: b - a };
}

/**
 * Users per group needed to detect a change from `baseline` to `target`
 * (both fractions) with a two-sided test at significance `alpha` and the
 * given power: n = (z₁₋α/₂ + z_power)² (p₁(1 − p₁) + p₂(1 − p₂)) / (p₂ − p₁)².
 */
export function sampleSizePerGroup(baseline: number, target: number, alpha = 0.05, power = 0.8): number {
  for (const [name, value] of [["baseline", baseline], ["target", target]] as const) {
    if (!(value > 0 && value < 1)) throw new RangeError(`${name} must be a rate strictly between 0 and 1`);
  }
  if (baseline === target) throw new RangeError("baseline and target must differ");
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zPower = normalQuantile(power);
  const variance = baseline * (1 - baseline) + target * (1 - target);
  return Math.ceil(((zAlpha + zPower) ** 2 * variance) / (target - baseline) ** 2);
}

/**
 * Sample ratio check: is a split of `a` and `b` users plausible if each user
 * lands in the first group with chance `expectedShare`? Normal approximation
 * to the binomial; `range95` is how far from the expected count the first
 * group lands 19 times in 20.
 */
export function sampleRatioCheck(a: number, b: number, expectedShare = 0.5): { expected: number; range95: number; z: number; pValue: number } {
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a + b === 0) throw new RangeError("group sizes must be whole numbers, not both 0");
  if (!(expectedShare > 0 && expectedShare < 1)) throw new RangeError("expectedShare must be strictly between 0 and 1");
  const total = a + b;
  const expected = total * expectedShare;
  const sd = Math.sqrt(total * expectedShare * (1 - expectedShare));
  const z = (a - expected) / sd;
  return { expected, range95: normalQuantile(0.975) * sd, z, pValue: twoSidedPValue(z) };
}
