import { formatNumber } from "@/lib/frameworks/worked-example";
import { annualDealValue, attainment, backwardFunnel, repsNeeded } from "@/lib/growth/revenue-funnel";
import { formatMoney, formatShare } from "@/lib/stats/format";

/*
 * Positioning and go-to-market guide. Crewdesk Dispatch is invented; its
 * funnel is worked back from the revenue goal with lib/growth/revenue-funnel,
 * and the 90-day review compares the first quarter with half of that plan.
 */

/** The plan: price, a typical firm, the goal, the two motions' rates and the sales capacity. */
export const plan = {
  pricePerTechnicianPerMonth: 25,
  techniciansPerFirm: 15,
  newArrGoal: 540_000,
  months: 6,
  expansionCandidates: 300,
  attachRate: 0.2,
  winRate: 0.2,
  leadToOpportunity: 0.25,
  visitToLead: 0.03,
  dealsPerRepPerMonth: 5,
} as const;

/** What the first quarter brought in. */
export const quarter = { expansionDeals: 36, leads: 430, opportunities: 118, newLogoDeals: 29, activationTarget: 0.7, activation: 0.58 } as const;

const dealValue = annualDealValue(plan.techniciansPerFirm, plan.pricePerTechnicianPerMonth);
const expansionDeals = plan.expansionCandidates * plan.attachRate;
const expansionArr = expansionDeals * dealValue;
const rates = { dealValue, winRate: plan.winRate, leadToOpportunity: plan.leadToOpportunity, visitToLead: plan.visitToLead };
const newLogo = backwardFunnel(plan.newArrGoal - expansionArr, rates);
const reps = repsNeeded(newLogo.deals, plan.months, plan.dealsPerRepPerMonth);
/** The first quarter's targets: half of the six-month plan. */
const half = (value: number) => value / 2;
const leadsShortAtQuarterPace = newLogo.leads - 2 * quarter.leads;
const percent = (fraction: number) => formatShare(fraction, 0);
const dollars = (value: number) => formatMoney(value);

/** The new-logo funnel the positioning-to-launch drawing shows, as its labels. */
export const dispatchFunnel = {
  visits: formatNumber(newLogo.visits),
  leads: formatNumber(newLogo.leads),
  opportunities: formatNumber(newLogo.opportunities),
  deals: formatNumber(newLogo.deals),
  revenue: dollars(newLogo.revenue),
};

const reviewRow = (metric: string, target: number, actual: number, shown: (value: number) => string = formatNumber) => [
  metric,
  shown(target),
  shown(actual),
  percent(attainment(actual, target)),
];

/**
 * Every computed figure content/guides/positioning-and-go-to-market.md states,
 * by the expression written in its :calc[shown]{expr="..."}: a unit test
 * recomputes each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "dollars(dealValue)": dollars(dealValue),
  "formatNumber(expansionDeals)": formatNumber(expansionDeals),
  "dollars(expansionArr)": dollars(expansionArr),
  "dollars(newLogo.revenue)": dollars(newLogo.revenue),
  "formatNumber(newLogo.deals)": formatNumber(newLogo.deals),
  "formatNumber(newLogo.opportunities)": formatNumber(newLogo.opportunities),
  "dollars(newLogo.pipeline)": dollars(newLogo.pipeline),
  "formatNumber(newLogo.coverage)": formatNumber(newLogo.coverage),
  "formatNumber(newLogo.leads)": formatNumber(newLogo.leads),
  "formatNumber(newLogo.leads / plan.months)": formatNumber(newLogo.leads / plan.months),
  "formatNumber(newLogo.visits)": formatNumber(newLogo.visits),
  "formatNumber(newLogo.deals / plan.months)": formatNumber(newLogo.deals / plan.months),
  "formatNumber(reps)": formatNumber(reps),
  "percent(attainment(quarter.opportunities, quarter.leads))": percent(attainment(quarter.opportunities, quarter.leads)),
  "formatNumber(leadsShortAtQuarterPace)": formatNumber(leadsShortAtQuarterPace),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Crewdesk Dispatch at day 90 against its targets": {
    headers: ["Metric", "90-day target", "Actual", "vs target"],
    rows: [
      reviewRow("Expansion deals", half(expansionDeals), quarter.expansionDeals),
      reviewRow("New-logo leads", half(newLogo.leads), quarter.leads),
      reviewRow("New-logo opportunities", half(newLogo.opportunities), quarter.opportunities),
      reviewRow("New-logo deals", half(newLogo.deals), quarter.newLogoDeals),
      reviewRow("New ARR", half(plan.newArrGoal), (quarter.expansionDeals + quarter.newLogoDeals) * dealValue, dollars),
      // A rate against a rate target reads as above or below, not as a percentage of a percentage.
      ["14-day activation", percent(quarter.activationTarget), percent(quarter.activation), quarter.activation >= quarter.activationTarget ? "Met" : "Below"],
    ],
  },
};
