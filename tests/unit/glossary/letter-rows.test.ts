import { describe, expect, it } from "vitest";
import { phoneColumns } from "@/lib/glossary/glossary";

describe("phoneColumns: the A-Z bar's rows on a phone are of equal length", () => {
  it("sets fifteen letters in three rows of five, not seven, seven and a lone one", () => {
    expect(phoneColumns(15)).toBe(5);
  });
  it("keeps one row for up to seven letters, and never more than seven to a row", () => {
    expect(phoneColumns(4)).toBe(4);
    expect(phoneColumns(7)).toBe(7);
    expect(phoneColumns(8)).toBe(4);
    expect(phoneColumns(26)).toBe(7);
    for (let count = 1; count <= 26; count++) expect(phoneColumns(count)).toBeLessThanOrEqual(7);
  });
});
