import { describe, expect, it } from "vitest";
import {
  bottomUpCustomers,
  bottomUpSizing,
  formatFactor,
  formatMoney,
  impliedSpendPerCustomer,
  readSizingGap,
  sizingGap,
  topDownSizing,
  valueTheoryMarket,
} from "@/lib/frameworks/market-sizing";

const pawbookTopDown = topDownSizing({ marketSpend: 620e6, categoryShare: 20, serviceableShare: 55, obtainableShare: 5 });
const pawbookBottomUp = bottomUpSizing({ customers: 32_000, pricePerYear: 1_800, serviceableShare: 60, reachShare: 60, adoptionShare: 10 });

describe("market sizing", () => {
  it("narrows a published figure by shares, top-down", () => {
    expect(pawbookTopDown.tam).toBeCloseTo(124e6);
    expect(pawbookTopDown.sam).toBeCloseTo(68.2e6);
    expect(pawbookTopDown.som).toBeCloseTo(3.41e6);
  });

  it("counts customers and multiplies by price, bottom-up", () => {
    const counts = bottomUpCustomers({ customers: 32_000, pricePerYear: 1_800, serviceableShare: 60, reachShare: 60, adoptionShare: 10 });
    expect(counts.served).toBeCloseTo(19_200);
    expect(counts.won).toBeCloseTo(1_152);
    expect(pawbookBottomUp.tam).toBe(57.6e6);
    expect(pawbookBottomUp.som).toBeCloseTo(2_073_600);
  });

  it("prices from value, and divides a report by customers", () => {
    expect(valueTheoryMarket(32_000, 10_500, 25)).toBeCloseTo(84e6);
    expect(impliedSpendPerCustomer(124e6, 32_000)).toBe(3_875);
  });

  it("writes money as market figures are written", () => {
    expect(formatMoney(124e6)).toBe("$124M");
    expect(formatMoney(68.2e6)).toBe("$68.2M");
    expect(formatMoney(3.41e6)).toBe("$3.4M");
    expect(formatMoney(76.8e6, 0)).toBe("$77M");
    expect(formatMoney(1.24e6, 2)).toBe("$1.24M");
    expect(formatMoney(360_000)).toBe("$360,000");
    expect(formatMoney(3_461.54)).toBe("$3,462");
    expect(formatMoney(2.5e9)).toBe("$2.5B");
    expect(formatMoney(12e12)).toBe("$12T");
    // Just under a unit rounds up into it rather than printing "$1,000M".
    expect(formatMoney(999_990_000)).toBe("$1B");
    expect(formatMoney(999_999.6)).toBe("$1M");
  });

  it("measures the gap as the larger estimate over the smaller, and says which is higher", () => {
    expect(sizingGap(124e6, 57.6e6)).toMatchObject({ higher: "top-down", band: "large" });
    expect(formatFactor(sizingGap(124e6, 57.6e6).factor)).toBe("2.2");
    expect(sizingGap(10, 11)).toMatchObject({ higher: "bottom-up", band: "close" });
    expect(sizingGap(5, 5)).toEqual({ higher: "neither", factor: 1, band: "close" });
    expect(sizingGap(1, 1.5).band).toBe("moderate");
    expect(sizingGap(1, 6).band).toBe("very large");
    expect(() => sizingGap(0, 5)).toThrow(RangeError);
  });

  it("explains a higher top-down figure as scope, price or optimism, with the implied spend", () => {
    const reading = readSizingGap(pawbookTopDown, pawbookBottomUp, { customers: 32_000, pricePerYear: 1_800 });
    expect(reading.headline).toBe("The top-down TAM is 2.2 times the bottom-up one ($124M against $57.6M).");
    expect(reading.meaning.join(" ")).toContain("The report implies $3,875 a year per customer, against your $1,800.");
    expect(reading.meaning.join(" ")).toMatch(/money on the table/);
  });

  it("explains a higher bottom-up figure as a price to test or a new category", () => {
    const small = topDownSizing({ marketSpend: 20e6, categoryShare: 50, serviceableShare: 50, obtainableShare: 10 });
    const reading = readSizingGap(small, pawbookBottomUp, { customers: 32_000, pricePerYear: 1_800 });
    expect(reading.headline).toMatch(/^The bottom-up TAM is 5\.8 times the top-down one/);
    expect(reading.meaning.join(" ")).toMatch(/Test the price with customers/);
    expect(reading.meaning.join(" ")).toMatch(/do not measure the same market/);
  });

  it("says when the two agree", () => {
    const near = topDownSizing({ marketSpend: 300e6, categoryShare: 20, serviceableShare: 55, obtainableShare: 5 });
    expect(readSizingGap(near, pawbookBottomUp, { customers: 32_000, pricePerYear: 1_800 }).headline).toBe(
      "The two TAMs agree within 25%: $60M top-down and $57.6M bottom-up.",
    );
  });
});
