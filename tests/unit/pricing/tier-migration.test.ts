import { describe, expect, it } from "vitest";
import { breakEvenChurn, grandfathering, migrationSummary, newMrr, pricePerSeat, type MigratingSegment } from "@/lib/pricing/tier-migration";

/** 2,000 accounts on one $49 plan move to $29, $79 and $149 tiers. */
const segments: MigratingSegment[] = [
  { customers: 900, currentPrice: 49, newPrice: 29, expectedChurn: 0 },
  { customers: 800, currentPrice: 49, newPrice: 79, expectedChurn: 0.05 },
  { customers: 300, currentPrice: 49, newPrice: 149, expectedChurn: 0.1 },
];

describe("moving a base to new tiers", () => {
  const summary = migrationSummary(segments);

  it("MRR goes from $98,000 to $126,370 after the expected churn, up about 29%", () => {
    expect(summary.mrrBefore).toBe(98_000);
    expect(segments.map(newMrr).map(Math.round)).toEqual([26_100, 60_040, 40_230]);
    expect(summary.mrrAfter).toBeCloseTo(126_370, 6);
    expect(Math.round(summary.mrrChange * 100)).toBe(29);
  });

  it("keeps 1,930 accounts, at $65.48 each; $67.00 if nobody left", () => {
    expect(summary.customersAfter).toBeCloseTo(1930, 9);
    expect(summary.arpuWithoutChurn).toBeCloseTo(67, 9);
    expect(summary.arpuAfter).toBeCloseTo(65.4767, 4);
  });

  it("gives each segment's share of revenue, before and after, adding up to 1", () => {
    expect(summary.mixBefore.map((share) => Math.round(share * 100))).toEqual([45, 40, 15]);
    expect(summary.mixAfter.map((share) => Math.round(share * 1000) / 10)).toEqual([20.7, 47.5, 31.8]);
    expect(summary.mixAfter.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("pays for itself unless more than about a third of the raised accounts leave", () => {
    const breakEven = breakEvenChurn(segments);
    expect(breakEven).toBeCloseTo(1 - 71_900 / 107_900, 12);
    // At exactly that churn the revenue is today's.
    const atBreakEven = segments.map((segment) => (segment.newPrice > segment.currentPrice ? { ...segment, expectedChurn: breakEven } : segment));
    expect(migrationSummary(atBreakEven).mrrAfter).toBeCloseTo(98_000, 6);
  });

  it("grandfathering the raised segments dips MRR to $80,000 and defers $54,000 a month", () => {
    expect(grandfathering(segments)).toEqual({ mrrDuring: 80_000, deferredPerMonth: 54_000 });
  });

  it("prices a $149 plan at about $13.55 a technician for an 11-technician firm", () => {
    expect(pricePerSeat(149, 11)).toBeCloseTo(13.545, 3);
  });

  it("rejects a change in which no price rises when asked for its break-even churn", () => {
    expect(() => breakEvenChurn([{ customers: 10, currentPrice: 49, newPrice: 29, expectedChurn: 0 }])).toThrow(RangeError);
    expect(() => migrationSummary([])).toThrow(RangeError);
  });
});
