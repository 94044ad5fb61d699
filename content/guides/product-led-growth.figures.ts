import { formatNumber } from "@/lib/frameworks/worked-example";
import { cohortRevenue, freePlanCohort, netRevenueRetention, trialCohort, type TrialCohort } from "@/lib/growth/trial-cohort";
import { formatDecimal, formatMoney, formatShare } from "@/lib/stats/format";
import { invitedUsers, viralCoefficient } from "@/lib/stats/growth";
import { cacPaybackMonths, monthlyGrossProfit } from "@/lib/stats/unit-economics";

/*
 * Product-led growth guide. Rota is invented; its trial cohort, before and
 * after the onboarding work, and the free-plan alternative are computed with
 * lib/growth/trial-cohort, and the unit economics with lib/stats.
 */

/** Rota's price, spend, margin and churn, and the funnel rates before and after the onboarding changes. */
export const rota = {
  price: 49,
  acquisitionSpend: 90_000,
  signUps: 4000,
  grossMargin: 0.8,
  monthlyChurn: 0.03,
  activationBefore: 0.35,
  activationAfter: 0.45,
  activatedConversion: 0.22,
  otherConversion: 0.02,
  /** The free-plan proposal: sign-ups × 2.5, 4% paying within 90 days, $0.60 a month to serve each free account. */
  freePlan: { signUpMultiple: 2.5, conversion: 0.04, servingCostPerFreeAccount: 0.6 },
  /** Restaurant groups with three or more locations, as a share of activated trials. */
  groupShareOfActivated: 0.06,
} as const;

const cohortAt = (activationRate: number) =>
  trialCohort({ signUps: rota.signUps, activationRate, activatedConversion: rota.activatedConversion, otherConversion: rota.otherConversion });
const before = cohortAt(rota.activationBefore);
const after = cohortAt(rota.activationAfter);
const newMrr = (cohort: TrialCohort) => cohort.paid * rota.price;
const cac = (cohort: TrialCohort) => rota.acquisitionSpend / cohort.paid;
const grossProfitPerCustomer = monthlyGrossProfit(rota.price, rota.grossMargin);
const payback = (cohort: TrialCohort) => cacPaybackMonths(cac(cohort), rota.price, rota.grossMargin);
/** A cohort's revenue in its first 12 months, to the nearest thousand dollars: the estimate is no more precise than that. */
const firstYear = (cohort: TrialCohort) => Math.round(cohortRevenue(newMrr(cohort), rota.monthlyChurn, 12) / 1000) * 1000;
const freePlan = freePlanCohort({
  signUps: rota.signUps * rota.freePlan.signUpMultiple,
  conversion: rota.freePlan.conversion,
  price: rota.price,
  servingCostPerFreeAccount: rota.freePlan.servingCostPerFreeAccount,
});
const pqls = Math.round(after.activated * rota.groupShareOfActivated);
/** The NRR example: $100,000 a month a year ago, $9,000 of upgrades, $2,000 of downgrades, $4,000 cancelled. */
const nrr = netRevenueRetention({ starting: 100_000, expansion: 9000, contraction: 2000, churned: 4000 });
/** The virality example: 8 staff invited per manager, 1 in 200 of them signs up a workplace. */
const k = viralCoefficient(8, 1 / 200);
const percent = (fraction: number) => formatShare(fraction, 0);
const dollars = (value: number) => formatMoney(value);
const cents = (value: number) => formatMoney(value, "$", true);
const months = (value: number) => `${formatDecimal(value, 1)} months`;

/** What the plg-trial-funnel drawing shows: both cohorts and the payback before and after. */
export const rotaFunnel = {
  before,
  after,
  activatedConversion: percent(rota.activatedConversion),
  otherConversion: percent(rota.otherConversion),
  activation: { before: percent(rota.activationBefore), after: percent(rota.activationAfter) },
  conversion: { before: percent(before.conversion), after: percent(after.conversion) },
  payback: { before: formatDecimal(payback(before), 1), after: formatDecimal(payback(after), 1) },
};

/**
 * Every computed figure content/guides/product-led-growth.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "percent(nrr)": percent(nrr),
  "formatNumber(k)": formatNumber(k),
  "formatNumber(invitedUsers(1000, k))": formatNumber(invitedUsers(1000, k)),
  "percent(before.conversion)": percent(before.conversion),
  "percent(before.activatedShareOfPaid)": percent(before.activatedShareOfPaid),
  "dollars(newMrr(before))": dollars(newMrr(before)),
  "dollars(cac(before))": dollars(cac(before)),
  "cents(grossProfitPerCustomer)": cents(grossProfitPerCustomer),
  "months(payback(before))": months(payback(before)),
  "dollars(firstYear(before))": dollars(firstYear(before)),
  "dollars(firstYear(after))": dollars(firstYear(after)),
  "dollars(firstYear(after) - firstYear(before))": dollars(firstYear(after) - firstYear(before)),
  "formatNumber(freePlan.signUps)": formatNumber(freePlan.signUps),
  "formatNumber(freePlan.paid)": formatNumber(freePlan.paid),
  "dollars(freePlan.newMrr)": dollars(freePlan.newMrr),
  "formatNumber(freePlan.freeAccounts)": formatNumber(freePlan.freeAccounts),
  "dollars(freePlan.servingCost)": dollars(freePlan.servingCost),
  "dollars(freePlan.newMrr - freePlan.servingCost)": dollars(freePlan.netMrr),
  "dollars(newMrr(after))": dollars(newMrr(after)),
  "formatNumber(pqls)": formatNumber(pqls),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "One month's trial cohort before the onboarding work": {
    headers: ["Step", "Count", "How"],
    rows: [
      ["Trial sign-ups", formatNumber(before.signUps), "Given"],
      ["Activated", formatNumber(before.activated), `${percent(rota.activationBefore)} of sign-ups`],
      ["Paid, from activated", formatNumber(before.paidFromActivated), `${percent(rota.activatedConversion)} of activated`],
      ["Paid, from not activated", formatNumber(before.paidFromOther), `${percent(rota.otherConversion)} of the rest`],
      ["Paid in total", formatNumber(before.paid), "Sum"],
    ],
  },
  "The trial cohort before and after the onboarding changes": {
    headers: ["Metric", "Before", "After"],
    rows: [
      ["Activated", formatNumber(before.activated), formatNumber(after.activated)],
      ["Paid", formatNumber(before.paid), formatNumber(after.paid)],
      ["Trial-to-paid", percent(before.conversion), percent(after.conversion)],
      ["New MRR", dollars(newMrr(before)), dollars(newMrr(after))],
      ["CAC", dollars(cac(before)), dollars(cac(after))],
      ["Payback", months(payback(before)), months(payback(after))],
    ],
  },
};
