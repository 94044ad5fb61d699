import { describe, expect, it } from "vitest";
import { proportionMargin, respondentsForMargin } from "@/lib/stats/proportion";

describe("proportionMargin", () => {
  it("gives the textbook worst-case margins at 95%", () => {
    // 1.96 × √(0.25 ÷ n): 100 → 0.098, 400 → 0.049, 1,000 → 0.031.
    expect(proportionMargin(0.5, 100)).toBeCloseTo(0.098, 3);
    expect(proportionMargin(0.5, 400)).toBeCloseTo(0.049, 3);
    expect(proportionMargin(0.5, 1000)).toBeCloseTo(0.031, 3);
  });

  it("is smaller away from 50% and wider at higher confidence", () => {
    expect(proportionMargin(0.1, 100)).toBeLessThan(proportionMargin(0.5, 100));
    expect(proportionMargin(0.5, 100, 0.99)).toBeGreaterThan(proportionMargin(0.5, 100));
  });

  it("refuses impossible inputs with a clear message", () => {
    expect(() => proportionMargin(1.2, 100)).toThrow(/fraction/);
    expect(() => proportionMargin(0.5, 0)).toThrow(/positive whole number/);
    expect(() => proportionMargin(0.5, 10.5)).toThrow(/positive whole number/);
    expect(() => proportionMargin(0.5, 100, 1)).toThrow(/confidence/);
  });
});

describe("respondentsForMargin", () => {
  it("inverts the margin: ±5 points at 50% needs 385 people, ±10 points 97", () => {
    expect(respondentsForMargin(0.05)).toBe(385);
    expect(respondentsForMargin(0.1)).toBe(97);
    expect(proportionMargin(0.5, respondentsForMargin(0.05))).toBeLessThanOrEqual(0.05);
    expect(proportionMargin(0.5, respondentsForMargin(0.05) - 1)).toBeGreaterThan(0.05);
  });

  it("refuses a margin outside 0 to 1", () => {
    expect(() => respondentsForMargin(0)).toThrow(/margin/);
  });
});
