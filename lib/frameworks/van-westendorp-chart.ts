/**
 * What the price-curves chart places, computed apart from the drawing so it
 * can be tested: round tick prices for the axis, each crossing's height on
 * its curves, and which of two label rows it takes so that neighbouring
 * names do not overlap.
 */
import { formatDollars, pricePoints, type CurveName, type CurvePoint, type PricePointKey } from "./van-westendorp";

export type PriceCurveLine = { curve: CurveName; label: string };

/** The legend, in the order the explainer defines the curves. */
export const priceCurveLines: readonly PriceCurveLine[] = [
  { curve: "tooCheap", label: "Too cheap" },
  { curve: "notCheap", label: "Not cheap" },
  { curve: "notExpensive", label: "Not expensive" },
  { curve: "tooExpensive", label: "Too expensive" },
];

/** Three to six round prices (steps of 1, 2, 2.5 or 5 times a power of ten) from `min` to `max`. */
export function chartTicks(min: number, max: number): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

/** A curve's share at any price: straight lines between grid prices, flat beyond the ends. */
export function curveAt(curves: readonly CurvePoint[], curve: CurveName, price: number): number {
  const first = curves[0];
  if (!first) return 0;
  if (price <= first.price) return first[curve];
  for (let i = 1; i < curves.length; i++) {
    const point = curves[i]!;
    if (price <= point.price) {
      const before = curves[i - 1]!;
      return before[curve] + ((point[curve] - before[curve]) * (price - before.price)) / (point.price - before.price);
    }
  }
  return curves[curves.length - 1]![curve];
}

export type MarkedPoint = { key: PricePointKey; short: string; price: number; shown: string; share: number; row: 0 | 1 };

/** The crossings that exist, by price, each at its height on the falling curve, alternating between two label rows. */
export function pricePointLabels(
  points: Readonly<Record<PricePointKey, number | null>>,
  curves: readonly CurvePoint[],
  format: (price: number) => string = formatDollars,
): MarkedPoint[] {
  return (Object.keys(pricePoints) as PricePointKey[])
    .flatMap((key) => {
      const price = points[key];
      return price === null ? [] : [{ key, price }];
    })
    .sort((a, b) => a.price - b.price)
    .map(({ key, price }, index) => ({
      key,
      short: pricePoints[key].short,
      price,
      shown: format(price),
      share: curveAt(curves, pricePoints[key].falling, price),
      row: (index % 2) as 0 | 1,
    }));
}
