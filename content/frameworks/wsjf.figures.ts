import { formatMoney } from "@/lib/frameworks/market-sizing";
import { cd3, costOfDelay, finishTimes, formatWsjf, orderByWsjf, perWeek, sequenceDelayCost, waitingCost, wsjfScaleText, wsjfScore, type QueuedJob } from "@/lib/frameworks/wsjf";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { wsjfDeadlines, wsjfJob, wsjfMoneyCheck, wsjfWorkedExample, type WsjfJob } from "./wsjf-example";

/**
 * WSJF explainer (static layout, drawn diagram). The worked example's table,
 * the delay costs of the two orders and the money check are computed from
 * lib/frameworks/wsjf.ts, the code the calculator runs.
 */

type Queued = QueuedJob & { job: WsjfJob };
const queued = (job: WsjfJob): Queued => ({ job, costOfDelay: costOfDelay(job), duration: job.size });

/** Each size point treated as a week of the team's time. */
const jobs = wsjfWorkedExample.map(queued);
export const wsjfOrder = orderByWsjf(jobs);
/** Biggest cost of delay first, ignoring size: the order WSJF is compared with. */
export const costOfDelayOrder = [...jobs].sort((a, b) => b.costOfDelay - a.costOfDelay);
const eInvoicing = wsjfJob("E-invoicing format");

function finishWeek(order: readonly Queued[], job: WsjfJob): number {
  const index = order.findIndex((entry) => entry.job === job);
  if (index < 0) throw new Error(`${job.name} is not in the order`);
  return finishTimes(order)[index]!;
}

const wholePercent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const { ssoDealsPerYear, ssoWeeks, migrationCostPerWeek, migrationWeeks } = wsjfMoneyCheck;
const sso: QueuedJob = { costOfDelay: perWeek(ssoDealsPerYear), duration: ssoWeeks };
const migration: QueuedJob = { costOfDelay: migrationCostPerWeek, duration: migrationWeeks };
export const ssoFirst = [sso, migration];
export const migrationFirst = [migration, sso];

/**
 * Every computed figure content/frameworks/wsjf.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculator runs, and fails on a figure
 * that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  wsjfScaleText,
  "formatNumber(sequenceDelayCost(wsjfOrder))": formatNumber(sequenceDelayCost(wsjfOrder)),
  "formatNumber(sequenceDelayCost(costOfDelayOrder))": formatNumber(sequenceDelayCost(costOfDelayOrder)),
  "wholePercent(1 - sequenceDelayCost(wsjfOrder) / sequenceDelayCost(costOfDelayOrder))": wholePercent(1 - sequenceDelayCost(wsjfOrder) / sequenceDelayCost(costOfDelayOrder)),
  "finishWeek(wsjfOrder, eInvoicing)": finishWeek(wsjfOrder, eInvoicing),
  "wsjfDeadlines.eInvoicingWeeks - finishWeek(wsjfOrder, eInvoicing)": wsjfDeadlines.eInvoicingWeeks - finishWeek(wsjfOrder, eInvoicing),
  "formatMoney(perWeek(ssoDealsPerYear))": formatMoney(perWeek(ssoDealsPerYear)),
  "formatNumber(Math.round(cd3(perWeek(ssoDealsPerYear), ssoWeeks)))": formatNumber(Math.round(cd3(perWeek(ssoDealsPerYear), ssoWeeks))),
  "formatNumber(Math.round(cd3(migrationCostPerWeek, migrationWeeks)))": formatNumber(Math.round(cd3(migrationCostPerWeek, migrationWeeks))),
  "formatMoney(waitingCost(ssoFirst))": formatMoney(waitingCost(ssoFirst)),
  "formatMoney(waitingCost(migrationFirst))": formatMoney(waitingCost(migrationFirst)),
  "formatMoney(waitingCost(migrationFirst) - waitingCost(ssoFirst))": formatMoney(waitingCost(migrationFirst) - waitingCost(ssoFirst)),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Fleetline's six candidates, highest WSJF first": {
    rows: wsjfOrder.map(({ job }) => [job.name, `${job.value} + ${job.time} + ${job.risk}`, String(costOfDelay(job)), String(job.size), formatWsjf(wsjfScore(job))]),
  },
};
