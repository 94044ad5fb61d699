import { describe, expect, it } from "vitest";
import { accountsKeptPerYear, blendedRate, capacity, narrowed, percentOf, roundTo, weeksToDeliver } from "@/lib/guides/planning";

describe("guide planning arithmetic", () => {
  it("narrows a base by each share in turn", () => {
    expect(Math.round(narrowed(120_000, 0.18, 0.7))).toBe(15_120);
    expect(narrowed(500)).toBe(500);
  });

  it("blends the rate of the reached and the unreached share", () => {
    expect(blendedRate(0.7, 20, 35)).toBeCloseTo(24.5, 10);
    expect(blendedRate(1, 20, 35)).toBe(20);
    expect(() => blendedRate(1.2, 20, 35)).toThrow(RangeError);
  });

  it("rounds to a step and states a share in whole percent", () => {
    expect(roundTo(71_064, 100)).toBe(71_100);
    expect(roundTo(21_319.2, 100)).toBe(21_300);
    expect(() => roundTo(5, 0)).toThrow(RangeError);
    expect(percentOf(64, 144)).toBe(44);
    expect(percentOf(4, 24)).toBe(17);
    expect(() => percentOf(1, 0)).toThrow(RangeError);
  });

  it("nets a reserve out of a team's capacity", () => {
    expect(capacity(15, 12, 0.2)).toEqual({ gross: 180, reserve: 36, available: 144 });
    expect(capacity(4, 6, 0)).toEqual({ gross: 24, reserve: 0, available: 24 });
    expect(() => capacity(4, 6, 1)).toThrow(RangeError);
  });

  it("turns a size into calendar weeks at the time left after the reserve", () => {
    expect(weeksToDeliver(24, 5, 0.2)).toBeCloseTo(6, 10);
    expect(() => weeksToDeliver(24, 0, 0.2)).toThrow(RangeError);
  });

  it("estimates the accounts a lower churn keeps in a year", () => {
    expect(accountsKeptPerYear(600, 0.024, 0.018)).toBe(43);
  });
});
