import { describe, expect, it } from "vitest";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { scoreRows } from "@/lib/calculators/scoring";

describe("scoreRows", () => {
  it("scores, ranks highest first with shared ranks, and leaves invalid rows unranked", () => {
    const { rows, ranked } = scoreRows(
      calculatorDefinitions.opportunity,
      [
        { name: "A", importance: "5", satisfaction: "5" },
        { name: "", importance: "9", satisfaction: "2" },
        { name: "C", importance: "x", satisfaction: "5" },
        { name: "D", importance: "5", satisfaction: "5" },
      ],
      "Outcome",
    );
    expect(ranked.map((r) => [r.name, r.score, r.rank])).toEqual([
      ["Outcome 2", 16, 1],
      ["A", 5, 2],
      ["D", 5, 2],
    ]);
    expect(rows[2]).toMatchObject({ name: "C", score: null, rank: null, errors: { importance: "Importance must be a number." } });
  });

  it("uses the RICE formula", () => {
    const { ranked } = scoreRows(calculatorDefinitions.rice, [{ name: "A", reach: "200", impact: "2", confidence: "80", effort: "4" }], "Item");
    expect(ranked[0]!.score).toBe(80);
    expect(calculatorDefinitions.rice.format(1 / 3)).toBe("0.33");
  });
});
