/**
 * The numbers behind the WSJF explainer's worked example (Fleetline, a
 * fictional fleet-maintenance product). The explainer computes its tables and
 * sums from these with the lib/ functions the calculator runs, and the
 * calculator starts from them, so the text, the tables and the live numbers
 * cannot drift apart.
 */
import type { WsjfInput, WsjfItemDraft } from "@/lib/frameworks/wsjf";

export type WsjfJob = { name: string } & WsjfInput;

/** The six candidates, scored column by column relative to each column's smallest item. */
export const wsjfWorkedExample: WsjfJob[] = [
  { name: "CSV vehicle import", value: 5, time: 3, risk: 1, size: 1 },
  { name: "Job-queue migration", value: 1, time: 8, risk: 13, size: 3 },
  { name: "Single sign-on", value: 8, time: 8, risk: 8, size: 5 },
  { name: "E-invoicing format", value: 8, time: 20, risk: 3, size: 8 },
  { name: "Offline mode", value: 13, time: 5, risk: 5, size: 13 },
  { name: "Predictive alerts", value: 20, time: 1, risk: 13, size: 20 },
];

export function wsjfJob(name: string): WsjfJob {
  const job = wsjfWorkedExample.find((entry) => entry.name === name);
  if (!job) throw new Error(`No WSJF worked-example job named "${name}"`);
  return job;
}

/** The e-invoicing tax rule takes effect in this many weeks; the library loses security support in this many. */
export const wsjfDeadlines = { eInvoicingWeeks: 20, migrationSupportWeeks: 12 } as const;

/**
 * The page's opening drawing: two invented jobs where the one with the
 * larger cost of delay a week should still wait, because it takes three times
 * as long (CD3 1,000 against 667): the order visibly matters before the
 * reader has met the worked example, whose two jobs tie.
 */
export const wsjfHeroJobs = [
  { name: "Bug fix", duration: 2, costOfDelay: 2_000 },
  { name: "Reports", duration: 6, costOfDelay: 4_000 },
] as const;

/** The money check on SSO against the migration: deals waiting a year, the migration's expected cost a week, and each job's weeks. */
export const wsjfMoneyCheck = { ssoDealsPerYear: 180_000, ssoWeeks: 5, migrationCostPerWeek: 2_000, migrationWeeks: 3 } as const;

/**
 * Starting rows for the calculator: four of the six jobs, in an order that
 * is not the ranking, so the visitor sees the calculator sort them.
 */
export const wsjfExampleItems: WsjfItemDraft[] = ["Predictive alerts", "E-invoicing format", "Single sign-on", "CSV vehicle import"].map((name) => {
  const { value, time, risk, size } = wsjfJob(name);
  return { name, value: String(value), time: String(time), risk: String(risk), size: String(size) };
});
