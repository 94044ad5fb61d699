import { formatNumber } from "@/lib/frameworks/worked-example";
import { extraVolumeForGrossProfit, extraVolumeForRevenue, freeMonthsDiscount } from "@/lib/pricing/discount";
import {
  breakEvenChurn,
  currentMrr,
  grandfathering,
  migrationSummary,
  newMrr,
  newMrrWithoutChurn,
  pricePerSeat,
  type MigratingSegment,
} from "@/lib/pricing/tier-migration";
import { formatMoney, formatShare } from "@/lib/stats/format";
import { weightedMix } from "@/lib/stats/mix";

/*
 * Pricing and packaging guide. Crewdesk is invented; its move from one flat
 * plan to three tiers is computed with lib/pricing/tier-migration, and the
 * discount arithmetic with lib/pricing/discount.
 */

type Segment = MigratingSegment & { label: string; plan: string };

/** Crewdesk's base by firm size, the plan each moves to, and the churn the price survey expects. */
export const crewdesk = {
  flatPrice: 49,
  segments: [
    { label: "1-2 technicians", plan: "Starter", customers: 900, currentPrice: 49, newPrice: 29, expectedChurn: 0 },
    { label: "3-10 technicians", plan: "Pro", customers: 800, currentPrice: 49, newPrice: 79, expectedChurn: 0.05 },
    { label: "11+ technicians", plan: "Business", customers: 300, currentPrice: 49, newPrice: 149, expectedChurn: 0.1 },
  ] satisfies Segment[],
  /** How today's sign-ups split by firm size, in segment order. */
  signUpMix: [0.55, 0.35, 0.1],
} as const;

/** The discount example: a 20% discount on a product with an 80% gross margin. */
const discount = 0.2;
const grossMargin = 0.8;

const segments: readonly Segment[] = crewdesk.segments;
const [starter, pro, business] = segments as [Segment, Segment, Segment];
const summary = migrationSummary(segments);
const grandfathered = grandfathering(segments);
const newCustomerArpu = weightedMix(segments.map((segment, index) => ({ share: crewdesk.signUpMix[index]!, rate: segment.newPrice })));
const percent = (fraction: number) => formatShare(fraction, 0);
const dollars = (value: number) => formatMoney(value);
const cents = (value: number) => formatMoney(value, "$", true);

/** The revenue mix the pricing-tier-ladder drawing shows: each segment's share today and after, and the MRR totals. */
export const crewdeskMix = {
  plans: segments.map((segment) => ({ plan: segment.plan, label: segment.label, price: segment.newPrice })),
  before: summary.mixBefore,
  after: summary.mixAfter,
  mrrBefore: dollars(summary.mrrBefore),
  mrrAfter: dollars(summary.mrrAfter),
  mrrChange: percent(summary.mrrChange),
};

/**
 * Every computed figure content/guides/pricing-and-packaging.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "percent(extraVolumeForRevenue(discount))": percent(extraVolumeForRevenue(discount)),
  "percent(extraVolumeForGrossProfit(discount, grossMargin))": percent(extraVolumeForGrossProfit(discount, grossMargin)),
  "percent(freeMonthsDiscount(2))": percent(freeMonthsDiscount(2)),
  "dollars(summary.mrrBefore)": dollars(summary.mrrBefore),
  "cents(summary.arpuWithoutChurn)": cents(summary.arpuWithoutChurn),
  "formatNumber(summary.customersAfter)": formatNumber(summary.customersAfter),
  "cents(summary.arpuAfter)": cents(summary.arpuAfter),
  "percent(summary.mrrChange)": percent(summary.mrrChange),
  "percent(summary.mixBefore[0])": percent(summary.mixBefore[0]!),
  "percent(summary.mixBefore[2])": percent(summary.mixBefore[2]!),
  "formatShare(summary.mixAfter[0])": formatShare(summary.mixAfter[0]!),
  "formatShare(summary.mixAfter[1])": formatShare(summary.mixAfter[1]!),
  "formatShare(summary.mixAfter[2])": formatShare(summary.mixAfter[2]!),
  "dollars(newMrr(starter))": dollars(newMrr(starter)),
  "dollars(newMrrWithoutChurn(pro) + newMrrWithoutChurn(business))": dollars(newMrrWithoutChurn(pro) + newMrrWithoutChurn(business)),
  "percent(breakEvenChurn(segments))": percent(breakEvenChurn(segments)),
  "cents(newCustomerArpu)": cents(newCustomerArpu),
  "percent(newCustomerArpu / crewdesk.flatPrice - 1)": percent(newCustomerArpu / crewdesk.flatPrice - 1),
  "dollars(grandfathered.deferredPerMonth)": dollars(grandfathered.deferredPerMonth),
  "dollars(grandfathered.mrrDuring)": dollars(grandfathered.mrrDuring),
  "cents(pricePerSeat(business.newPrice, 11))": cents(pricePerSeat(business.newPrice, 11)),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Crewdesk's MRR by segment, today and on the new plans after the expected churn": {
    headers: ["Segment", "Customers", "MRR today", "New plan", "MRR after churn"],
    rows: [
      ...segments.map((segment) => [segment.label, formatNumber(segment.customers), dollars(currentMrr(segment)), `${segment.plan}, ${dollars(segment.newPrice)}`, dollars(newMrr(segment))]),
      ["Total", formatNumber(summary.customersBefore), dollars(summary.mrrBefore), "", dollars(summary.mrrAfter)],
    ],
  },
};
