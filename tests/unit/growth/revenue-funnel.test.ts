import { describe, expect, it } from "vitest";
import { annualDealValue, attainment, backwardFunnel, repsNeeded } from "@/lib/growth/revenue-funnel";

describe("a go-to-market funnel worked backwards", () => {
  const rates = { dealValue: annualDealValue(15, 25), winRate: 0.2, leadToOpportunity: 0.25, visitToLead: 0.03 };

  it("a 15-seat deal at $25 a seat a month is worth $4,500 a year", () => {
    expect(annualDealValue(15, 25)).toBe(4500);
  });

  it("$270,000 needs 60 deals, 300 opportunities, 1,200 leads and 40,000 visits", () => {
    const funnel = backwardFunnel(270_000, rates);
    expect(funnel.deals).toBeCloseTo(60, 9);
    expect(funnel.opportunities).toBeCloseTo(300, 9);
    expect(funnel.pipeline).toBeCloseTo(1_350_000, 6);
    expect(funnel.coverage).toBeCloseTo(5, 12);
    expect(funnel.leads).toBeCloseTo(1200, 9);
    expect(funnel.visits).toBeCloseTo(40_000, 6);
  });

  it("a lower win rate needs more of every stage above the deal", () => {
    const tighter = backwardFunnel(270_000, { ...rates, winRate: 0.1 });
    expect(tighter.deals).toBeCloseTo(60, 9);
    expect(tighter.opportunities).toBeCloseTo(600, 9);
    expect(tighter.visits).toBeCloseTo(80_000, 6);
  });

  it("60 deals over six months at five a rep a month needs 2 reps, and 61 needs 3", () => {
    expect(repsNeeded(60, 6, 5)).toBe(2);
    expect(repsNeeded(61, 6, 5)).toBe(3);
  });

  it("compares an actual with its target", () => {
    expect(attainment(36, 30)).toBeCloseTo(1.2, 12);
    expect(Math.round(attainment(118, 150) * 100)).toBe(79);
  });

  it("rejects a rate of 0 or above 1 and a target of 0", () => {
    expect(() => backwardFunnel(1000, { ...rates, winRate: 0 })).toThrow(RangeError);
    expect(() => backwardFunnel(1000, { ...rates, visitToLead: 1.2 })).toThrow(RangeError);
    expect(() => attainment(5, 0)).toThrow(RangeError);
  });
});
