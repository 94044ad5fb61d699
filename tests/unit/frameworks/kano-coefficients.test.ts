import { describe, expect, it } from "vitest";
import { kanoBetter, kanoCategory, kanoCoefficientBase, kanoQuadrant, kanoRespondents, kanoWorse, type KanoCounts } from "@/lib/frameworks/kano";
import { kanoWorkedExample } from "@/data/framework-examples";

const counts = (delighters: number, performance: number, basic: number, indifferent: number, reverse = 0, questionable = 0): KanoCounts => ({
  delighters,
  performance,
  basic,
  indifferent,
  reverse,
  questionable,
});

describe("Kano Better and Worse coefficients", () => {
  it("divides by D + P + B + I, leaving Reverse and Questionable answers out", () => {
    const feature = counts(38, 18, 6, 14, 2, 2);
    expect(kanoRespondents(feature)).toBe(80);
    expect(kanoCoefficientBase(feature)).toBe(76);
    expect(kanoBetter(feature)).toBeCloseTo(56 / 76, 12);
    expect(kanoWorse(feature)).toBeCloseTo(-24 / 76, 12);
  });

  it("runs Better from 0 to 1 and Worse from -1 to 0", () => {
    expect(kanoBetter(counts(0, 0, 5, 5))).toBe(0);
    expect(kanoBetter(counts(3, 7, 0, 0))).toBe(1);
    expect(kanoWorse(counts(4, 0, 0, 6))).toBe(0);
    expect(Object.is(kanoWorse(counts(4, 0, 0, 6)), -0)).toBe(false);
    expect(kanoWorse(counts(0, 2, 8, 0))).toBe(-1);
  });

  it("refuses counts it cannot divide or that are not whole respondents", () => {
    expect(() => kanoBetter(counts(0, 0, 0, 0, 4, 1))).toThrow(RangeError);
    expect(() => kanoWorse(counts(0, 0, 0, 0))).toThrow(RangeError);
    expect(() => kanoBetter(counts(1.5, 0, 0, 1))).toThrow(RangeError);
    expect(() => kanoRespondents(counts(-1, 0, 0, 1))).toThrow(RangeError);
  });
});

describe("Kano category from the counts", () => {
  it("is the most frequent category", () => {
    expect(kanoCategory(counts(38, 18, 6, 14, 2, 2))).toBe("delighters");
    expect(kanoCategory(counts(4, 15, 41, 16, 1, 3))).toBe("basic");
    expect(kanoCategory(counts(20, 6, 4, 40, 6, 4))).toBe("indifferent");
    expect(kanoCategory(counts(1, 2, 3, 4, 9))).toBe("reverse");
  });

  it("never picks Questionable, however many there are", () => {
    expect(kanoCategory(counts(0, 1, 0, 0, 0, 30))).toBe("performance");
    expect(() => kanoCategory(counts(0, 0, 0, 0, 0, 5))).toThrow(RangeError);
  });

  it("breaks a tie towards the category whose absence costs most", () => {
    expect(kanoCategory(counts(10, 10, 10, 10, 10))).toBe("basic");
    expect(kanoCategory(counts(10, 10, 0, 10))).toBe("performance");
    expect(kanoCategory(counts(10, 0, 0, 10))).toBe("delighters");
    expect(kanoCategory(counts(0, 0, 0, 10, 10))).toBe("indifferent");
  });
});

describe("kanoQuadrant: the Better-Worse chart's four quarters, split at 0.5", () => {
  it("reads high Better and low |Worse| as a Delighter, both high as Performance, the reverse as Basic, both low as Indifferent", () => {
    expect(kanoQuadrant(0.74, -0.32)).toBe("delighters");
    expect(kanoQuadrant(0.8, -0.7)).toBe("performance");
    expect(kanoQuadrant(0.25, -0.74)).toBe("basic");
    expect(kanoQuadrant(0.37, -0.14)).toBe("indifferent");
  });

  it("counts a point on a line as high", () => {
    expect(kanoQuadrant(0.5, -0.5)).toBe("performance");
    expect(kanoQuadrant(0.49, -0.5)).toBe("basic");
  });

  it("puts each worked-example feature in the quarter of the category its counts give, as the chart's caption says", () => {
    for (const feature of kanoWorkedExample) expect(kanoQuadrant(kanoBetter(feature), kanoWorse(feature)), feature.name).toBe(kanoCategory(feature));
  });
});
