/**
 * The planning arithmetic the guides' worked examples run: how many orders a
 * change reaches, what a rate across reached and unreached customers comes
 * to, a team's capacity net of its reserve, and how long a piece of work
 * takes at the capacity it gets. Pure, so every figure a guide states is
 * recomputed by its tests.
 */

/** `base` narrowed by each share in turn: 120,000 orders × 18% × 70% = 15,120. */
export function narrowed(base: number, ...shares: readonly number[]): number {
  return shares.reduce((value, share) => value * share, base);
}

/**
 * The rate across everyone when a share `reached` sees the change (their rate
 * becomes `reachedRate`) and the rest keep `unreachedRate`, in the units the
 * rates are given in: 70% at 20 and 30% at 35 → 24.5.
 */
export function blendedRate(reached: number, reachedRate: number, unreachedRate: number): number {
  if (!(reached >= 0 && reached <= 1)) throw new RangeError("the reached share is from 0 to 1");
  return reached * reachedRate + (1 - reached) * unreachedRate;
}

/** Rounds to the nearest multiple of `step`: 71,064 to the nearest 100 is 71,100. */
export function roundTo(value: number, step: number): number {
  if (!(step > 0)) throw new RangeError("the step is a positive number");
  return Math.round(value / step) * step;
}

/** `part` as a percentage of `whole`, rounded to whole percent: 64 of 144 → 44. */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) throw new RangeError("a share of nothing");
  return Math.round((part / whole) * 100);
}

export type Capacity = { gross: number; reserve: number; available: number };

/**
 * A team's capacity over a period in person-weeks: everyone's weeks, the
 * share held back for bugs, support and on-call, and what is left to plan:
 * 15 engineers × 12 weeks with a 20% reserve → 180, 36 and 144.
 */
export function capacity(people: number, weeks: number, reserveShare: number): Capacity {
  if (!(reserveShare >= 0 && reserveShare < 1)) throw new RangeError("the reserve is a share from 0 to below 1");
  const gross = people * weeks;
  const reserve = gross * reserveShare;
  return { gross, reserve, available: gross - reserve };
}

/**
 * Calendar weeks for work sized at `size` person-weeks when `people` build it
 * and each keeps `reserveShare` of their time for unplanned work: 24 ÷ (5 ×
 * 0.8) = 6.
 */
export function weeksToDeliver(size: number, people: number, reserveShare: number): number {
  const perWeek = people * (1 - reserveShare);
  if (!(perWeek > 0)) throw new RangeError("nobody has time to build it");
  return size / perWeek;
}

/**
 * Accounts a year kept by cutting monthly churn from `fromRate` to `toRate`,
 * a simple estimate that ignores compounding: 600 × (2.4% − 1.8%) × 12 ≈ 43.
 */
export function accountsKeptPerYear(accounts: number, fromRate: number, toRate: number): number {
  return Math.round(accounts * (fromRate - toRate) * 12);
}
