import { describe, expect, it } from "vitest";
import { extraVolumeForGrossProfit, extraVolumeForRevenue, freeMonthsDiscount } from "@/lib/pricing/discount";

describe("what a discount costs", () => {
  it("a 20% discount needs 25% more sales to keep revenue level", () => {
    expect(extraVolumeForRevenue(0.2)).toBeCloseTo(0.25, 12);
  });

  it("at an 80% gross margin it needs a third more sales to keep gross profit level", () => {
    expect(extraVolumeForGrossProfit(0.2, 0.8)).toBeCloseTo(1 / 3, 12);
    // The thinner the margin, the more a discount costs.
    expect(extraVolumeForGrossProfit(0.2, 0.4)).toBeCloseTo(1, 12);
    expect(extraVolumeForGrossProfit(0.5, 0.4)).toBe(Number.POSITIVE_INFINITY);
  });

  it("two months free on an annual prepayment is a 2 ÷ 12 discount, about 17%", () => {
    expect(Math.round(freeMonthsDiscount(2) * 100)).toBe(17);
  });

  it("no discount needs no extra volume; a discount of 100% or more is rejected", () => {
    expect(extraVolumeForRevenue(0)).toBe(0);
    expect(() => extraVolumeForRevenue(1)).toThrow(RangeError);
    expect(() => freeMonthsDiscount(13)).toThrow(RangeError);
  });
});
