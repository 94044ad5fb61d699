import { describe, expect, it } from "vitest";
import { columnLetter } from "@/lib/templates/formula";

describe("columnLetter: a sheet column's letter in a spreadsheet", () => {
  it("names the first 26 A to Z, then AA, AB… as spreadsheets do", () => {
    expect([0, 1, 7, 25].map(columnLetter)).toEqual(["A", "B", "H", "Z"]);
    expect([26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(["AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });
  it("refuses a position that is not a column", () => {
    expect(() => columnLetter(-1)).toThrow(RangeError);
    expect(() => columnLetter(1.5)).toThrow(RangeError);
  });
});
