import { describe, expect, it } from "vitest";
import { invitedUsers, retainedAfter, retentionCurve, viralCoefficient } from "@/lib/stats/growth";
import { cacPaybackMonths, grossMarginLtv, ltvToCac, monthlyGrossProfit } from "@/lib/stats/unit-economics";

describe("churn compounding", () => {
  it("3% monthly churn keeps 0.97^12 ≈ 0.694 of a cohort after a year: about 31% gone, not 3% (activation-and-retention.md)", () => {
    expect(retainedAfter(0.03, 12)).toBeCloseTo(0.693842, 6);
    expect(Math.round(retainedAfter(0.03, 12) * 100)).toBe(69);
    expect(Math.round((1 - retainedAfter(0.03, 12)) * 100)).toBe(31);
    expect(retainedAfter(0.03, 1)).toBeCloseTo(0.97, 12);
  });

  it("draws a curve that starts at 1 and falls every month by the same factor", () => {
    const curve = retentionCurve(0.03, 12);
    expect(curve).toHaveLength(13);
    expect(curve[0]).toBe(1);
    for (let month = 1; month < curve.length; month++) expect(curve[month]! / curve[month - 1]!).toBeCloseTo(0.97, 12);
  });

  it("rejects a churn outside 0 to 1 and a fractional month", () => {
    expect(() => retainedAfter(1.2, 3)).toThrow(RangeError);
    expect(() => retainedAfter(0.03, 1.5)).toThrow(RangeError);
    expect(retainedAfter(0, 12)).toBe(1);
  });
});

describe("viral coefficient", () => {
  it("is invitations per user × invitation conversion: 0.3 × 0.2 = 0.06 and 0.45 × 0.2 = 0.09 (funnels-and-virality.md)", () => {
    expect(viralCoefficient(0.3, 0.2)).toBeCloseTo(0.06, 12);
    expect(viralCoefficient(0.45, 0.2)).toBeCloseTo(0.09, 12);
  });

  it("turns a thousand new users into 60 more before and 90 after", () => {
    expect(Math.round(invitedUsers(1000, viralCoefficient(0.3, 0.2)))).toBe(60);
    expect(Math.round(invitedUsers(1000, viralCoefficient(0.45, 0.2)))).toBe(90);
  });

  it("rejects a negative invitation count and a conversion above 1", () => {
    expect(() => viralCoefficient(-1, 0.2)).toThrow(RangeError);
    expect(() => viralCoefficient(1, 1.5)).toThrow(RangeError);
  });
});

describe("gross-margin unit economics (monetization.md)", () => {
  it("$50 a month at 80% margin over 30 months is an LTV of $1,200; with a $600 CAC the ratio is 2:1 and payback 15 months", () => {
    expect(monthlyGrossProfit(50, 0.8)).toBeCloseTo(40, 12);
    const ltv = grossMarginLtv(50, 0.8, 30);
    expect(ltv).toBeCloseTo(1200, 9);
    expect(ltvToCac(ltv, 600)).toBeCloseTo(2, 12);
    expect(cacPaybackMonths(600, 50, 0.8)).toBeCloseTo(15, 12);
  });

  it("rejects inputs that have no meaning", () => {
    expect(() => monthlyGrossProfit(0, 0.8)).toThrow(RangeError);
    expect(() => monthlyGrossProfit(50, 1.2)).toThrow(RangeError);
    expect(() => grossMarginLtv(50, 0.8, 0)).toThrow(RangeError);
    expect(() => ltvToCac(1200, 0)).toThrow(RangeError);
  });
});
