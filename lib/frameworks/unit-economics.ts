/**
 * Unit economics of one acquisition channel, as the Business Model Canvas's
 * bottom row asks: what one customer earns each month after the costs that
 * grow with customers, how long it takes to earn back what acquiring them
 * cost, and what they are worth over their expected lifetime. Fixed costs
 * (an engineering team) do not grow with one more customer, so they stay out
 * of the per-customer margin and are covered by the margin of all customers.
 */
export type Channel = {
  /** List price per customer per month. */
  price: number;
  /** Share of revenue a partner keeps, for as long as the customer stays (0-1). */
  partnerShare: number;
  /** Variable cost to serve one customer for a month (hosting, support). */
  costToServe: number;
  /** What acquiring one customer costs (ads, co-marketing). */
  acquisitionCost: number;
  /** Share of customers lost each month (0-1). */
  monthlyChurn: number;
};

function check(channel: Channel): void {
  const { price, partnerShare, costToServe, acquisitionCost, monthlyChurn } = channel;
  if (!(price > 0)) throw new RangeError("price must be greater than 0");
  if (!(partnerShare >= 0 && partnerShare < 1)) throw new RangeError("partnerShare must be from 0 to just under 1");
  if (!(costToServe >= 0) || !(acquisitionCost >= 0)) throw new RangeError("costs cannot be negative");
  if (!(monthlyChurn > 0 && monthlyChurn <= 1)) throw new RangeError("monthlyChurn must be above 0 and at most 1");
}

/** Contribution margin per customer per month: price after the partner's share, minus the cost to serve. */
export function monthlyMargin(channel: Channel): number {
  check(channel);
  return channel.price * (1 - channel.partnerShare) - channel.costToServe;
}

/** Months of margin needed to earn back the acquisition cost. */
export function paybackMonths(channel: Channel): number {
  const margin = monthlyMargin(channel);
  if (!(margin > 0)) return Number.POSITIVE_INFINITY;
  return channel.acquisitionCost / margin;
}

/** Expected customer lifetime in months at a constant monthly churn: 1 ÷ churn. */
export function expectedLifetimeMonths(channel: Channel): number {
  check(channel);
  return 1 / channel.monthlyChurn;
}

/** Margin over the expected lifetime: monthly margin × expected lifetime. */
export function lifetimeValue(channel: Channel): number {
  return monthlyMargin(channel) * expectedLifetimeMonths(channel);
}

/** Lifetime value left after paying for the customer's acquisition. */
export function netLifetimeValue(channel: Channel): number {
  return lifetimeValue(channel) - channel.acquisitionCost;
}

/** Lifetime value earned for each dollar spent on acquisition. */
export function lifetimeValueToCac(channel: Channel): number {
  if (!(channel.acquisitionCost > 0)) return Number.POSITIVE_INFINITY;
  return lifetimeValue(channel) / channel.acquisitionCost;
}

/**
 * How many months a customer of `challenger` must stay to leave as much
 * after acquisition as a customer of `incumbent` does over its expected life.
 */
export function breakEvenLifetimeMonths(challenger: Channel, incumbent: Channel): number {
  const margin = monthlyMargin(challenger);
  if (!(margin > 0)) return Number.POSITIVE_INFINITY;
  return (netLifetimeValue(incumbent) + challenger.acquisitionCost) / margin;
}
