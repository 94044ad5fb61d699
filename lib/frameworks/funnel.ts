/**
 * Funnel arithmetic for AARRR: the rate of each step, cost per customer at
 * a stage, a simple lifetime value and the paying customers a funnel yields.
 * Plain functions so the explainer's figures are computed, not typed.
 */

/** Each stage's count over the one before it (0-1); the first stage has no rate. */
export function stepRates(counts: readonly number[]): number[] {
  return counts.slice(1).map((count, index) => {
    const before = counts[index]!;
    if (!(before > 0)) throw new RangeError("a stage needs people before its next step has a rate");
    return count / before;
  });
}

/** Spend divided by the people who reached a stage: cost per sign-up, per activated user, per paying customer. */
export function costPer(spend: number, people: number): number {
  if (!(people > 0)) throw new RangeError("people must be greater than 0");
  return spend / people;
}

/** A simple lifetime value: monthly price ÷ monthly churn (before margin and discounting). */
export function simpleLifetimeValue(monthlyPrice: number, monthlyChurn: number): number {
  if (!(monthlyChurn > 0 && monthlyChurn <= 1)) throw new RangeError("monthlyChurn must be above 0 and at most 1");
  return monthlyPrice / monthlyChurn;
}

/** People at the end of a funnel: the entrants times every step rate after them. */
export function throughFunnel(entrants: number, rates: readonly number[]): number {
  return rates.reduce((people, rate) => people * rate, entrants);
}
