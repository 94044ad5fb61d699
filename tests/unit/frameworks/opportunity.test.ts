import { describe, expect, it } from "vitest";
import { opportunityScore, opportunityVerdict, validateOpportunityInput } from "@/lib/frameworks/opportunity";

describe("opportunityScore", () => {
  it("is importance + (importance − satisfaction)", () => {
    expect(opportunityScore({ importance: 9, satisfaction: 3 })).toBe(15);
    expect(opportunityScore({ importance: 7, satisfaction: 4 })).toBe(10);
    expect(opportunityScore({ importance: 4, satisfaction: 6 })).toBe(2);
  });

  it("spans -8 to 19 on 1-10 ratings", () => {
    expect(opportunityScore({ importance: 1, satisfaction: 10 })).toBe(-8);
    expect(opportunityScore({ importance: 10, satisfaction: 1 })).toBe(19);
  });

  it("reads scores with the page's rules of thumb", () => {
    expect(opportunityVerdict(15)).toBe("Strong opportunity");
    expect(opportunityVerdict(10)).toBe("Worth exploring");
    expect(opportunityVerdict(9)).toBe("Well served");
  });
});

describe("validateOpportunityInput", () => {
  it("accepts whole numbers from 1 to 10", () => {
    expect(validateOpportunityInput({ importance: "1", satisfaction: "10" })).toEqual({ ok: true, value: { importance: 1, satisfaction: 10 } });
  });

  it.each([
    ["0", "Importance must be a whole number from 1 to 10."],
    ["11", "Importance must be a whole number from 1 to 10."],
    ["7.5", "Importance must be a whole number from 1 to 10."],
    ["-3", "Importance must be a whole number from 1 to 10."],
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
