import { describe, expect, it } from "vitest";
import { marketExampleDraft } from "@/data/framework-examples";
import { csvToMarket, marketToCsv } from "@/lib/calculators/market-csv";
import { computeMarket, marketAssumptions, parseAmount, validateMarket, type MarketDraft } from "@/lib/calculators/market-sizing";
import { encodeMarket } from "@/lib/calculators/market-url";
import { decodeMarket } from "@/lib/calculators/market-url-state";
import { formatMoney } from "@/lib/frameworks/market-sizing";

const draft: MarketDraft = marketExampleDraft;

describe("reading amounts as people write them", () => {
  it.each([
    ["620M", 620e6],
    ["$620M", 620e6],
    ["1.5B", 1.5e9],
    ["32k", 32_000],
    ["620,000,000", 620e6],
    ["1,800", 1_800],
    ["1 800", 1_800],
    ["0,5", 0.5],
    ["2e6", 2e6],
  ])("%s is %d", (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each(["", "   "])("'%s' is empty", (text) => expect(parseAmount(text)).toEqual({ ok: false, reason: "empty" }));
  it.each(["abc", "12x", "M", "1,2,3"])("'%s' is not a number", (text) => expect(parseAmount(text)).toEqual({ ok: false, reason: "not-a-number" }));
});

describe("the TAM/SAM/SOM calculator's model", () => {
  it("computes the worked example both ways, with the gap explained", () => {
    const result = computeMarket(draft);
    expect(result.errors).toEqual({});
    expect(formatMoney(result.topDown!.tam)).toBe("$124M");
    expect(formatMoney(result.topDown!.som)).toBe("$3.4M");
    expect(formatMoney(result.bottomUp!.sam)).toBe("$34.6M");
    expect(formatMoney(result.bottomUp!.som)).toBe("$2.1M");
    expect(result.gap!.headline).toBe("The top-down TAM is 2.2 times the bottom-up one ($124M against $57.6M).");
  });

  it("lists every assumption in words, in the form's order", () => {
    const texts = computeMarket(draft).assumptions.map((entry) => entry.text);
    expect(texts).toHaveLength(marketAssumptions.length);
    expect(texts[0]).toBe("The published market figure is $620M a year.");
    expect(texts[1]).toBe("20% of it is spent on your category: a top-down TAM of $124M.");
    expect(texts[6]).toBe("You can serve 60% of them (19,200 customers): a bottom-up SAM of $34.6M.");
    expect(texts[8]).toBe("10% of the customers you reach adopt (1,152 customers): a bottom-up SOM of $2.1M.");
  });

  it("refuses values outside their limits with a message per field, and keeps the other estimate", () => {
    const result = computeMarket({ ...draft, categoryShare: "120", customers: "0", years: "2.5" });
    expect(result.errors.categoryShare).toBe("Share spent on your category must be more than 0% and at most 100%.");
    expect(result.errors.customers).toBe("Customers with the problem must be at least 1 and at most 10 billion (more than the world's population).");
    expect(result.errors.years).toBe("Years the SOM covers must be a whole number from 1 to 10.");
    expect(result.topDown).toBeNull();
    expect(result.bottomUp).toBeNull();
    expect(result.gap).toBeNull();
    expect(result.assumptions.find((entry) => entry.id === "categoryShare")).toMatchObject({ ok: false });
    const oneSide = computeMarket({ ...draft, pricePerYear: "free" });
    expect(oneSide.errors.pricePerYear).toBe("Revenue per customer must be a number, such as 1800, 1,800 or 1.8k.");
    expect(oneSide.topDown).not.toBeNull();
    expect(oneSide.bottomUp).toBeNull();
  });

  it("refuses a market larger than $10T and an empty value", () => {
    const result = validateMarket({ ...draft, marketSpend: "20T", pricePerYear: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.marketSpend).toBe("Published market figure must be more than $0 and at most $10T.");
    expect(result.errors.pricePerYear).toBe("Revenue per customer is required.");
  });
});

describe("the assumptions in a link", () => {
  it("round-trips the values as typed", () => {
    const typed = { ...draft, marketSpend: "1,5B", categoryShare: "nope" };
    expect(decodeMarket(encodeMarket(typed))).toEqual({ ok: true, draft: typed });
  });

  it("refuses a cut, edited or made-up link", () => {
    const encoded = encodeMarket(draft);
    expect(decodeMarket(encoded.slice(0, -6)).ok).toBe(false);
    expect(decodeMarket("2." + encoded.slice(2)).ok).toBe(false);
    expect(decodeMarket("1." + btoa(JSON.stringify(["1", "2"]))).ok).toBe(false);
  });
});

describe("the assumptions as CSV", () => {
  it("exports one line per assumption with its words, and imports the file back unchanged", () => {
    const csv = marketToCsv(draft);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Assumption,Value,In words");
    expect(lines[1]).toBe("Top-down: published market figure ($ a year),620M,The published market figure is $620M a year.");
    expect(lines).toHaveLength(marketAssumptions.length + 2);
    expect(csvToMarket(csv)).toEqual({ ok: true, draft });
  });

  it("accepts the lines in any order, names matched without regard to case", () => {
    const [header, ...rows] = marketToCsv(draft).trim().split("\r\n");
    const shuffled = [header, ...rows.reverse().map((row) => row.toUpperCase())].join("\n");
    const result = csvToMarket(shuffled);
    expect(result.ok).toBe(true);
  });

  it("names the line of a bad value, an unknown assumption and a repeated one", () => {
    const lines = marketToCsv(draft).trim().split("\r\n");
    const bad = [...lines];
    bad[3] = "Top-down: share you can serve (%),150";
    expect(csvToMarket(bad.join("\n"))).toEqual({ ok: false, message: "Could not import the file. Line 4: Share you can serve must be more than 0% and at most 100%." });
    const unknown = [...lines];
    unknown[5] = "Churn,5";
    expect(csvToMarket(unknown.join("\n"))).toMatchObject({ ok: false, message: expect.stringMatching(/^Could not import the file\. Line 6: "Churn" is not one of the calculator's assumptions/) });
    const repeated = [...lines, lines[2]];
    expect(csvToMarket(repeated.join("\n"))).toMatchObject({ ok: false, message: expect.stringMatching(/Line 12: Top-down: share spent on your category \(%\) is already on line 3/) });
  });

  it("refuses a file without a line for every assumption, or without the header", () => {
    const lines = marketToCsv(draft).trim().split("\r\n");
    expect(csvToMarket(lines.slice(0, -1).join("\n"))).toMatchObject({ ok: false, message: expect.stringMatching(/no line for Years the SOM covers/) });
    expect(csvToMarket(lines.slice(1).join("\n"))).toMatchObject({ ok: false, message: expect.stringMatching(/Line 1: the first line must be the header Assumption, Value/) });
    expect(csvToMarket("")).toMatchObject({ ok: false, message: expect.stringMatching(/The file is empty/) });
    expect(csvToMarket('Assumption,Value\n"unclosed,1')).toMatchObject({ ok: false, message: expect.stringMatching(/Line 2: a quoted field is never closed/) });
  });
});
