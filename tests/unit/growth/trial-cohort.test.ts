import { describe, expect, it } from "vitest";
import { cohortRevenue, freePlanCohort, netRevenueRetention, trialCohort } from "@/lib/growth/trial-cohort";

describe("a trial cohort", () => {
  const before = trialCohort({ signUps: 4000, activationRate: 0.35, activatedConversion: 0.22, otherConversion: 0.02 });

  it("4,000 sign-ups at 35% activation: 1,400 activated, 308 + 52 = 360 paying, 9%", () => {
    expect(before).toMatchObject({ activated: 1400, notActivated: 2600, paidFromActivated: 308, paidFromOther: 52, paid: 360 });
    expect(before.conversion).toBeCloseTo(0.09, 12);
    expect(Math.round(before.activatedShareOfPaid * 100)).toBe(86);
  });

  it("raising activation to 45% with the same rates makes 440 paying customers", () => {
    const after = trialCohort({ signUps: 4000, activationRate: 0.45, activatedConversion: 0.22, otherConversion: 0.02 });
    expect(after).toMatchObject({ activated: 1800, paid: 440 });
    expect(after.conversion).toBeCloseTo(0.11, 12);
  });

  it("counts whole people", () => {
    const cohort = trialCohort({ signUps: 1001, activationRate: 0.333, activatedConversion: 0.5, otherConversion: 0.1 });
    for (const count of [cohort.activated, cohort.notActivated, cohort.paidFromActivated, cohort.paidFromOther]) expect(Number.isInteger(count)).toBe(true);
    expect(cohort.activated + cohort.notActivated).toBe(1001);
  });

  it("rejects a fractional sign-up count and a rate above 1", () => {
    expect(() => trialCohort({ signUps: 10.5, activationRate: 0.3, activatedConversion: 0.2, otherConversion: 0.1 })).toThrow(RangeError);
    expect(() => trialCohort({ signUps: 10, activationRate: 1.3, activatedConversion: 0.2, otherConversion: 0.1 })).toThrow(RangeError);
  });
});

describe("a cohort's first-year revenue", () => {
  it("sums each month's revenue as churn compounds: $17,640 a month at 3% churn is about $180,000 in 12 months", () => {
    const total = cohortRevenue(17_640, 0.03, 12);
    expect(total).toBeCloseTo((17_640 * (1 - 0.97 ** 12)) / 0.03, 6);
    expect(Math.round(total / 1000) * 1000).toBe(180_000);
  });

  it("without churn it is the monthly revenue times the months", () => {
    expect(cohortRevenue(1000, 0, 12)).toBe(12_000);
    expect(cohortRevenue(1000, 0.05, 0)).toBe(0);
  });
});

describe("net revenue retention", () => {
  it("$100,000 + $9,000 upgrades − $2,000 downgrades − $4,000 cancellations is 103%", () => {
    expect(netRevenueRetention({ starting: 100_000, expansion: 9000, contraction: 2000, churned: 4000 })).toBeCloseTo(1.03, 12);
  });

  it("falls below 100% when losses outweigh upgrades, and rejects losing more than there was", () => {
    expect(netRevenueRetention({ starting: 100, expansion: 0, contraction: 5, churned: 5 })).toBeCloseTo(0.9, 12);
    expect(() => netRevenueRetention({ starting: 100, expansion: 0, contraction: 60, churned: 60 })).toThrow(RangeError);
  });
});

describe("a free plan's cohort", () => {
  it("10,000 sign-ups at 4% make 400 paying ($19,600 MRR) and 9,600 free accounts costing $5,760 a month", () => {
    expect(freePlanCohort({ signUps: 10_000, conversion: 0.04, price: 49, servingCostPerFreeAccount: 0.6 })).toEqual({
      signUps: 10_000,
      paid: 400,
      freeAccounts: 9600,
      newMrr: 19_600,
      servingCost: 5760,
      netMrr: 13_840,
    });
  });

  it("a free plan that costs more to serve than its payers bring in adds negative MRR", () => {
    expect(freePlanCohort({ signUps: 1000, conversion: 0.01, price: 10, servingCostPerFreeAccount: 1 }).netMrr).toBeLessThan(0);
  });
});
