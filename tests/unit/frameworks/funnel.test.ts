import { describe, expect, it } from "vitest";
import { costPer, simpleLifetimeValue, stepRates, throughFunnel } from "@/lib/frameworks/funnel";

describe("funnel arithmetic", () => {
  it("gives each step's rate", () => {
    expect(stepRates([60000, 9000, 3600, 1980, 396])).toEqual([0.15, 0.4, 0.55, 0.2]);
    expect(() => stepRates([0, 1])).toThrow(RangeError);
  });

  it("gives cost per stage and a simple lifetime value", () => {
    expect(costPer(36000, 9000)).toBe(4);
    expect(costPer(36000, 396)).toBeCloseTo(90.91, 2);
    expect(simpleLifetimeValue(5, 0.08)).toBeCloseTo(62.5, 10);
    expect(simpleLifetimeValue(5, 0.05)).toBeCloseTo(100, 10);
    expect(() => simpleLifetimeValue(5, 0)).toThrow(RangeError);
  });

  it("carries entrants through the step rates", () => {
    expect(throughFunnel(9000, [0.4, 0.55, 0.2])).toBeCloseTo(396, 9);
    expect(throughFunnel(9000, [0.5, 0.55, 0.2])).toBeCloseTo(495, 9);
  });
});
