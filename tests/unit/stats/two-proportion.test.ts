import { describe, expect, it } from "vitest";
import { differenceInterval, sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";
import { weightedMix, twoGroupMix } from "@/lib/stats/mix";
import { formatPValue, formatShare, formatDecimal } from "@/lib/stats/format";

/** Pearson's chi-squared statistic for a 2×2 table, computed independently of the z-test. */
function pearsonChiSquared(table: [[number, number], [number, number]]): number {
  const rows = table.map(([a, b]) => a + b);
  const cols = [table[0][0] + table[1][0], table[0][1] + table[1][1]];
  const n = rows[0]! + rows[1]!;
  let sum = 0;
  table.forEach((row, i) =>
    row.forEach((observed, j) => {
      const expected = (rows[i]! * cols[j]!) / n;
      sum += (observed - expected) ** 2 / expected;
    }),
  );
  return sum;
}

describe("twoProportionZTest", () => {
  it("reproduces a published result: the Physicians' Health Study aspirin table", () => {
    // Myocardial infarctions: placebo 189 of 11,034, aspirin 104 of 11,037 (Steering Committee
    // of the Physicians' Health Study, NEJM 1989; tabulated in Agresti, An Introduction to
    // Categorical Data Analysis, Table 2.3). Agresti reports Pearson X² = 25.0 for this table;
    // the pooled two-proportion z is its square root.
    const result = twoProportionZTest({ conversions: 104, users: 11037 }, { conversions: 189, users: 11034 });
    expect(result.z ** 2).toBeCloseTo(25.0, 1);
    expect(result.z).toBeCloseTo(5.0, 2);
    expect(result.pValue).toBeLessThan(1e-6);
  });

  it("squares to Pearson's chi-squared for any 2×2 table", () => {
    for (const [a, n, b, m] of [
      [1540, 7700, 1598, 7100],
      [30, 200, 45, 210],
      [7, 40, 2, 38],
    ] as const) {
      const { z } = twoProportionZTest({ conversions: a, users: n }, { conversions: b, users: m });
      expect(z ** 2).toBeCloseTo(pearsonChiSquared([[a, n - a], [b, m - b]]), 9);
    }
  });

  it("uses the pooled standard error and a two-sided p-value", () => {
    const result = twoProportionZTest({ conversions: 1540, users: 7700 }, { conversions: 1598, users: 7100 });
    expect(result.pooledRate).toBeCloseTo(3138 / 14800, 12);
    expect(result.standardError).toBeCloseTo(Math.sqrt((3138 / 14800) * (1 - 3138 / 14800) * (1 / 7700 + 1 / 7100)), 12);
    expect(result.z).toBeCloseTo(3.728, 3);
    expect(result.pValue).toBeCloseTo(0.000193, 6);
    // Swapping the arms flips the sign of z, not the p-value.
    const swapped = twoProportionZTest({ conversions: 1598, users: 7100 }, { conversions: 1540, users: 7700 });
    expect(swapped.z).toBeCloseTo(-result.z, 12);
    expect(swapped.pValue).toBeCloseTo(result.pValue, 15);
  });

  it("refuses impossible counts", () => {
    expect(() => twoProportionZTest({ conversions: 5, users: 0 }, { conversions: 1, users: 10 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ conversions: 11, users: 10 }, { conversions: 1, users: 10 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ conversions: 1.5, users: 10 }, { conversions: 1, users: 10 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ conversions: 0, users: 10 }, { conversions: 0, users: 10 })).toThrow(RangeError);
  });
});

describe("differenceInterval", () => {
  it("is the difference ± 1.96 unpooled standard errors at 95%", () => {
    const { low, high, difference } = differenceInterval({ conversions: 840, users: 21000 }, { conversions: 966, users: 21000 });
    const se = Math.sqrt((0.04 * 0.96) / 21000 + (0.046 * 0.954) / 21000);
    expect(difference).toBeCloseTo(0.006, 12);
    expect(low).toBeCloseTo(0.006 - 1.959964 * se, 6);
    expect(high).toBeCloseTo(0.006 + 1.959964 * se, 6);
  });
});

describe("sampleSizePerGroup", () => {
  it("applies the standard two-proportion formula at 95% confidence and 80% power", () => {
    // n = (1.959964 + 0.841621)² × (0.2 × 0.8 + 0.21 × 0.79) / 0.01² = 25,579.3 → 25,580.
    expect(sampleSizePerGroup(0.2, 0.21)).toBe(25580);
    expect(sampleSizePerGroup(0.04, 0.046)).toBe(17940);
    // Half the effect needs about four times the users.
    expect(sampleSizePerGroup(0.04, 0.043) / sampleSizePerGroup(0.04, 0.046)).toBeCloseTo(3.9, 1);
    expect(() => sampleSizePerGroup(0.2, 0.2)).toThrow(RangeError);
    expect(() => sampleSizePerGroup(0, 0.1)).toThrow(RangeError);
  });
});

describe("sampleRatioCheck", () => {
  it("gives the 95% range of a fair split and the p-value of the observed one", () => {
    const check = sampleRatioCheck(7700, 7100);
    expect(check.expected).toBe(7400);
    // sd = √(14,800 × 0.25) = 60.83; 1.96 sd = 119.2.
    expect(check.range95).toBeCloseTo(119.22, 2);
    expect(check.z).toBeCloseTo(300 / Math.sqrt(3700), 12);
    expect(check.pValue).toBeLessThan(1e-6);
    expect(sampleRatioCheck(5000, 5000).pValue).toBe(1);
  });
});

describe("weightedMix", () => {
  it("blends group rates by their shares", () => {
    expect(twoGroupMix(0.23, 41, 9)).toBeCloseTo(16.36, 12);
    expect(weightedMix([{ share: 0.5, rate: 10 }, { share: 0.25, rate: 20 }, { share: 0.25, rate: 0 }])).toBe(10);
  });

  it("refuses shares that do not make a whole", () => {
    expect(() => weightedMix([{ share: 0.5, rate: 1 }, { share: 0.4, rate: 2 }])).toThrow(/add up to 1/);
    expect(() => weightedMix([{ share: 1.2, rate: 1 }, { share: -0.2, rate: 2 }])).toThrow(RangeError);
    expect(() => weightedMix([])).toThrow(RangeError);
  });
});

describe("formatting", () => {
  it("prints p-values, shares and decimals the same way everywhere", () => {
    expect(formatPValue(0.000193)).toBe("0.0002");
    expect(formatPValue(0.0312)).toBe("0.03");
    expect(formatPValue(0.00999)).toBe("0.01");
    expect(formatPValue(0.00004)).toBe("< 0.0001");
    expect(formatShare(0.1636)).toBe("16.4%");
    expect(formatShare(0.19)).toBe("19%");
    expect(formatDecimal(3.7278, 1)).toBe("3.7");
    expect(formatDecimal(-0.00001, 2)).toBe("0");
  });
});
