import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quilloPilotRows } from "@/content/frameworks/van-westendorp-example";
import { csvToTable, tableToCsv } from "@/lib/calculators/csv";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { rowLimit } from "@/lib/calculators/limits";
import { pastedToTable } from "@/lib/calculators/paste";
import { badLinkMessage, decodeTable, encodeTable } from "@/lib/calculators/url-state";

const psm = calculatorDefinitions["van-westendorp"];

describe("Van Westendorp answers in a link", () => {
  it("writes the answers compactly: four numbers a respondent, readable in the address", () => {
    const encoded = encodeTable(psm, quilloPilotRows.slice(0, 2));
    expect(encoded).toBe("n.10_15_30_40-10_20_35_40");
    expect(decodeTable(psm, encoded)).toEqual({ ok: true, rows: quilloPilotRows.slice(0, 2) });
    // Ten respondents in under 130 characters, so hundreds fit in one link.
    expect(encodeTable(psm, quilloPilotRows).length).toBeLessThan(130);
  });

  it("keeps half-typed rows, and falls back to the general form for a labelled respondent", () => {
    const rows = [{ name: "", tooCheap: "9.5", cheap: "", expensive: "30", tooExpensive: "40" }];
    expect(decodeTable(psm, encodeTable(psm, rows))).toEqual({ ok: true, rows });
    const labelled = [{ name: "R1", tooCheap: "10", cheap: "15", expensive: "30", tooExpensive: "40" }];
    expect(encodeTable(psm, labelled)).toMatch(/^1\./);
    expect(decodeTable(psm, encodeTable(psm, labelled))).toEqual({ ok: true, rows: labelled });
  });

  it.each([
    ["a row with three answers", "n.10_15_30"],
    ["a letter among the numbers", "n.10_15_3x_40"],
    ["a negative price", "n.10_15_30_-40"],
    ["nothing", "n."],
  ])("refuses %s", (_, encoded) => {
    expect(decodeTable(psm, encoded)).toEqual({ ok: false, message: badLinkMessage });
  });

  it("fuzz: decoding any compact text never throws", () => {
    fc.assert(fc.property(fc.string(), (text) => void decodeTable(psm, `n.${text}`)));
  });
});

describe("Van Westendorp answers as CSV", () => {
  it("exports the answers alone and imports the file unchanged", () => {
    const csv = tableToCsv(psm, quilloPilotRows, "Respondent");
    expect(csv.split("\r\n").slice(0, 2)).toEqual(["Respondent,Too cheap,Bargain,Getting expensive,Too expensive", ",10,15,30,40"]);
    expect(csvToTable(psm, csv)).toEqual({ ok: true, rows: quilloPilotRows });
  });

  it("names the line of a respondent whose answers are out of order", () => {
    const csv = "Respondent,Too cheap,Bargain,Getting expensive,Too expensive\nA,10,15,30,40\nB,10,20,20,40\n";
    expect(csvToTable(psm, csv)).toEqual({
      ok: false,
      message: "Could not import the file. Line 3: Getting expensive (20) must be above Bargain (20): the four answers rise from too cheap to too expensive.",
    });
  });

  it("holds a survey's worth of respondents", () => {
    expect(rowLimit(psm)).toBe(500);
    const rows = Array.from({ length: 500 }, () => ({ ...quilloPilotRows[0]! }));
    expect(csvToTable(psm, tableToCsv(psm, rows, "Respondent"))).toEqual({ ok: true, rows });
  });
});

describe("pasted answers", () => {
  it("reads tab-separated lines from a spreadsheet, with a header and labels", () => {
    expect(pastedToTable(psm, "Id\tToo cheap\tBargain\tExpensive\tToo expensive\r\nR1\t$10\t$15\t$30\t$40\r\n\r\nR2\t10\t20\t35\t40\r\n")).toEqual({
      ok: true,
      rows: [
        { name: "R1", tooCheap: "10", cheap: "15", expensive: "30", tooExpensive: "40" },
        { name: "R2", tooCheap: "10", cheap: "20", expensive: "35", tooExpensive: "40" },
      ],
    });
  });

  it("reads commas or spaces", () => {
    expect(pastedToTable(psm, "10, 15, 30, 40\n5 10 15 20")).toEqual({
      ok: true,
      rows: [
        { name: "", tooCheap: "10", cheap: "15", expensive: "30", tooExpensive: "40" },
        { name: "", tooCheap: "5", cheap: "10", expensive: "15", tooExpensive: "20" },
      ],
    });
  });

  it.each([
    ["a missing answer", "10 15 30 40\n10 15 30", "Line 2: expected 4 values (Too cheap, Bargain, Getting expensive, Too expensive) but found 3."],
    ["an empty cell from a spreadsheet", "10\t15\t30\t40\n\n10\t\t30\t40", "Line 3: Bargain is required."],
    ["a word for a price", "10 15 30 40\n10 cheap 30 40", "Line 2: Bargain must be a number."],
    ["a price of 0", "0 15 30 40", "Line 1: Too cheap must be a price above 0."],
    ["nothing at all", " \n ", "There is nothing to read"],
  ])("names the line of %s", (_, text, message) => {
    const result = pastedToTable(psm, text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
