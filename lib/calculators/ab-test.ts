/**
 * The A/B test calculator's inputs as typed text: what each field is called
 * (on the page, in the link and in a CSV file), what it may hold, and the
 * plan or reading they give. The statistics are in lib/stats/ab-test.ts; this
 * file turns a visitor's text into a number or into the one sentence that
 * says what to fix. Every door into the form (typing, a shared link, a CSV
 * file) goes through `abErrors`, so each says the same thing about the same
 * value.
 */
import { parseNumberInput } from "@/lib/frameworks/number-input";
import { planTest, readTest, testDuration, type TestPlan, type TestReading } from "@/lib/stats/ab-test";
import { formatDecimal, formatPValue } from "@/lib/stats/format";

const formatNumber = (value: number) => formatDecimal(value, 2);

export const abFieldKeys = ["baseline", "effect", "mode", "alpha", "power", "daily", "controlUsers", "controlConversions", "variantUsers", "variantConversions"] as const;
export type AbField = (typeof abFieldKeys)[number];
export type AbValues = Record<AbField, string>;

/** How the minimum detectable effect is written: percentage points, or percent of the baseline. */
export const effectModes = ["points", "relative"] as const;
export type EffectModeValue = (typeof effectModes)[number];

/** Label (on the page and in the CSV's first column) and query parameter of each field. */
export const abFields: Readonly<Record<AbField, { label: string; param: string; optional?: boolean }>> = {
  baseline: { label: "Baseline conversion (%)", param: "baseline" },
  effect: { label: "Minimum detectable effect", param: "mde" },
  mode: { label: "Effect unit", param: "unit" },
  alpha: { label: "Significance level (%)", param: "alpha" },
  power: { label: "Power (%)", param: "power" },
  daily: { label: "Eligible users per day", param: "daily", optional: true },
  controlUsers: { label: "Control visitors", param: "usersA" },
  controlConversions: { label: "Control conversions", param: "convA" },
  variantUsers: { label: "Variant visitors", param: "usersB" },
  variantConversions: { label: "Variant conversions", param: "convB" },
};

export const abLimits = {
  /** Characters in one field: a number has about 16 significant digits. */
  valueLength: 16,
  minAlpha: 0.1,
  maxAlpha: 20,
  minPower: 50,
  maxPower: 99,
  /** Visitors, conversions and daily users: more than any test a calculator in a browser needs. */
  maxCount: 1_000_000_000,
  /** A plan needing more users than this per arm is not a test anyone can run: the effect is too small. */
  maxUsersPerArm: 1_000_000_000,
} as const;

/** The calculator's starting values: the A/B testing guide's worked example (30% baseline, +2 points; 9,080 vs 9,120 users). */
export const abStartingValues: AbValues = {
  baseline: "30",
  effect: "2",
  mode: "points",
  alpha: "5",
  power: "80",
  daily: "1300",
  controlUsers: "9080",
  controlConversions: "2724",
  variantUsers: "9120",
  variantConversions: "2900",
};

type Parsed = { ok: true; value: number } | { ok: false; error: string };

/** A number as typed, with a decimal comma accepted ("2,5"). */
function decimal(raw: string, label: string): Parsed {
  const parsed = parseNumberInput(raw);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return { ok: false, error: parsed.reason === "empty" ? `Enter the ${label}.` : `The ${label} must be a number.` };
}

/** A count as typed: thousands separators ("9,080" or "9 080") are allowed, a fraction is not. */
function count(raw: string, label: string, min: number, max: number): Parsed {
  const text = raw.trim().replace(/[\s\u00a0]/g, "");
  const grouped = /^\d{1,3}([,.]\d{3})+$/.test(text) ? text.replace(/[,.]/g, "") : text;
  if (text === "") return { ok: false, error: `Enter the ${label}.` };
  const value = Number(grouped);
  if (!Number.isInteger(value) || value < min || value > max) {
    return { ok: false, error: `The ${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}.` };
  }
  return { ok: true, value };
}

function within(parsed: Parsed, min: number, max: number, message: string, inclusive = true): Parsed {
  if (!parsed.ok) return parsed;
  const inside = inclusive ? parsed.value >= min && parsed.value <= max : parsed.value > min && parsed.value < max;
  return inside ? parsed : { ok: false, error: message };
}

export type PlanOutcome =
  | { ok: true; plan: TestPlan; alpha: number; power: number; duration: ReturnType<typeof testDuration> | null }
  | { ok: false; errors: Partial<Record<AbField, string>> };

export function evaluatePlan(values: AbValues): PlanOutcome {
  const errors: Partial<Record<AbField, string>> = {};
  const baseline = within(decimal(values.baseline, "baseline conversion"), 0, 100, "The baseline conversion must be a percentage above 0 and below 100 (for example 30).", false);
  const alpha = within(decimal(values.alpha, "significance level"), abLimits.minAlpha, abLimits.maxAlpha, `The significance level must be from ${abLimits.minAlpha}% to ${abLimits.maxAlpha}% (5% is usual).`);
  const power = within(decimal(values.power, "power"), abLimits.minPower, abLimits.maxPower, `The power must be from ${abLimits.minPower}% to ${abLimits.maxPower}% (80% is usual).`);
  const mode: EffectModeValue = values.mode === "relative" ? "relative" : "points";
  let effect = within(decimal(values.effect, "minimum detectable effect"), 0, Infinity, "The minimum detectable effect must be greater than 0.", false);
  if (effect.ok && baseline.ok) {
    const target = mode === "points" ? baseline.value + effect.value : baseline.value * (1 + effect.value / 100);
    if (!(target < 100)) {
      const most = mode === "points" ? `${formatNumber(100 - baseline.value)} points` : `${formatNumber((100 / baseline.value - 1) * 100)}%`;
      effect = { ok: false, error: `The baseline plus the effect must stay below 100%: from ${formatNumber(baseline.value)}%, the effect must be under ${most}.` };
    }
  }
  const daily = values.daily.trim() === "" ? null : count(values.daily, "number of users per day", 1, abLimits.maxCount);
  for (const [key, parsed] of [["baseline", baseline], ["effect", effect], ["alpha", alpha], ["power", power], ["daily", daily]] as const) {
    if (parsed && !parsed.ok) errors[key] = parsed.error;
  }
  if (!baseline.ok || !effect.ok || !alpha.ok || !power.ok || (daily && !daily.ok)) return { ok: false, errors };
  const plan = planTest({ baseline: baseline.value / 100, effect: effect.value / 100, mode: mode === "points" ? "absolute" : "relative", alpha: alpha.value / 100, power: power.value / 100 });
  if (!(plan.usersPerArm <= abLimits.maxUsersPerArm)) {
    return { ok: false, errors: { effect: `That effect is too small to detect: it would need more than ${formatNumber(abLimits.maxUsersPerArm)} users per group. Choose a larger effect.` } };
  }
  return { ok: true, plan, alpha: alpha.value / 100, power: power.value / 100, duration: daily?.ok ? testDuration(plan.totalUsers, daily.value) : null };
}

export type ReadOutcome = { ok: true; reading: TestReading } | { ok: false; errors: Partial<Record<AbField, string>> };

export function evaluateReading(values: AbValues): ReadOutcome {
  const errors: Partial<Record<AbField, string>> = {};
  const alpha = within(decimal(values.alpha, "significance level"), abLimits.minAlpha, abLimits.maxAlpha, `The significance level must be from ${abLimits.minAlpha}% to ${abLimits.maxAlpha}% (5% is usual).`);
  const arms = (["control", "variant"] as const).map((name) => {
    const users = count(values[`${name}Users`], `number of ${name} visitors`, 1, abLimits.maxCount);
    let conversions = count(values[`${name}Conversions`], `number of ${name} conversions`, 0, abLimits.maxCount);
    if (users.ok && conversions.ok && conversions.value > users.value) {
      conversions = { ok: false, error: `The ${name} conversions cannot be more than its ${formatNumber(users.value)} visitors.` };
    }
    if (!users.ok) errors[`${name}Users`] = users.error;
    if (!conversions.ok) errors[`${name}Conversions`] = conversions.error;
    return users.ok && conversions.ok ? { users: users.value, conversions: conversions.value } : null;
  });
  if (!alpha.ok) errors.alpha = alpha.error;
  const [control, variant] = arms;
  if (!alpha.ok || !control || !variant) return { ok: false, errors };
  const pooled = (control.conversions + variant.conversions) / (control.users + variant.users);
  if (pooled === 0 || pooled === 1) {
    return { ok: false, errors: { variantConversions: `Both groups converted ${pooled === 0 ? "no one" : "everyone"}: there is no difference to test yet.` } };
  }
  return { ok: true, reading: readTest(control, variant, alpha.value / 100) };
}

/** Every message the form shows for these values: a CSV file or a link is held to the same rules as typing. */
export function abErrors(values: AbValues): Partial<Record<AbField, string>> {
  const plan = evaluatePlan(values);
  const read = evaluateReading(values);
  const errors = { ...(plan.ok ? {} : plan.errors), ...(read.ok ? {} : read.errors) };
  if (!(effectModes as readonly string[]).includes(values.mode)) errors.mode = `The effect unit must be "points" or "relative" (found "${values.mode}").`;
  return errors;
}

/** A difference in rates as signed percentage points with one decimal: 0.0178 → "+1.8", −0.0079 → "−0.8". */
export function formatPoints(difference: number): string {
  const text = formatDecimal(Math.abs(difference) * 100, 1);
  if (text === "0") return "0";
  return `${difference < 0 ? "\u2212" : "+"}${text}`;
}

/** A test's reading in plain words: what it shows, what it does not, and how far the interval reaches. */
export function verdictOf(reading: TestReading): string {
  const p = pValueText(reading.pValue);
  const level = `${formatDecimal(reading.alpha * 100, 2)}%`;
  const low = formatPoints(reading.low);
  const high = formatPoints(reading.high);
  if (reading.significant) {
    const direction = reading.difference > 0 ? "better" : "worse";
    return `The variant converts ${direction} than control, and the difference is statistically significant at the ${level} level (${p}). The true difference is likely between ${low} and ${high} points: ask whether the end nearest zero would still be worth it.`;
  }
  return `Not statistically significant at the ${level} level (${p}): a gap this size could well be chance. The data fit anything from ${low} to ${high} points, so this does not show that the change has no effect; if that range holds effects you care about, the test was too small to tell.`;
}

/** "p = 0.009", or "p < 0.0001" for the smallest. */
export function pValueText(p: number): string {
  const text = formatPValue(p);
  return text.startsWith("<") ? `p ${text}` : `p = ${text}`;
}
