/**
 * The arithmetic test of a strategy's targets: how big a share of the market
 * a customer count is, what it earns a year, and how many new customers a
 * month it takes to reach a target while churn takes some away.
 */

function checkCount(value: number, name: string): void {
  if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, 0 or more`);
}

function checkRate(value: number, name: string): void {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be from 0 to 1`);
}

/** The share of a market of `marketSize` accounts that `customers` is (0-1). */
export function marketShare(customers: number, marketSize: number): number {
  checkCount(customers, "customers");
  if (!(marketSize > 0)) throw new RangeError("marketSize must be greater than 0");
  return customers / marketSize;
}

/** Annual recurring revenue: customers × average monthly revenue per customer × 12. */
export function annualRecurringRevenue(customers: number, monthlyRevenuePerCustomer: number): number {
  checkCount(customers, "customers");
  checkCount(monthlyRevenuePerCustomer, "monthlyRevenuePerCustomer");
  return customers * monthlyRevenuePerCustomer * 12;
}

export type GrowthTarget = {
  /** Paying customers today. */
  start: number;
  /** Paying customers wanted at the end of the period. */
  target: number;
  /** Share of paying customers lost each month (0-1). */
  monthlyChurn: number;
  /** Length of the period in months. */
  months: number;
};

function checkTarget({ start, target, monthlyChurn, months }: GrowthTarget): void {
  checkCount(start, "start");
  checkCount(target, "target");
  checkRate(monthlyChurn, "monthlyChurn");
  if (!Number.isInteger(months) || months <= 0) throw new RangeError("months must be a whole number above 0");
}

/** The customer base midway between start and target: what churn works on, on average, over the period. */
export function averageBase(goal: GrowthTarget): number {
  checkTarget(goal);
  return (goal.start + goal.target) / 2;
}

/**
 * Customers lost over the period: the average base × monthly churn × months.
 * A planning estimate (it treats the base as growing in a straight line), the
 * precision a target on a strategy page needs.
 */
export function customersLost(goal: GrowthTarget): number {
  return averageBase(goal) * goal.monthlyChurn * goal.months;
}

/** New customers needed each month: the net growth plus the customers churn takes, spread over the months. */
export function newCustomersPerMonth(goal: GrowthTarget): number {
  return (goal.target - goal.start + customersLost(goal)) / goal.months;
}
