import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { calculatorLimits as limits, fitsInLink } from "@/lib/calculators/limits";
import { badLinkMessage, decodeTable, encodeTable } from "@/lib/calculators/url-state";

const rice = calculatorDefinitions.rice;
const opportunity = calculatorDefinitions.opportunity;

describe("calculator state in the URL", () => {
  it("round-trips a table, including unicode names and half-typed values", () => {
    const rows = [
      { name: "Délai de livraison 🚚", reach: "1,5", impact: "0.25", confidence: "", effort: "0" },
      { name: "", reach: "100", impact: "3", confidence: "80", effort: "1" },
    ];
    const encoded = encodeTable(rice, rows);
    expect(encoded).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeTable(rice, encoded)).toEqual({ ok: true, rows });
  });

  it.each([
    ["no version", "eyJhIjoxfQ"],
    ["not base64url", "1.%%%"],
    ["not JSON", `1.${btoa("nope")}`],
    ["wrong shape", `1.${btoa(JSON.stringify({ rows: [] }))}`],
    ["no rows", `1.${btoa(JSON.stringify([]))}`],
    ["wrong number of cells", `1.${btoa(JSON.stringify([["A", "5"]]))}`],
    ["a number instead of text", `1.${btoa(JSON.stringify([["A", 5, "5"]]))}`],
    ["too many rows", `1.${btoa(JSON.stringify(Array.from({ length: 51 }, () => ["A", "5", "5"])))}`],
    ["a value too long", `1.${btoa(JSON.stringify([["A", "5".repeat(limits.valueLength + 1), "5"]]))}`],
    ["longer than any link the page writes", `1.${"A".repeat(limits.linkLength)}`],
  ])("refuses %s with the message", (_, encoded) => {
    expect(decodeTable(opportunity, encoded)).toEqual({ ok: false, message: badLinkMessage });
  });

  it("refuses a RICE impact that is not one of the select's options", () => {
    const encoded = encodeTable(rice, [{ name: "A", reach: "1", impact: "2.5", confidence: "50", effort: "1" }]);
    expect(decodeTable(rice, encoded).ok).toBe(false);
  });

  it("fuzz: decoding any text never throws", () => {
    fc.assert(fc.property(fc.string(), (text) => void decodeTable(rice, text)));
    fc.assert(fc.property(fc.string(), (text) => void decodeTable(opportunity, `1.${text}`)));
  });

  it("fuzz: any table within the limits round-trips", () => {
    const text = (max: number) => fc.string({ maxLength: max });
    const row = fc.record({ name: text(limits.nameLength), importance: text(limits.valueLength), satisfaction: text(limits.valueLength) });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: limits.rows }), (rows) => {
        fc.pre(fitsInLink(opportunity, rows));
        expect(decodeTable(opportunity, encodeTable(opportunity, rows))).toEqual({ ok: true, rows });
      }),
    );
  });
});
