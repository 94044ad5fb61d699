/**
 * Arithmetic behind the templates' filled-in examples that is not a sheet
 * formula: document templates state these figures in prose, and compute them
 * here so the unit tests check the same numbers the page prints.
 */

/** `percent`% of `total`, for counts: 11% of 38,000 → 4,180. */
export function percentOf(total: number, percent: number): number {
  return Math.round(total * percent) / 100;
}

/**
 * Offer texts a waitlist sends when each freed slot is offered to up to
 * `patientsPerRound` people at once, for `rounds` rounds: slots × patients × rounds.
 */
export function offerTexts(freedSlots: number, patientsPerRound: number, rounds = 1): number {
  for (const value of [freedSlots, patientsPerRound, rounds]) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError("slots, patients and rounds are whole numbers");
  }
  return freedSlots * patientsPerRound * rounds;
}

/** Extra weekly revenue from refilling `to` instead of `from` slots at `fee` each. */
export function extraRevenue(from: number, to: number, fee: number): number {
  return (to - from) * fee;
}

/** Rounds to the nearest `step` (100 → "about 81,500"). */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * The share of real occurrences an event stream misses, from a reconciliation
 * against the source of truth: (truth − counted) ÷ truth, a fraction. More
 * events than real occurrences (double firing) gives a negative share.
 */
export function eventShortfall(counted: number, truth: number): number {
  if (!Number.isInteger(counted) || counted < 0) throw new RangeError("counted events are a whole number, 0 or more");
  if (!Number.isInteger(truth) || truth <= 0) throw new RangeError("the source of truth needs at least one occurrence");
  return (truth - counted) / truth;
}
