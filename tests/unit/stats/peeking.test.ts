import { describe, expect, it } from "vitest";
import { firstSignificantDay, nullPValuePath, peekingFalsePositiveRate } from "@/lib/stats/peeking";
import { PEEKING_SEED, PEEKING_DAYS } from "@/components/diagrams/ab-peeking";

describe("peekingFalsePositiveRate", () => {
  // Armitage, McPherson and Rowe (1969), as tabulated in Jennison and Turnbull's "Group Sequential
  // Methods" (2000), Table 1.1: repeated two-sided tests at 5% on accumulating normal data.
  it.each([
    [1, 0.05],
    [2, 0.083],
    [3, 0.107],
    [5, 0.142],
    [10, 0.193],
    [20, 0.248],
  ])("%i equally spaced looks give about %f", (looks, published) => {
    expect(Math.abs(peekingFalsePositiveRate(looks) - published)).toBeLessThan(0.0015);
  });
  it("rises with every extra look and refuses a look count that is not a whole number of at least one", () => {
    const rates = [1, 2, 3, 4, 5].map((looks) => peekingFalsePositiveRate(looks));
    expect(rates.every((rate, index) => index === 0 || rate > rates[index - 1]!)).toBe(true);
    expect(() => peekingFalsePositiveRate(0)).toThrow(RangeError);
    expect(() => peekingFalsePositiveRate(2.5)).toThrow(RangeError);
  });
});

describe("nullPValuePath", () => {
  it("is the same path for the same seed, one p-value a day, each between 0 and 1", () => {
    const path = nullPValuePath(28, 7);
    expect(path).toEqual(nullPValuePath(28, 7));
    expect(path).toHaveLength(28);
    expect(path.every((p) => p > 0 && p <= 1)).toBe(true);
  });
  it("the A/B guide's example dips below 0.05 within its first two weeks and ends far from it, as the figure says", () => {
    const path = nullPValuePath(PEEKING_DAYS, PEEKING_SEED);
    const first = firstSignificantDay(path);
    expect(first).not.toBeNull();
    expect(first!).toBeGreaterThanOrEqual(5);
    expect(first!).toBeLessThanOrEqual(14);
    expect(path.at(-1)!).toBeGreaterThan(0.5);
  });
  it("finds no significant day on a path that never dips", () => {
    expect(firstSignificantDay([0.5, 0.2, 0.06])).toBeNull();
    expect(firstSignificantDay([0.5, 0.04, 0.2])).toBe(2);
  });
});
