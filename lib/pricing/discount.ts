/**
 * What a discount costs, in the extra sales it takes to stand still. With a
 * discount d (0-1), revenue stays level only if volume grows by 1 ÷ (1 − d) − 1;
 * gross profit stays level only if it grows by m ÷ (m − d) − 1, where m is the
 * gross margin, because the discount comes straight out of the margin.
 */

function checkDiscount(discount: number): void {
  if (!(discount >= 0 && discount < 1)) throw new RangeError("discount must be from 0 to just under 1");
}

/** Extra volume (a fraction: 0.25 = 25% more) a discount needs to keep revenue level. */
export function extraVolumeForRevenue(discount: number): number {
  checkDiscount(discount);
  return 1 / (1 - discount) - 1;
}

/** Extra volume a discount needs to keep gross profit level at gross margin `grossMargin` (0-1); infinite once the discount eats the whole margin. */
export function extraVolumeForGrossProfit(discount: number, grossMargin: number): number {
  checkDiscount(discount);
  if (!(grossMargin > 0 && grossMargin <= 1)) throw new RangeError("grossMargin must be above 0 and at most 1");
  if (discount >= grossMargin) return Number.POSITIVE_INFINITY;
  return grossMargin / (grossMargin - discount) - 1;
}

/** The discount that `freeMonths` free months on a `termMonths` prepayment amount to (0-1): two months free on a year is 2 ÷ 12. */
export function freeMonthsDiscount(freeMonths: number, termMonths = 12): number {
  if (!Number.isInteger(termMonths) || termMonths <= 0) throw new RangeError("termMonths must be a whole number above 0");
  if (!(freeMonths >= 0 && freeMonths <= termMonths)) throw new RangeError("freeMonths must be from 0 to termMonths");
  return freeMonths / termMonths;
}
