import { costPer, stepRates, throughFunnel } from "@/lib/frameworks/funnel";
import { cacPaybackMonths, grossMarginLtv, ltvToCac, monthlyGrossProfit } from "@/lib/stats/unit-economics";
import { viralCoefficient } from "@/lib/stats/growth";
import { formatDecimal, formatShare } from "@/lib/stats/format";

/**
 * AARRR explainer (static layout, drawn diagram). Original writing. The
 * budgeting app's cohort: every rate, cost and value on the page is computed
 * here with lib/frameworks/funnel.ts, and the diagram reads the same values.
 */
export const budgetingCohort = {
  stages: [
    { stage: "Visitors", definition: "Store page and website", people: 60_000 },
    { stage: "Acquisition", definition: "Created an account", people: 9_000 },
    { stage: "Activation", definition: "Bank linked, budget set in 3 days", people: 3_600 },
    { stage: "Retention", definition: "Reviewed budget in week 4", people: 1_980 },
    { stage: "Revenue", definition: "Paid plan by day 30", people: 396 },
  ],
  adSpend: 36_000,
  price: 5,
  /** Share of each $5 the app keeps after the app store's cut, bank-data fees and hosting. */
  grossMargin: 0.7,
  churn: 0.08,
  improvedChurn: 0.05,
  invitations: 1_100,
  inviteConversion: 0.3,
  budgetIncrease: 1.25,
  improvedActivation: 0.5,
} as const;

const c = budgetingCohort;
const people = c.stages.map((stage) => stage.people);
const [visitors, signUps, , retained, paying] = people as [number, number, number, number, number];
export const rates = stepRates(people);
const [, activation, retention, revenue] = rates as [number, number, number, number];

const dollars = (value: number) => `$${formatDecimal(value, 0)}`;
const count = (value: number) => new Intl.NumberFormat("en-US").format(Math.round(value));

export const aarrrResults = {
  costPerPaying: costPer(c.adSpend, paying),
  /** Gross-margin lifetime value: what a paying customer leaves after costs, to set against what winning them cost. */
  lifetimeValue: grossMarginLtv(c.price, c.grossMargin, 1 / c.churn),
  referred: c.invitations * c.inviteConversion,
  k: viralCoefficient(c.invitations / retained, c.inviteConversion),
};

const adsSignUps = signUps * c.budgetIncrease;
const adsPaying = throughFunnel(adsSignUps, [activation, retention, revenue]);
const activationPaying = throughFunnel(signUps, [c.improvedActivation, retention, revenue]);

export const figures: Readonly<Record<string, unknown>> = {
  "overall(visitors)": formatShare(paying / visitors, 2),
  "overall(signUps)": formatShare(paying / signUps, 1),
  "costPer(signUps)": dollars(costPer(c.adSpend, signUps)),
  "costPer(paying)": dollars(aarrrResults.costPerPaying),
  "monthlyGrossProfit": `$${monthlyGrossProfit(c.price, c.grossMargin).toFixed(2)}`,
  "paybackMonths": formatDecimal(cacPaybackMonths(aarrrResults.costPerPaying, c.price, c.grossMargin), 0),
  "lifetimeMonths": formatDecimal(1 / c.churn, 1),
  "lifetimeValue": `$${aarrrResults.lifetimeValue.toFixed(2)}`,
  "ltvToCac": formatDecimal(ltvToCac(aarrrResults.lifetimeValue, aarrrResults.costPerPaying), 1),
  "referred": count(aarrrResults.referred),
  "k": formatDecimal(aarrrResults.k, 2),
  "referredShare": formatShare(aarrrResults.referred / signUps, 1),
  "addedPaying": count(activationPaying - paying),
  "costPer(activationPaying)": dollars(costPer(c.adSpend, activationPaying)),
  "improvedLifetimeValue": dollars(grossMarginLtv(c.price, c.grossMargin, 1 / c.improvedChurn)),
  "improvedLtvToCac": formatDecimal(ltvToCac(grossMarginLtv(c.price, c.grossMargin, 1 / c.improvedChurn), costPer(c.adSpend, activationPaying)), 1),
};

export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "The budgeting app's cohort for one month, stage by stage": {
    rows: c.stages.map((stage, index) => [stage.stage, stage.definition, count(stage.people), index === 0 ? "–" : formatShare(rates[index - 1]!, 0)]),
  },
  "Two ways to add paying customers, against today": {
    rows: [
      ["Today", count(signUps), count(paying), dollars(aarrrResults.costPerPaying)],
      ["Ad budget +25%", count(adsSignUps), count(adsPaying), dollars(costPer(c.adSpend * c.budgetIncrease, adsPaying))],
      ["Activation 50%", count(signUps), count(activationPaying), dollars(costPer(c.adSpend, activationPaying))],
    ],
  },
};
