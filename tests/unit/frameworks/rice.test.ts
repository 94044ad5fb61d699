import { describe, expect, it } from "vitest";
import { formatScore, parseNumberInput } from "@/lib/frameworks/number-input";
import { riceImpactOptions, riceScore, validateRiceInput } from "@/lib/frameworks/rice";

const valid = { reach: "2500", impact: "2", confidence: "50", effort: "4" };

describe("riceScore", () => {
  it("is reach × impact × confidence ÷ effort, with confidence as a percentage", () => {
    expect(riceScore({ reach: 2500, impact: 2, confidence: 50, effort: 4 })).toBe(625);
    expect(riceScore({ reach: 1200, impact: 0.5, confidence: 100, effort: 0.5 })).toBe(1200);
    expect(riceScore({ reach: 800, impact: 1, confidence: 80, effort: 2 })).toBe(320);
  });

  it("handles decimals", () => {
    expect(riceScore({ reach: 10.5, impact: 0.25, confidence: 33.3, effort: 0.75 })).toBeCloseTo(1.1655, 4);
  });

  it("offers the impact values 0.25, 0.5, 1, 2 and 3", () => {
    const values = riceImpactOptions.map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining([0.25, 1, 3]));
    expect(Math.max(...values)).toBe(3);
  });
});

describe("validateRiceInput", () => {
  it("accepts valid text input and returns numbers", () => {
    expect(validateRiceInput(valid)).toEqual({ ok: true, value: { reach: 2500, impact: 2, confidence: 50, effort: 4 } });
  });

  it("refuses effort 0 with a clear message instead of an infinite score", () => {
    const result = validateRiceInput({ ...valid, effort: "0" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.effort).toMatch(/greater than 0/);
  });

  it("refuses negative reach and negative effort", () => {
    const result = validateRiceInput({ ...valid, reach: "-5", effort: "-1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.reach).toBe("Reach cannot be negative.");
      expect(result.errors.effort).toBe("Effort cannot be negative.");
    }
  });

  it("refuses NaN, text and empty fields", () => {
    const result = validateRiceInput({ reach: "abc", impact: Number.NaN, confidence: "", effort: "1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.reach).toBe("Reach must be a number.");
      expect(result.errors.impact).toBe("Impact must be a number.");
      expect(result.errors.confidence).toBe("Confidence is required.");
    }
  });

  it("keeps impact within 0-3 and confidence within 0-100 %", () => {
    const result = validateRiceInput({ ...valid, impact: "4", confidence: "120" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.impact).toMatch(/between 0 and 3/);
      expect(result.errors.confidence).toMatch(/0 to 100/);
    }
    expect(validateRiceInput({ ...valid, impact: "0.25", confidence: "0" }).ok).toBe(true);
  });

  it("reads a decimal comma", () => {
    expect(parseNumberInput("0,5")).toEqual({ ok: true, value: 0.5 });
    expect(validateRiceInput({ ...valid, effort: "0,5" })).toMatchObject({ ok: true, value: { effort: 0.5 } });
  });
});

describe("formatScore", () => {
  it("rounds to two decimals without trailing zeros", () => {
    expect(formatScore(625)).toBe("625");
    expect(formatScore(1 / 3)).toBe("0.33");
    expect(formatScore(12.5)).toBe("12.5");
  });
});
