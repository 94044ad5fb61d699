import { describe, expect, it } from "vitest";
import { annualRecurringRevenue, averageBase, customersLost, marketShare, newCustomersPerMonth } from "@/lib/growth/customer-targets";

describe("a strategy's growth targets", () => {
  it("540 of 9,000 schools is a 6% share, and 540 at £110 a month is £712,800 a year", () => {
    expect(marketShare(540, 9000)).toBeCloseTo(0.06, 12);
    expect(annualRecurringRevenue(540, 110)).toBe(712_800);
  });

  it("growing from 540 to 900 in a year at 2.5% monthly churn loses about 216 and needs 48 new a month", () => {
    const goal = { start: 540, target: 900, monthlyChurn: 0.025, months: 12 };
    expect(averageBase(goal)).toBe(720);
    expect(customersLost(goal)).toBeCloseTo(216, 9);
    expect(newCustomersPerMonth(goal)).toBeCloseTo(48, 9);
  });

  it("lower churn lowers the monthly target: 1.5% needs about 41 a month", () => {
    const goal = { start: 540, target: 900, monthlyChurn: 0.015, months: 12 };
    expect(customersLost(goal)).toBeCloseTo(129.6, 9);
    expect(Math.round(newCustomersPerMonth(goal))).toBe(41);
  });

  it("with no churn, the monthly target is the net growth spread evenly", () => {
    expect(newCustomersPerMonth({ start: 100, target: 220, monthlyChurn: 0, months: 12 })).toBe(10);
  });

  it("rejects an empty market, a churn above 1 and a fractional period", () => {
    expect(() => marketShare(10, 0)).toThrow(RangeError);
    expect(() => customersLost({ start: 1, target: 2, monthlyChurn: 1.5, months: 12 })).toThrow(RangeError);
    expect(() => customersLost({ start: 1, target: 2, monthlyChurn: 0.1, months: 1.5 })).toThrow(RangeError);
  });
});
