import { describe, expect, it } from "vitest";
import {
  breakEvenChanges,
  churnCurve,
  cumulativeDays,
  extraRetainedUsers,
  remainingShare,
  shareOf,
  sprintForecast,
  sprintsNeeded,
  velocitySummary,
  wholePercent,
} from "@/lib/glossary/pictures";

describe("churn compounding", () => {
  it("keeps (1 − churn)^months of a cohort: 5% a month leaves about 54% after a year, 3% about 69%", () => {
    expect(remainingShare(0.05, 12)).toBeCloseTo(0.5404, 4);
    expect(wholePercent(remainingShare(0.05, 12))).toBe("54%");
    expect(wholePercent(remainingShare(0.03, 12))).toBe("69%");
    // Not 3 × 12 = 36% gone: compounding loses about 31%.
    expect(wholePercent(1 - remainingShare(0.03, 12))).toBe("31%");
    expect(remainingShare(0.2, 0)).toBe(1);
  });

  it("draws month 0 to the last month, falling every month", () => {
    const curve = churnCurve(0.05, 12);
    expect(curve).toHaveLength(13);
    expect(curve[0]).toBe(1);
    expect(curve[1]).toBeCloseTo(0.95);
    for (let month = 1; month < curve.length; month++) expect(curve[month]!).toBeLessThan(curve[month - 1]!);
  });

  it("refuses a churn outside 0 to 1 and part months", () => {
    expect(() => remainingShare(5, 12)).toThrow(RangeError);
    expect(() => remainingShare(0.05, 1.5)).toThrow(RangeError);
  });
});

describe("shares and retention", () => {
  it("a count of a total as a share, labelled as a whole percentage", () => {
    expect(wholePercent(shareOf(84, 310))).toBe("27%");
    expect(wholePercent(shareOf(46, 100))).toBe("46%");
    expect(wholePercent(shareOf(38, 210))).toBe("18%");
    expect(() => shareOf(1, 0)).toThrow(RangeError);
    expect(() => shareOf(5, 4)).toThrow(RangeError);
  });

  it("a floor 4 points higher keeps about 1,200 more of 30,000 monthly sign-ups", () => {
    expect(extraRetainedUsers(30000, 0.19, 0.23)).toBe(1200);
  });
});

describe("velocity forecast", () => {
  const summary = velocitySummary([24, 31, 27, 22, 26]);

  it("totals, averages and ranges the last sprints", () => {
    expect(summary).toEqual({ total: 130, average: 26, slowest: 22, fastest: 31 });
    expect(() => velocitySummary([])).toThrow(RangeError);
  });

  it("counts whole sprints: 130 points is 5 at 26 a sprint, 5 at 31 and 6 at 22", () => {
    expect(sprintForecast(130, summary)).toEqual({ atAverage: 5, fewest: 5, most: 6 });
    expect(sprintsNeeded(104, 26)).toBe(4);
    expect(sprintsNeeded(0.1 + 0.2, 0.3)).toBe(1);
    expect(() => sprintsNeeded(10, 0)).toThrow(RangeError);
  });
});

describe("technical debt as interest", () => {
  it("adds the upfront days to the days per change", () => {
    expect(cumulativeDays(0, 11, 12)).toBe(132);
    expect(cumulativeDays(30, 5, 12)).toBe(90);
  });

  it("breaks even when the days saved per change have paid the repayment back", () => {
    const changes = breakEvenChanges(30, 11, 5);
    expect(changes).toBe(5);
    expect(cumulativeDays(0, 11, changes)).toBe(cumulativeDays(30, 5, changes));
    expect(() => breakEvenChanges(30, 5, 5)).toThrow(RangeError);
  });
});

describe("gapInPoints", () => {
  it("is the gap between two shares in whole percentage points", async () => {
    const { gapInPoints, remainingShare } = await import("@/lib/glossary/pictures");
    expect(gapInPoints(0.694, 0.54)).toBe(15);
    expect(gapInPoints(remainingShare(0.03, 12), remainingShare(0.05, 12))).toBe(15);
  });
});
