/**
 * A go-to-market plan's funnel worked backwards from a revenue target:
 * deals = revenue ÷ deal size, opportunities = deals ÷ win rate, leads =
 * opportunities ÷ lead-to-opportunity rate, visits = leads ÷ visit-to-lead
 * rate. Then the sales capacity the deals need, and how actuals compare with
 * the plan.
 */

function checkRate(value: number, name: string): void {
  if (!(value > 0 && value <= 1)) throw new RangeError(`${name} must be above 0 and at most 1`);
}

function checkPositive(value: number, name: string): void {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`${name} must be a finite number above 0`);
}

/** What one deal is worth a year: seats × price per seat per month × 12. */
export function annualDealValue(seats: number, pricePerSeatPerMonth: number): number {
  checkPositive(seats, "seats");
  checkPositive(pricePerSeatPerMonth, "pricePerSeatPerMonth");
  return seats * pricePerSeatPerMonth * 12;
}

export type FunnelRates = {
  /** Average annual value of one deal. */
  dealValue: number;
  /** Share of opportunities that become deals. */
  winRate: number;
  /** Share of qualified leads that become opportunities. */
  leadToOpportunity: number;
  /** Share of visits that become qualified leads. */
  visitToLead: number;
};

export type BackwardFunnel = {
  revenue: number;
  deals: number;
  opportunities: number;
  /** The value of the opportunities: deals' worth before losses. */
  pipeline: number;
  /** Pipeline ÷ revenue target: 1 ÷ win rate. */
  coverage: number;
  leads: number;
  visits: number;
};

/** Every stage of the funnel needed to bring in `revenue` of new annual revenue. */
export function backwardFunnel(revenue: number, rates: FunnelRates): BackwardFunnel {
  checkPositive(revenue, "revenue");
  checkPositive(rates.dealValue, "dealValue");
  checkRate(rates.winRate, "winRate");
  checkRate(rates.leadToOpportunity, "leadToOpportunity");
  checkRate(rates.visitToLead, "visitToLead");
  const deals = revenue / rates.dealValue;
  const opportunities = deals / rates.winRate;
  const leads = opportunities / rates.leadToOpportunity;
  return {
    revenue,
    deals,
    opportunities,
    pipeline: opportunities * rates.dealValue,
    coverage: 1 / rates.winRate,
    leads,
    visits: leads / rates.visitToLead,
  };
}

/** Salespeople needed to close `deals` over `months` when each closes `dealsPerRepPerMonth`; rounded up, since a rep is whole. */
export function repsNeeded(deals: number, months: number, dealsPerRepPerMonth: number): number {
  checkPositive(months, "months");
  checkPositive(dealsPerRepPerMonth, "dealsPerRepPerMonth");
  if (!(deals >= 0)) throw new RangeError("deals cannot be negative");
  return Math.ceil(deals / months / dealsPerRepPerMonth - 1e-9);
}

/** An actual against its target, as a fraction (1 = on target). */
export function attainment(actual: number, target: number): number {
  checkPositive(target, "target");
  if (!(actual >= 0)) throw new RangeError("actual cannot be negative");
  return actual / target;
}
