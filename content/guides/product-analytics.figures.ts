import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal, formatShare } from "@/lib/stats/format";
import { twoGroupMix } from "@/lib/stats/mix";
import { schedulingFunnel as ex } from "./examples";

/**
 * The product analytics guide's worked example: every share is a ratio of the example's counts,
 * printed with lib/stats/format, and the predicted week-8 retention is a two-group mix (lib/stats/mix).
 */
const [created, addedStaff, published, weekTwo] = ex.steps.map((step) => step.accounts) as [number, number, number, number];
const [imported, typed] = ex.staffMethods;
const activated = published / created;
const pct = (part: number, whole: number) => formatShare(part / whole, 0);
const cohortCell = (count: number | null, accounts: number) => (count === null ? "not yet" : `${formatNumber(count)} (${pct(count, accounts)})`);

export const figures: Readonly<Record<string, unknown>> = {
  "stepConversion(addedStaff)": pct(addedStaff, created),
  "stepConversion(published)": pct(published, addedStaff),
  "stepConversion(weekTwo)": pct(weekTwo, published),
  "share(published of created)": pct(published, created),
  "share(weekTwo of created)": pct(weekTwo, created),
  "lost(created to addedStaff)": formatNumber(created - addedStaff),
  "lost(addedStaff to published)": formatNumber(addedStaff - published),
  "staffRate(imported)": pct(imported.addedStaff, imported.accounts),
  "staffRate(typed)": pct(typed.addedStaff, typed.accounts),
  "share(imported accounts of created)": pct(imported.accounts, created),
  "activatedShare": formatDecimal(activated, 2),
  "1 - activatedShare": formatDecimal(1 - activated, 2),
  "twoGroupMix(activatedShare, week8Retention)": formatShare(twoGroupMix(activated, ex.week8Retention.activated, ex.week8Retention.notActivated) / 100, 0),
  ...Object.fromEntries(
    ex.cohorts.flatMap((cohort) =>
      cohort.weeks.flatMap((count, i) => (count === null ? [] : [[`cohortShare(${cohort.short}, week ${ex.cohortWeeks[i]})`, pct(count, cohort.accounts)]])),
    ),
  ),
  "dau / mau": pct(ex.actives.dau, ex.actives.mau),
  "wau / mau": pct(ex.actives.wau, ex.actives.mau),
  "missedEvents / database": pct(ex.reconciliation.database - ex.reconciliation.events, ex.reconciliation.database),
  "dropOff(created to addedStaff)": pct(created - addedStaff, created),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Activation funnel, January and February sign-ups": {
    rows: ex.steps.map((step, i) => [step.name, formatNumber(step.accounts), i === 0 ? "\u2013" : pct(step.accounts, ex.steps[i - 1]!.accounts)]),
  },
  "Added 3+ staff, by how staff were added": {
    rows: ex.staffMethods.map((row) => [row.method, formatNumber(row.accounts), formatNumber(row.addedStaff), pct(row.addedStaff, row.accounts)]),
  },
  "Accounts publishing a schedule, by weekly cohort": {
    headers: ["Cohort", "Accounts", ...ex.cohortWeeks.map((week) => `Week ${week}`)],
    rows: ex.cohorts.map((cohort) => [cohort.label, formatNumber(cohort.accounts), ...cohort.weeks.map((count) => cohortCell(count, cohort.accounts))]),
  },
};
