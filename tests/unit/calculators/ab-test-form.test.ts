import { describe, expect, it } from "vitest";
import { abErrors, abFields, abLimits, abStartingValues, evaluatePlan, evaluateReading, formatPoints, verdictOf } from "@/lib/calculators/ab-test";
import { csvToForm, formToCsv, importFormCsvFile } from "@/lib/calculators/form-csv";
import { readTest } from "@/lib/stats/ab-test";

const csv = (text: string) => csvToForm(abFields, text, abErrors, abLimits.valueLength);

describe("A/B test calculator inputs", () => {
  it("accepts counts with thousands separators and a decimal comma in rates", () => {
    const outcome = evaluateReading({ ...abStartingValues, controlUsers: "9,080", variantUsers: "9 120" });
    expect(outcome.ok && outcome.reading.difference).toBeCloseTo(2900 / 9120 - 2724 / 9080, 12);
    const plan = evaluatePlan({ ...abStartingValues, effect: "2,0" });
    expect(plan.ok && plan.plan.usersPerArm).toBe(8394);
  });

  it("says what to fix, field by field", () => {
    expect(abErrors({ ...abStartingValues, baseline: "" }).baseline).toBe("Enter the baseline conversion.");
    expect(abErrors({ ...abStartingValues, baseline: "100" }).baseline).toMatch(/above 0 and below 100/);
    expect(abErrors({ ...abStartingValues, alpha: "50" }).alpha).toBe("The significance level must be from 0.1% to 20% (5% is usual).");
    expect(abErrors({ ...abStartingValues, mode: "relative", effect: "300" }).effect).toMatch(/from 30%, the effect must be under 233.33%/);
    expect(abErrors({ ...abStartingValues, effect: "0.00001" }).effect).toMatch(/too small to detect/);
    expect(abErrors({ ...abStartingValues, controlUsers: "12.5" }).controlUsers).toBe("The number of control visitors must be a whole number from 1 to 1,000,000,000.");
    expect(abErrors({ ...abStartingValues, controlConversions: "0", variantConversions: "0" }).variantConversions).toMatch(/Both groups converted no one/);
    expect(abErrors({ ...abStartingValues, daily: "" })).toEqual({});
    expect(abErrors(abStartingValues)).toEqual({});
  });

  it("writes a verdict that names the level, the p-value and the interval", () => {
    const win = readTest({ conversions: 2724, users: 9080 }, { conversions: 2900, users: 9120 });
    expect(verdictOf(win)).toBe(
      "The variant converts better than control, and the difference is statistically significant at the 5% level (p = 0.009). The true difference is likely between +0.5 and +3.1 points: ask whether the end nearest zero would still be worth it.",
    );
    const flat = readTest({ conversions: 110, users: 2724 }, { conversions: 124, users: 2900 });
    expect(verdictOf(flat)).toMatch(/^Not statistically significant at the 5% level \(p = 0.66\).*from \u22120.8 to \+1.3 points/);
    expect(formatPoints(-0.00001)).toBe("0");
  });
});

describe("form CSV", () => {
  const exported = formToCsv(abFields, abStartingValues);

  it("exports one line per input and imports its own export unchanged", () => {
    expect(exported.split("\r\n")[0]).toBe("Input,Value");
    expect(exported).toContain("Baseline conversion (%),30\r\n");
    expect(csv(exported)).toEqual({ ok: true, values: abStartingValues });
  });

  it("refuses a broken file whole, naming the line", () => {
    expect(csv("")).toEqual({ ok: false, message: expect.stringMatching(/The file is empty/) });
    expect(csv("Name,Score\n")).toEqual({ ok: false, message: "Could not import the file. Line 1: the first line must be the header Input,Value." });
    expect(csv(`${exported}Colour,blue\r\n`)).toEqual({ ok: false, message: expect.stringMatching(/^Could not import the file\. Line 12: "Colour" is not one of the calculator's inputs/) });
    expect(csv(`${exported}Power (%),90\r\n`)).toEqual({ ok: false, message: "Could not import the file. Line 12: Power (%) is already given on line 6." });
    expect(csv(exported.replace("Control conversions,2724", "Control conversions,9999"))).toEqual({
      ok: false,
      message: "Could not import the file. Line 9: The control conversions cannot be more than its 9,080 visitors.",
    });
    expect(csv(exported.replace("Effect unit,points", "Effect unit,bananas"))).toEqual({ ok: false, message: expect.stringMatching(/^Could not import the file\. Line 4: The effect unit must be/) });
    expect(csv(exported.replace(/Power \(%\),80\r\n/, ""))).toEqual({ ok: false, message: expect.stringMatching(/no line for Power \(%\)/) });
    expect(csv('Input,Value\n"Baseline,30\n')).toEqual({ ok: false, message: expect.stringMatching(/^Could not import the file\. Line \d/) });
    expect(csv(exported.replace("Baseline conversion (%),30", `Baseline conversion (%),${"3".repeat(17)}`))).toEqual({ ok: false, message: expect.stringMatching(/Line 2: .* at most 16/) });
  });

  it("leaves out an optional input the file does not give, and refuses a file too large to be a form", async () => {
    expect(csv(exported.replace("Eligible users per day,1300\r\n", ""))).toEqual({ ok: true, values: { ...abStartingValues, daily: "" } });
    const big = { size: 200 * 1024, text: async () => exported };
    expect(await importFormCsvFile(abFields, big, abErrors, 16)).toEqual({ ok: false, message: expect.stringMatching(/200 KB/) });
  });
});
