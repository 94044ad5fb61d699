import {
  breakEvenLifetimeMonths,
  expectedLifetimeMonths,
  lifetimeValue,
  lifetimeValueToCac,
  monthlyMargin,
  netLifetimeValue,
  paybackMonths,
} from "@/lib/frameworks/unit-economics";
import { formatDecimal } from "@/lib/stats/format";
import { bmcChannels, canvasTableRows, costToServePercent, partnerSharePercent, staffSchedulingCanvas } from "./bmc-example";

// The bottom row's unit economics, computed from the canvas's own figures.
const dollars = (value: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const whole = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value);
const { selfServe, partner } = bmcChannels;
const partnerCut = partner.price * partner.partnerShare;
const lifetime = expectedLifetimeMonths(selfServe);
if (lifetime !== expectedLifetimeMonths(partner)) throw new Error("the BMC example compares channels with one expected lifetime");
const perCustomerGap = netLifetimeValue(selfServe) - netLifetimeValue(partner);
const bottomRowPayback = `The bottom row is where the canvas earns its keep. Engineering is a fixed cost: the team costs the same with 200 restaurants or 400, so it is paid for by the margin of all of them and stays out of the cost of one more. What grows with each location is hosting and support, about ${costToServePercent}% of revenue, or ${dollars(selfServe.costToServe)} dollars a month. A self-serve customer costs ${whole(selfServe.acquisitionCost)} dollars in ads to acquire and yields ${selfServe.price} − ${dollars(selfServe.costToServe)} = ${dollars(monthlyMargin(selfServe))} dollars of margin a month, so it pays back in about ${formatDecimal(paybackMonths(selfServe), 1)} months. A partner-referred customer costs ${whole(partner.acquisitionCost)} dollars in co-marketing and yields ${partner.price} − ${dollars(partnerCut)} − ${dollars(partner.costToServe)} = ${dollars(monthlyMargin(partner))} dollars a month after the partner's ${partnerSharePercent}% share, paying back in about ${formatDecimal(paybackMonths(partner), 1)} months.`;
const bottomRowLifetime = `Payback alone flatters the partner, because its share is taken every month for as long as the restaurant stays. At ${formatDecimal(selfServe.monthlyChurn * 100, 1)}% monthly churn a restaurant stays about ${whole(lifetime)} months in either channel. Over that lifetime a self-serve customer brings ${dollars(monthlyMargin(selfServe))} × ${whole(lifetime)} = ${dollars(lifetimeValue(selfServe))} dollars of margin, ${dollars(netLifetimeValue(selfServe))} after its acquisition cost; a partner-referred one brings ${dollars(monthlyMargin(partner))} × ${whole(lifetime)} = ${dollars(lifetimeValue(partner))} dollars, ${dollars(netLifetimeValue(partner))} after. The partner channel returns more for each acquisition dollar (${formatDecimal(lifetimeValueToCac(partner), 2)} against ${formatDecimal(lifetimeValueToCac(selfServe), 2)}) and frees cash sooner, but each restaurant it brings is worth ${whole(perCustomerGap)} dollars less than one that signs up on its own. So the team keeps self-serve as its main channel, uses the partner to reach restaurants its ads miss, and tests the two assumptions that would change the split: that the partner can refer 40 restaurants a month, and that referred restaurants stay at least ${formatDecimal(breakEvenLifetimeMonths(partner, selfServe), 1)} months, the point at which one is worth as much as a self-serve customer.`;

/**
 * Every computed figure content/frameworks/business-model-canvas.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "bottomRowPayback": bottomRowPayback,
  "bottomRowLifetime": bottomRowLifetime,
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Canvas for a restaurant staff-scheduling product": { rows: canvasTableRows(staffSchedulingCanvas) },
};
