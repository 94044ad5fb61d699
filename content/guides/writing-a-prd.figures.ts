import { effortShares, plannedEffort, type MoscowItem } from "@/lib/frameworks/moscow";
import { formatNumber, formatPercent } from "@/lib/frameworks/worked-example";
import { blendedRate, capacity, narrowed, percentOf, roundTo } from "@/lib/guides/planning";

/**
 * Writing a PRD: the worked example's figures (Cartwheel, a fictional
 * grocery app), computed from its evidence with lib/guides/planning.ts and
 * the MoSCoW effort rules of lib/frameworks/moscow.ts.
 */

/** What the PRD's evidence section reports. */
export const cartwheel = {
  ordersPerWeek: 120_000,
  stockoutShare: 0.18,
  rejectionToday: 0.35,
  /** Goods written off plus support time, per order with a rejection, in dollars. */
  costPerRejection: 9.4,
  conciergeTexted: 400,
  conciergeReplyShare: 0.71,
  /** Customers with push notifications on: the ones the target counts. */
  pushShare: 0.7,
  rejectionTarget: 0.2,
  /** The picking-time guardrail's limit, and what a picker-hour costs. */
  extraPickMinutes: 1,
  pickerHourly: 18,
  engineers: 4,
  cycleWeeks: 6,
} as const;

/** The requirements, each with its MoSCoW priority and engineering's estimate in engineer-weeks. */
export const prdRequirements: (MoscowItem & { id: string })[] = [
  { id: "R1", name: "Notify the customer within 30 s of a stock-out, with the suggested substitute", category: "must", effort: 3 },
  { id: "R2", name: "Customer accepts it, picks one of 2 others or takes a refund; default after 5 min", category: "must", effort: 4 },
  { id: "R3", name: "Picker app shows the customer's choice as it is made", category: "must", effort: 3 },
  { id: "R4", name: 'Saved per-item preferences, such as "never substitute"', category: "should", effort: 3 },
  { id: "R5", name: "Text-message fallback for customers with push off", category: "should", effort: 3 },
  { id: "R6", name: "Photo of each proposed substitute", category: "could", effort: 2 },
  { id: "R7", name: "Price difference shown on each option", category: "could", effort: 2 },
];

const c = cartwheel;
const stockoutOrders = narrowed(c.ordersPerWeek, c.stockoutShare);
const rejectedOrders = narrowed(stockoutOrders, c.rejectionToday);
const reached = narrowed(stockoutOrders, c.pushShare);
const rejectedReachedToday = narrowed(reached, c.rejectionToday);
const rejectedReachedTarget = narrowed(reached, c.rejectionTarget);
const avoided = narrowed(reached, c.rejectionToday - c.rejectionTarget);
const weeklySaving = avoided * c.costPerRejection;
/** The primary metric: the rejection rate across all out-of-stock orders, reached or not, in percent. */
const blendedTarget = blendedRate(c.pushShare, c.rejectionTarget * 100, c.rejectionToday * 100);
const pickerHours = (stockoutOrders * c.extraPickMinutes) / 60;
const team = capacity(c.engineers, c.cycleWeeks, 0);
const planned = plannedEffort(prdRequirements);
const slack = team.available - planned;
const shares = effortShares(prdRequirements);

const count = (value: number) => formatNumber(Math.round(value));
const dollars = (value: number) => `$${formatNumber(roundTo(value, 100))}`;
const percent = (share: number) => formatPercent(Math.round(share * 1000) / 10);
const priority = { must: "Must", should: "Should", could: "Could", wont: "Won't" } as const;

/** The primary metric's move, for the diagram's example chip. */
export const prdMetricMove = { from: percent(c.rejectionToday), to: formatPercent(blendedTarget) } as const;

/** Every computed figure content/guides/writing-a-prd.md states, by the expression in its :calc[shown]{expr="..."}. */
export const figures: Readonly<Record<string, unknown>> = {
  "count(stockoutOrders)": count(stockoutOrders),
  "count(rejectedOrders)": count(rejectedOrders),
  "dollars(rejectedOrders * costPerRejection)": dollars(rejectedOrders * c.costPerRejection),
  "count(conciergeReplies)": count(c.conciergeTexted * c.conciergeReplyShare),
  "count(avoided)": count(avoided),
  "dollars(weeklySaving)": dollars(weeklySaving),
  "millions(weeklySaving * 52)": `$${formatNumber(roundTo(weeklySaving * 52, 10_000) / 1_000_000)}`,
  "percent(1 - pushShare)": percent(1 - c.pushShare),
  "formatPercent(blendedTarget)": formatPercent(blendedTarget),
  "count(pickerHours)": count(pickerHours),
  "dollars(pickerHours * pickerHourly)": `$${formatNumber(Math.round(pickerHours * c.pickerHourly))}`,
  "formatNumber(team.available)": formatNumber(team.available),
  "formatNumber(plannedEffort(prdRequirements))": formatNumber(planned),
  "formatNumber(slack)": formatNumber(slack),
  "percentOf(slack, team.available)": `${percentOf(slack, team.available)}%`,
  "percentOf(must, planned)": `${Math.round(shares.must)}%`,
  "percentOf(could, planned)": `${Math.round(shares.could)}%`,
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Out-of-stock orders each week, reached and rejected": {
    rows: [
      ["All orders", "Order data", count(c.ordersPerWeek)],
      ["With an out-of-stock item", `${percent(c.stockoutShare)} of orders`, count(stockoutOrders)],
      ["Reached (push on)", `${percent(c.pushShare)} of those`, count(reached)],
      ["Rejected today", `${percent(c.rejectionToday)} of reached`, count(rejectedReachedToday)],
      ["Rejected at target", `${percent(c.rejectionTarget)} of reached`, count(rejectedReachedTarget)],
      ["Rejections avoided", "Difference", count(avoided)],
    ],
  },
  "Requirements, with priority and effort in engineer-weeks": {
    rows: prdRequirements.map((item) => [item.id, item.name, priority[item.category], formatNumber(item.effort)]),
  },
};
