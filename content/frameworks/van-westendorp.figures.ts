import { formatDecimal } from "@/lib/stats/format";
import { formatPercent } from "@/lib/frameworks/worked-example";
import {
  curveCounts,
  formatDollars,
  priceSensitivity,
  pricePoints,
  purchaseProbability,
  worstCaseMarginPoints,
  type CurveName,
  type PricePointKey,
} from "@/lib/frameworks/van-westendorp";
import { quilloPilot } from "./van-westendorp-example";

/**
 * Van Westendorp explainer (static layout, drawn diagram). Original writing.
 * Quillo's pilot answers (van-westendorp-example.ts) go through
 * lib/frameworks/van-westendorp.ts, the calculator's own functions: the
 * shares table, every gap and crossing, the range and the
 * Newton-Miller-Smith probabilities below are what the calculator gives.
 */

const analysis = priceSensitivity(quilloPilot);
const counts = curveCounts(quilloPilot);
const n = quilloPilot.length;

/** A curve's share at a grid price, in whole percent as the table prints it. */
function percentAt(price: number, curve: CurveName): number {
  const point = counts.find((entry) => entry.price === price);
  if (!point) throw new Error(`$${price} is not a price the pilot named`);
  return (point[curve] / n) * 100;
}

const minus = (value: number) => (value < 0 ? `−${formatDecimal(-value, 2)}` : formatDecimal(value, 2));

/** The gap at a price, in percentage points, as a sum: "40 − 10 = 30". */
function gapWorking(key: PricePointKey, price: number): string {
  const { falling, rising } = pricePoints[key];
  const [a, b] = [percentAt(price, falling), percentAt(price, rising)];
  return `${formatDecimal(a, 2)} − ${formatDecimal(b, 2)} = ${minus(a - b)}`;
}

function point(key: PricePointKey): number {
  const value = analysis.points[key];
  if (value === null) throw new Error(`the pilot has no ${key}`);
  return value;
}

/** The interpolation for a crossing between two grid prices: "15 + 5 × 30 ÷ (30 + 20) = $18.00". */
function crossingWorking(key: PricePointKey): string {
  const { falling, rising } = pricePoints[key];
  const at = counts.findIndex((entry) => entry[falling] - entry[rising] <= 0);
  const [before, after] = [counts[at - 1]!, counts[at]!];
  const g1 = percentAt(before.price, falling) - percentAt(before.price, rising);
  const g2 = percentAt(after.price, falling) - percentAt(after.price, rising);
  return `${before.price} + ${after.price - before.price} × ${formatDecimal(g1, 2)} ÷ (${formatDecimal(g1, 2)} + ${formatDecimal(-g2, 2)}) = ${formatDollars(point(key))}`;
}

/** Respondent 4 (too cheap $10, bargain $20, getting expensive $30, too expensive $35), "probably" (50%) at $20, "might or might not" (30%) at $30. */
const respondent4 = quilloPilot[3]!;
/** The calibrated purchase probabilities: "probably" at the bargain price, "might or might not" at the getting-expensive one. */
const calibration = { atBargain: 0.5, atExpensive: 0.3 } as const;
const nms = (price: number) => formatPercent(Math.round(purchaseProbability(respondent4, calibration.atBargain, calibration.atExpensive, price) * 1e9) / 1e7);
/**
 * "50 + (30 − 50) × 5 ÷ 10 = 40%": the straight line between respondent 4's
 * bargain and getting-expensive prices, where `price` lies, in percentage points.
 */
function nmsWorking(price: number): string {
  if (!(price > respondent4.cheap && price < respondent4.expensive)) throw new Error("the NMS working is written for a price between the bargain and getting-expensive answers");
  const [atBargain, atExpensive] = [calibration.atBargain, calibration.atExpensive].map((probability) => Math.round(probability * 100));
  return `${atBargain} + (${atExpensive} − ${atBargain}) × ${price - respondent4.cheap} ÷ ${respondent4.expensive - respondent4.cheap} = ${nms(price)}`;
}

const curvesInOrder: CurveName[] = ["tooCheap", "notCheap", "notExpensive", "tooExpensive"];

/**
 * Every computed figure content/frameworks/van-westendorp.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "margin(10)": formatDecimal(worstCaseMarginPoints(10), 0),
  "margin(100)": formatDecimal(worstCaseMarginPoints(100), 1),
  "margin(400)": formatDecimal(worstCaseMarginPoints(400), 1),
  "shareAt(20, 'tooCheap')": formatPercent(percentAt(20, "tooCheap")),
  "shareAt(20, 'notCheap')": formatPercent(percentAt(20, "notCheap")),
  "shareAt(20, 'notExpensive')": formatPercent(percentAt(20, "notExpensive")),
  "shareAt(20, 'tooExpensive')": formatPercent(percentAt(20, "tooExpensive")),
  "gapWorking('pmc', 15)": gapWorking("pmc", 15),
  "gapWorking('pmc', 20)": gapWorking("pmc", 20),
  "crossingWorking('pmc')": crossingWorking("pmc"),
  "gapWorking('opp', 20)": gapWorking("opp", 20),
  "gapWorking('opp', 25)": gapWorking("opp", 25),
  "crossingWorking('opp')": crossingWorking("opp"),
  "gapWorking('ipp', 25)": gapWorking("ipp", 25),
  "gapWorking('ipp', 30)": gapWorking("ipp", 30),
  "crossingWorking('ipp')": crossingWorking("ipp"),
  "gapWorking('pme', 30)": gapWorking("pme", 30),
  "gapWorking('pme', 35)": gapWorking("pme", 35),
  "crossingWorking('pme')": crossingWorking("pme"),
  "point('pmc')": formatDollars(point("pmc")),
  "point('opp')": formatDollars(point("opp")),
  "point('ipp')": formatDollars(point("ipp")),
  "point('pme')": formatDollars(point("pme")),
  "point('pme') - point('pmc')": formatDollars(point("pme") - point("pmc")),
  "nmsWorking(25)": nmsWorking(25),
  "nms(point('pme'))": nms(point("pme")),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Quillo's pilot: ten freelancers' four price answers, in dollars per month": {
    rows: quilloPilot.map((answers, index) => [index + 1, answers.tooCheap, answers.cheap, answers.expensive, answers.tooExpensive]),
  },
  "The four curves at each price named: the share of the ten respondents": {
    headers: ["Price", "Too cheap", "Not cheap", "Not expensive", "Too expensive"],
    rows: counts.map((entry) => [`$${entry.price}`, ...curvesInOrder.map((curve) => formatPercent(percentAt(entry.price, curve)))]),
  },
};
