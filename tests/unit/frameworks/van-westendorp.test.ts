import { describe, expect, it } from "vitest";
import {
  crossingPrice,
  curveCounts,
  formatDollars,
  formatPrice,
  priceSensitivity,
  purchaseProbability,
  validatePriceAnswers,
  worstCaseMarginPoints,
  type CurvePoint,
  type PriceAnswers,
} from "@/lib/frameworks/van-westendorp";
import { quilloPilot } from "@/content/frameworks/van-westendorp-example";
import { chartTicks, curveAt, pricePointLabels } from "@/lib/frameworks/van-westendorp-chart";

const answers = (tooCheap: number, cheap: number, expensive: number, tooExpensive: number): PriceAnswers => ({ tooCheap, cheap, expensive, tooExpensive });

/**
 * A small set checked by hand. Three respondents:
 *   A: 10, 20, 30, 40   B: 20, 30, 40, 50   C: 10, 30, 40, 60
 * Grid 10..60. At 20: too cheap (≥ 20) B = 1; not cheap (< 20) none = 0;
 * not expensive (> 20) all = 3; too expensive (≤ 20) none = 0.
 * At 30: too cheap 0; not cheap (bargain < 30) A = 1; not expensive (> 30) B, C = 2; too expensive 0.
 * At 40: not cheap 3; not expensive 0; too expensive (≤ 40) A = 1.
 * At 50: too expensive A, B = 2. At 60: 3.
 * PMC (too cheap − not cheap): 10 → 3 − 0 = 3, 20 → 1 − 0 = 1, 30 → 0 − 1 = −1: 20 + 10 × 1 ÷ 2 = 25.
 * OPP (too cheap − too expensive): 30 → 0 − 0 = 0: exactly 30.
 * IPP (not expensive − not cheap): 30 → 2 − 1 = 1, 40 → 0 − 3 = −3: 30 + 10 × 1 ÷ 4 = 32.5.
 * PME (not expensive − too expensive): 30 → 2 − 0 = 2, 40 → 0 − 1 = −1: 30 + 10 × 2 ÷ 3 = 36.67.
 */
const hand = [answers(10, 20, 30, 40), answers(20, 30, 40, 50), answers(10, 30, 40, 60)];

describe("Van Westendorp price sensitivity", () => {
  it("counts the four curves at every price named, by hand", () => {
    expect(curveCounts(hand)).toEqual([
      { price: 10, tooCheap: 3, notCheap: 0, notExpensive: 3, tooExpensive: 0 },
      { price: 20, tooCheap: 1, notCheap: 0, notExpensive: 3, tooExpensive: 0 },
      { price: 30, tooCheap: 0, notCheap: 1, notExpensive: 2, tooExpensive: 0 },
      { price: 40, tooCheap: 0, notCheap: 3, notExpensive: 0, tooExpensive: 1 },
      { price: 50, tooCheap: 0, notCheap: 3, notExpensive: 0, tooExpensive: 2 },
      { price: 60, tooCheap: 0, notCheap: 3, notExpensive: 0, tooExpensive: 3 },
    ]);
  });

  it("finds the four crossings of the hand-checked set", () => {
    const { points, respondents, curves } = priceSensitivity(hand);
    expect(respondents).toBe(3);
    expect(points.pmc).toBe(25);
    expect(points.opp).toBe(30);
    expect(points.ipp).toBe(32.5);
    expect(points.pme).toBeCloseTo(36.667, 3);
    expect(curves[1]).toEqual({ price: 20, tooCheap: 1 / 3, notCheap: 0, notExpensive: 1, tooExpensive: 0 });
  });

  it("reports the lowest price when a gap starts at or below zero, and null when it never gets there", () => {
    const points: CurvePoint[] = [
      { price: 5, tooCheap: 0, notCheap: 1, notExpensive: 2, tooExpensive: 0 },
      { price: 9, tooCheap: 0, notCheap: 1, notExpensive: 1, tooExpensive: 0 },
    ];
    expect(crossingPrice(points, "tooCheap", "notCheap")).toBe(5);
    expect(crossingPrice(points, "notExpensive", "tooExpensive")).toBeNull();
  });

  it("gives the explainer's pilot its four points ($18, $22.50, $26, $32.50)", () => {
    expect(priceSensitivity(quilloPilot).points).toEqual({ pmc: 18, opp: 22.5, ipp: 26, pme: 32.5 });
  });

  it("needs at least one respondent", () => {
    expect(() => priceSensitivity([])).toThrow(RangeError);
  });

  it("validates one respondent: numbers, limits and the four answers rising", () => {
    expect(validatePriceAnswers({ tooCheap: "5", cheap: "10", expensive: "15", tooExpensive: "20" })).toEqual({ ok: true, value: answers(5, 10, 15, 20) });
    expect(validatePriceAnswers({ tooCheap: "", cheap: "x", expensive: "0", tooExpensive: "2000000" })).toEqual({
      ok: false,
      errors: {
        tooCheap: "Too cheap is required.",
        cheap: "Bargain must be a number.",
        expensive: "Getting expensive must be a price above 0.",
        tooExpensive: "Too expensive can be at most 1,000,000.",
      },
    });
    expect(validatePriceAnswers({ tooCheap: "15", cheap: "12", expensive: "30", tooExpensive: "40" })).toEqual({
      ok: false,
      errors: { cheap: "Bargain (12) must be above Too cheap (15): the four answers rise from too cheap to too expensive." },
    });
    // Equal answers are out of order too: a bargain price cannot also be too cheap.
    expect(validatePriceAnswers({ tooCheap: "10", cheap: "20", expensive: "30", tooExpensive: "30" }).ok).toBe(false);
  });

  it("gives the worst-case margin of error of a share", () => {
    expect(worstCaseMarginPoints(10)).toBeCloseTo(30.99, 2);
    expect(worstCaseMarginPoints(100)).toBeCloseTo(9.8, 10);
    expect(worstCaseMarginPoints(400)).toBeCloseTo(4.9, 10);
  });

  it("interpolates a Newton-Miller-Smith purchase probability", () => {
    const respondent = answers(10, 20, 30, 35);
    expect(purchaseProbability(respondent, 0.5, 0.3, 25)).toBeCloseTo(0.4, 10);
    expect(purchaseProbability(respondent, 0.5, 0.3, 32.5)).toBeCloseTo(0.15, 10);
    expect(purchaseProbability(respondent, 0.5, 0.3, 10)).toBe(0);
    expect(purchaseProbability(respondent, 0.5, 0.3, 50)).toBe(0);
  });

  it("formats prices with two decimals", () => {
    expect(formatDollars(18)).toBe("$18.00");
    expect(formatPrice(1250.5)).toBe("1,250.50");
  });
});

describe("the price-curves chart's layout", () => {
  it("picks round ticks", () => {
    expect(chartTicks(5, 45)).toEqual([10, 20, 30, 40]);
    expect(chartTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(chartTicks(3, 3)).toEqual([3]);
  });

  it("places each crossing on its curve and alternates the label rows by price", () => {
    const { curves, points } = priceSensitivity(hand);
    expect(curveAt(curves, "tooCheap", 25)).toBeCloseTo(1 / 6, 10);
    const labels = pricePointLabels(points, curves);
    expect(labels.map((label) => [label.short, label.shown, label.row])).toEqual([
      ["PMC", "$25.00", 0],
      ["OPP", "$30.00", 1],
      ["IPP", "$32.50", 0],
      ["PME", "$36.67", 1],
    ]);
  });
});

describe("answerZones: how one respondent's four answers cut the price line", () => {
  it("runs from 0 to the top in five zones that meet at the four answers", async () => {
    const { answerZones } = await import("@/lib/frameworks/van-westendorp");
    const zones = answerZones({ tooCheap: 10, cheap: 15, expensive: 30, tooExpensive: 40 }, 50);
    expect(zones.map((zone) => zone.key)).toEqual(["tooCheap", "bargain", "normal", "expensive", "tooExpensive"]);
    expect(zones.map((zone) => [zone.from, zone.to])).toEqual([
      [0, 10],
      [10, 15],
      [15, 30],
      [30, 40],
      [40, 50],
    ]);
  });
  it("refuses a line that stops at or before the too-expensive answer", async () => {
    const { answerZones } = await import("@/lib/frameworks/van-westendorp");
    expect(() => answerZones({ tooCheap: 10, cheap: 15, expensive: 30, tooExpensive: 40 }, 40)).toThrow(RangeError);
  });
});
