/**
 * Van Westendorp's Price Sensitivity Meter: four price answers per
 * respondent (too cheap, bargain, getting expensive, too expensive) become
 * four cumulative curves, and where a falling curve meets a rising one the
 * balance of opinion tips. The explainer and its calculator both compute
 * through this file, with the rule the explainer spells out so anyone can
 * reproduce a figure by hand:
 *
 * - the grid is every distinct price any respondent named, ascending;
 * - too cheap at P: too-cheap answer ≥ P; not cheap: bargain answer < P;
 *   not expensive: getting-expensive answer > P; too expensive:
 *   too-expensive answer ≤ P;
 * - a crossing is the first grid price where falling minus rising is zero or
 *   below, interpolated in a straight line from the price before it.
 *
 * Shares are counted in whole respondents and divided once, so a crossing
 * interpolated from counts is exact (15 + 5 × 3 ÷ 5 = 18, not 17.999…).
 */
import { parseNumberInput } from "./number-input";

export const priceFields = ["tooCheap", "cheap", "expensive", "tooExpensive"] as const;
export type PriceField = (typeof priceFields)[number];
export type PriceAnswers = Record<PriceField, number>;

/** What each answer is called on the page, in the CSV and in error messages. */
export const priceFieldLabels: Record<PriceField, string> = {
  tooCheap: "Too cheap",
  cheap: "Bargain",
  expensive: "Getting expensive",
  tooExpensive: "Too expensive",
};

/** A price a respondent can name: above zero (nothing is "free" on this scale) and at most a million in the survey's unit. */
export const priceLimits = { min: 0, max: 1_000_000 } as const;

type PriceErrors = Partial<Record<PriceField, string>>;
export type PriceValidation = { ok: true; value: PriceAnswers } | { ok: false; errors: PriceErrors };

const formatAnswer = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(value);

/**
 * Checks one respondent's four answers as typed: each a number above 0 and
 * at most 1,000,000, and rising strictly from too cheap to too expensive (a
 * respondent out of order is inconsistent, and the common practice is to
 * drop them). The message for an order problem sits on the later answer.
 */
export function validatePriceAnswers(raw: Record<PriceField, string | number>): PriceValidation {
  const errors: PriceErrors = {};
  const value: Partial<PriceAnswers> = {};
  for (const field of priceFields) {
    const label = priceFieldLabels[field];
    const parsed = parseNumberInput(raw[field]);
    if (!parsed.ok) errors[field] = parsed.reason === "empty" ? `${label} is required.` : `${label} must be a number.`;
    else if (!(parsed.value > priceLimits.min)) errors[field] = `${label} must be a price above 0.`;
    else if (parsed.value > priceLimits.max) errors[field] = `${label} can be at most ${formatAnswer(priceLimits.max)}.`;
    else value[field] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (let i = 1; i < priceFields.length; i++) {
    const before = priceFields[i - 1]!;
    const field = priceFields[i]!;
    if (!(value[field]! > value[before]!)) {
      errors[field] =
        `${priceFieldLabels[field]} (${formatAnswer(value[field]!)}) must be above ${priceFieldLabels[before]} (${formatAnswer(value[before]!)}): ` +
        "the four answers rise from too cheap to too expensive.";
      return { ok: false, errors };
    }
  }
  return { ok: true, value: value as PriceAnswers };
}

/** The four curves at one grid price: counts of respondents and the same as shares (0-1). */
export type CurvePoint = {
  price: number;
  tooCheap: number;
  notCheap: number;
  notExpensive: number;
  tooExpensive: number;
};

export type CurveName = Exclude<keyof CurvePoint, "price">;

/** The four curves at every distinct price the respondents named, as counts of respondents. */
export function curveCounts(responses: readonly PriceAnswers[]): CurvePoint[] {
  const grid = [...new Set(responses.flatMap((answer) => priceFields.map((field) => answer[field])))].sort((a, b) => a - b);
  const count = (test: (answer: PriceAnswers) => boolean) => responses.filter(test).length;
  return grid.map((price) => ({
    price,
    tooCheap: count((answer) => answer.tooCheap >= price),
    notCheap: count((answer) => answer.cheap < price),
    notExpensive: count((answer) => answer.expensive > price),
    tooExpensive: count((answer) => answer.tooExpensive <= price),
  }));
}

/** The same curves as shares of the respondents (0-1). */
export function curveShares(responses: readonly PriceAnswers[]): CurvePoint[] {
  const n = responses.length;
  return curveCounts(responses).map((point) => ({
    price: point.price,
    tooCheap: point.tooCheap / n,
    notCheap: point.notCheap / n,
    notExpensive: point.notExpensive / n,
    tooExpensive: point.tooExpensive / n,
  }));
}

/**
 * Where `falling` meets `rising`: the first grid price where falling − rising
 * is zero or below; exactly there when it is zero, else interpolated from
 * the price before it, P1 + (P2 − P1) × G1 ÷ (G1 − G2). At the lowest price
 * already: that price. Never: null (the sample is too small or too mixed).
 */
export function crossingPrice(points: readonly CurvePoint[], falling: CurveName, rising: CurveName): number | null {
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const gap = point[falling] - point[rising];
    if (gap > 0) continue;
    if (gap === 0 || i === 0) return point.price;
    const before = points[i - 1]!;
    const gapBefore = before[falling] - before[rising];
    return before.price + ((point.price - before.price) * gapBefore) / (gapBefore - gap);
  }
  return null;
}

/** The four named crossings and which curves make each. */
export const pricePoints = {
  pmc: { name: "Point of marginal cheapness", short: "PMC", falling: "tooCheap", rising: "notCheap" },
  opp: { name: "Optimal price point", short: "OPP", falling: "tooCheap", rising: "tooExpensive" },
  ipp: { name: "Indifference price point", short: "IPP", falling: "notExpensive", rising: "notCheap" },
  pme: { name: "Point of marginal expensiveness", short: "PME", falling: "notExpensive", rising: "tooExpensive" },
} as const satisfies Record<string, { name: string; short: string; falling: CurveName; rising: CurveName }>;

export type PricePointKey = keyof typeof pricePoints;

export type PriceSensitivity = {
  respondents: number;
  /** Shares (0-1) at each grid price. */
  curves: CurvePoint[];
  points: Record<PricePointKey, number | null>;
};

/** The whole analysis for a set of valid respondents (at least one). */
export function priceSensitivity(responses: readonly PriceAnswers[]): PriceSensitivity {
  if (responses.length === 0) throw new RangeError("the analysis needs at least one respondent");
  const counts = curveCounts(responses);
  const points = Object.fromEntries(
    (Object.keys(pricePoints) as PricePointKey[]).map((key) => [key, crossingPrice(counts, pricePoints[key].falling, pricePoints[key].rising)]),
  ) as Record<PricePointKey, number | null>;
  return { respondents: responses.length, curves: curveShares(responses), points };
}

/**
 * The 95% margin of error of a share near 50% (the worst case) among `n`
 * respondents, in percentage points: 1.96 × √(0.25 ÷ n) × 100.
 */
export function worstCaseMarginPoints(n: number): number {
  if (!(n >= 1)) throw new RangeError("n must be at least 1");
  return 1.96 * Math.sqrt((0.5 * 0.5) / n) * 100;
}

const cents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price with two decimals and no currency, as the calculator shows it (its answers may be in any currency): "18.00", "1,250.50". */
export function formatPrice(value: number): string {
  return cents.format(value);
}

/** A price in dollars, as the explainer's worked example states it: "$18.00". */
export function formatDollars(value: number): string {
  return `$${formatPrice(value)}`;
}

/**
 * A respondent's purchase probability at `price` under the Newton-Miller-Smith
 * extension: zero at their too-cheap and too-expensive prices, the calibrated
 * probabilities at their bargain and getting-expensive prices, straight lines
 * between, and zero outside.
 */
export function purchaseProbability(answers: PriceAnswers, atBargain: number, atExpensive: number, price: number): number {
  const knots: [number, number][] = [
    [answers.tooCheap, 0],
    [answers.cheap, atBargain],
    [answers.expensive, atExpensive],
    [answers.tooExpensive, 0],
  ];
  if (price <= knots[0]![0] || price >= knots[3]![0]) return 0;
  for (let i = 1; i < knots.length; i++) {
    const [x2, y2] = knots[i]!;
    if (price <= x2) {
      const [x1, y1] = knots[i - 1]!;
      return y1 + ((y2 - y1) * (price - x1)) / (x2 - x1);
    }
  }
  return 0;
}

/** The five ways one respondent sees a price, lowest first (the one-respondent drawing on the explainer). */
export type AnswerZoneKey = "tooCheap" | "bargain" | "normal" | "expensive" | "tooExpensive";

/**
 * How one respondent's four answers cut the price line, from 0 to `top`: too
 * cheap up to their too-cheap answer, a bargain up to their bargain answer,
 * then neither until getting expensive, then getting expensive until too
 * expensive, and too expensive above it. The same boundaries the curves count
 * by (too cheap at P: answer P or higher; too expensive at P: answer P or
 * lower), so the zones are what the curves add up across respondents.
 */
export function answerZones(answers: PriceAnswers, top: number): { key: AnswerZoneKey; from: number; to: number }[] {
  const { tooCheap, cheap, expensive, tooExpensive } = answers;
  if (!(top > tooExpensive)) throw new RangeError(`the line must run past the too-expensive answer (${tooExpensive}), got ${top}`);
  return [
    { key: "tooCheap", from: 0, to: tooCheap },
    { key: "bargain", from: tooCheap, to: cheap },
    { key: "normal", from: cheap, to: expensive },
    { key: "expensive", from: expensive, to: tooExpensive },
    { key: "tooExpensive", from: tooExpensive, to: top },
  ];
}
