import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/stats/format";

describe("money as a page prints it", () => {
  it("whole amounts with separators and the currency symbol", () => {
    expect(formatMoney(712_800, "£")).toBe("£712,800");
    expect(formatMoney(204.545)).toBe("$205");
  });

  it("cents always as two decimals, so a price never reads $39.2", () => {
    expect(formatMoney(39.2, "$", true)).toBe("$39.20");
    expect(formatMoney(67, "$", true)).toBe("$67.00");
    expect(formatMoney(149 / 11, "$", true)).toBe("$13.55");
  });

  it("a negative amount takes a minus sign before the symbol, and rejects what is not a number", () => {
    expect(formatMoney(-5760)).toBe("−$5,760");
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
