import { describe, expect, it } from "vitest";
import { scoreTiers } from "@/content/quiz/score-tiers";
import { scorePosition, tierForScore, tierShares } from "@/lib/quiz/tiers";

const title = (score: number, total?: number) => tierForScore(score, scoreTiers, total).title;

describe("tierForScore", () => {
  it.each([
    [0, "Aspiring PM"],
    [7, "Aspiring PM"],
    [8, "Emerging PM"],
    [14, "Emerging PM"],
    [15, "Confident PM"],
    [19, "Confident PM"],
    [20, "Senior PM Material"],
    [23, "Senior PM Material"],
    [24, "Product Genius"],
    [25, "Product Genius"],
  ])("scores %i/25 as %s", (score, expected) => {
    expect(title(score)).toBe(expected);
  });

  it("keeps 7/25 in Aspiring PM although 7 / 25 * 100 is 28.000000000000004 in floating point", () => {
    expect((7 / 25) * 100).toBeGreaterThan(28);
    expect(title(7)).toBe("Aspiring PM");
  });

  it("gives every score from 0 to 25 exactly the tier whose range contains it", () => {
    for (let score = 0; score <= 25; score++) {
      const tier = tierForScore(score, scoreTiers);
      expect(score).toBeGreaterThanOrEqual(tier.minScore);
      expect(score).toBeLessThanOrEqual(tier.maxScore);
    }
  });

  it("applies the same percentages exactly to another quiz length", () => {
    expect(title(14, 50)).toBe("Aspiring PM"); // 28%
    expect(title(15, 50)).toBe("Emerging PM");
    expect(title(46, 50)).toBe("Senior PM Material"); // 92%
    expect(title(47, 50)).toBe("Product Genius");
  });

  it.each([
    [-1, 25],
    [26, 25],
    [7.5, 25],
    [Number.NaN, 25],
    [Number.POSITIVE_INFINITY, 25],
    [0, 0],
    [3, 2.5],
  ])("rejects score %s out of %s", (score, total) => {
    expect(() => tierForScore(score, scoreTiers, total)).toThrow(RangeError);
  });

  it("rejects a tier list that does not cover the score", () => {
    expect(() => tierForScore(25, scoreTiers.slice(0, 2))).toThrow(RangeError);
  });
});

describe("the tiers drawn as a scale", () => {
  it("gives each tier a share of the bar by its count of scores, the shares summing to the whole bar", () => {
    const shares = tierShares(scoreTiers);
    // 0-7, 8-14, 15-19, 20-23, 24-25: 8, 7, 5, 4 and 2 of the 26 possible scores.
    expect(shares.map((share) => Math.round((share * 26) / 100))).toEqual([8, 7, 5, 4, 2]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 10);
  });
  it("marks a score at the middle of its own step, inside its tier's segment", () => {
    expect(scorePosition(0)).toBeCloseTo(1.923, 3);
    expect(scorePosition(25)).toBeCloseTo(98.077, 3);
    // 18 is in Confident PM (15-19): after the first two tiers' 15 steps, before the third's end at 20.
    const shares = tierShares(scoreTiers);
    const start = shares[0]! + shares[1]!;
    expect(scorePosition(18)).toBeGreaterThan(start);
    expect(scorePosition(18)).toBeLessThan(start + shares[2]!);
    expect(() => scorePosition(26)).toThrow(RangeError);
  });
});

describe("a shared result's advice", () => {
  it("never points 'below' to a review of missed questions the shared page does not have", () => {
    for (const tier of scoreTiers) {
      const shared = tier.sharedDescription ?? tier.description;
      expect(shared, tier.title).not.toMatch(/\bbelow\b/);
      // Only a tier whose live advice points below needs its own shared wording.
      expect(tier.sharedDescription !== undefined, tier.title).toBe(/\bbelow\b/.test(tier.description));
    }
  });
});
