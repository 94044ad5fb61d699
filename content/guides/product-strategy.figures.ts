import { formatNumber } from "@/lib/frameworks/worked-example";
import { annualRecurringRevenue, averageBase, customersLost, marketShare, newCustomersPerMonth, type GrowthTarget } from "@/lib/growth/customer-targets";
import { formatDecimal, formatMoney, formatShare } from "@/lib/stats/format";

/*
 * Product strategy guide. Encore is invented; its market, targets and the
 * arithmetic test of the one-year goal are computed here with lib/growth, so
 * the page cannot state a target its own numbers do not support.
 */

type Horizon = { name: string; schools: number; monthlyPrice: number };

/** Encore's market, its paying schools and average price now and at each target, and churn before and after the setup assistant. */
export const encore = {
  danceSchools: 6200,
  musicSchools: 2800,
  today: { name: "Today", schools: 540, monthlyPrice: 110 },
  year1: { name: "Year 1", schools: 900, monthlyPrice: 120 },
  year3: { name: "Year 3", schools: 1800, monthlyPrice: 130 },
  monthlyChurn: 0.025,
  churnWithSetupAssistant: 0.015,
  /** The share of schools assumed to bill by term. */
  termBillingShare: 0.6,
} as const;

const marketSize = encore.danceSchools + encore.musicSchools;
const shareOf = (horizon: Horizon) => marketShare(horizon.schools, marketSize);
const arrOf = (horizon: Horizon) => annualRecurringRevenue(horizon.schools, horizon.monthlyPrice);
const netNew = encore.year1.schools - encore.today.schools;
const yearOne: GrowthTarget = { start: encore.today.schools, target: encore.year1.schools, monthlyChurn: encore.monthlyChurn, months: 12 };
const yearOneWithAssistant: GrowthTarget = { ...yearOne, monthlyChurn: encore.churnWithSetupAssistant };
const termBillingSchools = marketSize * encore.termBillingShare;
const percent = (fraction: number) => formatShare(fraction, 0);
const pounds = (value: number) => formatMoney(value, "£");
/** Schools are counted whole. */
const whole = (value: number) => formatNumber(Math.round(value));

/** What the strategy-on-a-page drawing labels: the share now and at year 1, year 1's ARR in millions, and the term-billing assumption. */
export const encoreDrawing = {
  shareToday: percent(shareOf(encore.today)),
  shareYear1: percent(shareOf(encore.year1)),
  arrYear1: `£${formatDecimal(arrOf(encore.year1) / 1e6, 1)}M`,
  termBillingShare: percent(encore.termBillingShare),
};

/**
 * Every computed figure content/guides/product-strategy.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(marketSize)": formatNumber(marketSize),
  "percent(shareOf(encore.today))": percent(shareOf(encore.today)),
  "pounds(arrOf(encore.today))": pounds(arrOf(encore.today)),
  "formatNumber(netNew)": formatNumber(netNew),
  "formatNumber(averageBase(yearOne))": formatNumber(averageBase(yearOne)),
  "whole(customersLost(yearOne))": whole(customersLost(yearOne)),
  "whole(newCustomersPerMonth(yearOne))": whole(newCustomersPerMonth(yearOne)),
  "whole(customersLost(yearOneWithAssistant))": whole(customersLost(yearOneWithAssistant)),
  "whole(newCustomersPerMonth(yearOneWithAssistant))": whole(newCustomersPerMonth(yearOneWithAssistant)),
  "formatNumber(termBillingSchools)": formatNumber(termBillingSchools),
  "percent(marketShare(encore.year3.schools, termBillingSchools))": percent(marketShare(encore.year3.schools, termBillingSchools)),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Encore's targets for paying schools, share and ARR": {
    headers: ["Horizon", "Paying schools", "Share", "Avg £ a month", "ARR"],
    rows: [encore.today, encore.year1, encore.year3].map((horizon) => [
      horizon.name,
      formatNumber(horizon.schools),
      percent(shareOf(horizon)),
      formatNumber(horizon.monthlyPrice),
      pounds(arrOf(horizon)),
    ]),
  },
};
