import { describe, expect, it } from "vitest";
import {
  averageRating,
  opportunityGap,
  opportunityScore,
  opportunityScoreRange,
  opportunityThresholds,
  opportunityVerdict,
  opportunityVerdictFormula,
  topTwoBoxScore,
  validateOpportunityInput,
} from "@/lib/frameworks/opportunity";
import { evaluateFormula } from "@/lib/templates/formula";

describe("opportunityScore", () => {
  it("is importance + max(importance − satisfaction, 0)", () => {
    expect(opportunityScore({ importance: 9, satisfaction: 3 })).toBe(15);
    expect(opportunityScore({ importance: 7, satisfaction: 4 })).toBe(10);
    // Over-served: the gap is floored at zero, so the score is the importance
    // (this test used to expect 2 from the unfloored formula, which is not the method).
    expect(opportunityScore({ importance: 4, satisfaction: 6 })).toBe(4);
    expect(opportunityGap({ importance: 4, satisfaction: 6 })).toBe(0);
  });

  it("spans 0 to 20 on 0-10 inputs (the old -8 to 19 came from dropping the floor)", () => {
    expect(opportunityScoreRange).toEqual({ min: 0, max: 20 });
    expect(opportunityScore({ importance: 0, satisfaction: 10 })).toBe(0);
    expect(opportunityScore({ importance: 10, satisfaction: 0 })).toBe(20);
    // Averages of 1-10 ratings stay inside that range, from 1 to 19.
    expect(opportunityScore({ importance: 1, satisfaction: 10 })).toBe(1);
    expect(opportunityScore({ importance: 10, satisfaction: 1 })).toBe(19);
  });

  it("never goes below the importance, whatever the satisfaction", () => {
    for (let importance = 0; importance <= 10; importance += 0.5) {
      for (let satisfaction = 0; satisfaction <= 10; satisfaction += 0.5) {
        const score = opportunityScore({ importance, satisfaction });
        expect(score).toBeGreaterThanOrEqual(importance);
        expect(score).toBeLessThanOrEqual(20);
      }
    }
  });
});

describe("opportunityVerdict", () => {
  it("reads scores with the page's rules of thumb", () => {
    expect(opportunityVerdict({ importance: 9, satisfaction: 3 })).toBe("Strong opportunity");
    expect(opportunityVerdict({ importance: 7, satisfaction: 4 })).toBe("Worth exploring");
    expect(opportunityVerdict({ importance: 9, satisfaction: 8 })).toBe("Worth exploring");
  });

  it("never calls a poorly satisfied need well served", () => {
    // Importance 5, satisfaction 2 used to read "Well served": it is under-served but not important enough to lead.
    expect(opportunityVerdict({ importance: 5, satisfaction: 2 })).toBe("Low priority");
    for (let importance = 0; importance <= 10; importance++) {
      for (let satisfaction = 0; satisfaction < importance; satisfaction++) {
        expect(opportunityVerdict({ importance, satisfaction })).not.toMatch(/well served|over-served/i);
      }
    }
  });

  it("calls a need over-served only when satisfaction is above importance", () => {
    expect(opportunityVerdict({ importance: 4, satisfaction: 6 })).toBe("Over-served");
    expect(opportunityVerdict({ importance: 4, satisfaction: 4 })).toBe("Low priority");
    expect(opportunityVerdict({ importance: 9, satisfaction: 9.5 })).toBe("Over-served");
  });

  it("reads an important, well-satisfied need as appropriately served (table stakes), not low priority", () => {
    expect(opportunityThresholds.highImportance).toBe(8);
    // The opportunity-scoring sheet's offline-map and route-length rows.
    expect(opportunityVerdict({ importance: 9.1, satisfaction: 8.7 })).toBe("Appropriately served");
    expect(opportunityVerdict({ importance: 8.1, satisfaction: 6.5 })).toBe("Appropriately served");
    expect(opportunityVerdict({ importance: 8, satisfaction: 8 })).toBe("Appropriately served");
    expect(opportunityVerdict({ importance: 9.5, satisfaction: 9.5 })).toBe("Appropriately served");
  });

  it("draws the lines exactly at the thresholds", () => {
    // Importance 8 is high; 7.9 is not.
    expect(opportunityVerdict({ importance: 8, satisfaction: 6.5 })).toBe("Appropriately served");
    expect(opportunityVerdict({ importance: 7.9, satisfaction: 6.5 })).toBe("Low priority");
    // A score of exactly 10 is worth exploring, just under it is read by why it is low.
    expect(opportunityVerdict({ importance: 8, satisfaction: 6 })).toBe("Worth exploring");
    expect(opportunityVerdict({ importance: 8, satisfaction: 6.1 })).toBe("Appropriately served");
    // Satisfaction equal to importance is not over-served.
    expect(opportunityVerdict({ importance: 9, satisfaction: 9 })).toBe("Appropriately served");
    expect(opportunityVerdict({ importance: 9, satisfaction: 9.01 })).toBe("Over-served");
    // Score 15 is strong.
    expect(opportunityVerdict({ importance: 9, satisfaction: 3 })).toBe("Strong opportunity");
    expect(opportunityVerdict({ importance: 9, satisfaction: 3.1 })).toBe("Worth exploring");
  });

  it("calls a need appropriately served only when it is highly important and satisfaction is above 6", () => {
    for (let importance = 0; importance <= 10; importance += 0.1) {
      for (let satisfaction = 0; satisfaction <= 10; satisfaction += 0.1) {
        if (opportunityVerdict({ importance, satisfaction }) !== "Appropriately served") continue;
        expect(importance).toBeGreaterThanOrEqual(8);
        expect(satisfaction).toBeGreaterThan(6);
        expect(satisfaction).toBeLessThanOrEqual(importance);
      }
    }
  });

  it("gives the same reading as the spreadsheet formula the sheet ships, on a grid of inputs", () => {
    const expression = opportunityVerdictFormula({ score: "Score", importance: "Importance", satisfaction: "Satisfaction" });
    for (let i = 0; i <= 20; i++) {
      for (let s = 0; s <= 20; s++) {
        const input = { importance: i / 2, satisfaction: s / 2 };
        const row = { Score: opportunityScore(input), Importance: input.importance, Satisfaction: input.satisfaction };
        expect(evaluateFormula(expression, row), JSON.stringify(input)).toBe(opportunityVerdict(input));
      }
    }
  });
});

describe("turning survey answers into 0-10 inputs", () => {
  it("Ulwick: the share rating 4 or 5 on a 1-5 scale, times 10", () => {
    expect(topTwoBoxScore(72, 90)).toBe(8);
    expect(topTwoBoxScore(27, 90)).toBe(3);
    expect(topTwoBoxScore(0, 40)).toBe(0);
    expect(topTwoBoxScore(40, 40)).toBe(10);
    expect(() => topTwoBoxScore(5, 0)).toThrow(RangeError);
    expect(() => topTwoBoxScore(41, 40)).toThrow(RangeError);
  });

  it("simple averaging: the mean of 1-10 ratings", () => {
    expect(averageRating([9, 8, 10, 7, 9])).toBeCloseTo(8.6);
    expect(averageRating([4, 2, 5, 3, 6])).toBe(4);
    expect(() => averageRating([])).toThrow(RangeError);
    expect(() => averageRating([0, 5])).toThrow(RangeError);
  });
});

describe("validateOpportunityInput", () => {
  it("accepts numbers from 0 to 10, decimals included (averages and rescaled shares are fractional)", () => {
    expect(validateOpportunityInput({ importance: "0", satisfaction: "10" })).toEqual({ ok: true, value: { importance: 0, satisfaction: 10 } });
    expect(validateOpportunityInput({ importance: "7.5", satisfaction: "3,2" })).toEqual({ ok: true, value: { importance: 7.5, satisfaction: 3.2 } });
  });

  it.each([
    ["11", "Importance must be a number from 0 to 10."],
    ["10.1", "Importance must be a number from 0 to 10."],
    ["-3", "Importance must be a number from 0 to 10."],
    ["abc", "Importance must be a number."],
    ["", "Importance is required."],
  ])("refuses importance %j", (importance, message) => {
    const result = validateOpportunityInput({ importance, satisfaction: "5" });
    expect(result).toEqual({ ok: false, errors: { importance: message } });
  });

  it("reports both fields at once and never yields NaN", () => {
    const result = validateOpportunityInput({ importance: Number.NaN, satisfaction: "" });
    expect(result).toEqual({
      ok: false,
      errors: { importance: "Importance must be a number.", satisfaction: "Satisfaction is required." },
    });
  });
});
