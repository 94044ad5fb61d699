/**
 * Subscription unit economics as the Monetization write-up states them, with
 * the average lifetime given in months (rather than derived from churn, as
 * lib/frameworks/unit-economics does for the Business Model Canvas).
 */

function checkInputs(monthlyRevenue: number, grossMargin: number): void {
  if (!(monthlyRevenue > 0)) throw new RangeError("monthlyRevenue must be greater than 0");
  if (!(grossMargin > 0 && grossMargin <= 1)) throw new RangeError("grossMargin must be above 0 and at most 1");
}

/** Gross profit one customer brings each month: revenue × gross margin. */
export function monthlyGrossProfit(monthlyRevenue: number, grossMargin: number): number {
  checkInputs(monthlyRevenue, grossMargin);
  return monthlyRevenue * grossMargin;
}

/** Gross-margin lifetime value: monthly revenue × gross margin × average lifetime in months. */
export function grossMarginLtv(monthlyRevenue: number, grossMargin: number, lifetimeMonths: number): number {
  if (!(lifetimeMonths > 0)) throw new RangeError("lifetimeMonths must be greater than 0");
  return monthlyGrossProfit(monthlyRevenue, grossMargin) * lifetimeMonths;
}

/** CAC payback in months: CAC ÷ monthly gross profit per customer. */
export function cacPaybackMonths(cac: number, monthlyRevenue: number, grossMargin: number): number {
  if (!(cac >= 0)) throw new RangeError("cac cannot be negative");
  return cac / monthlyGrossProfit(monthlyRevenue, grossMargin);
}

/** LTV:CAC, as the x in "x:1". */
export function ltvToCac(ltv: number, cac: number): number {
  if (!(cac > 0)) throw new RangeError("cac must be greater than 0");
  return ltv / cac;
}
