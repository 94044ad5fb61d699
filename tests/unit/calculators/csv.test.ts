import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvToTable, tableToCsv } from "@/lib/calculators/csv";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { CsvSyntaxError, parseCsv, parseCsvRecords, parseCsvText, rowsToCsv } from "@/lib/csv/csv";

const rice = calculatorDefinitions.rice;
const opportunity = calculatorDefinitions.opportunity;
const riceRows = [
  { name: "Bulk export, with \"quotes\"", reach: "200", impact: "2", confidence: "80", effort: "1" },
  { name: "Onboarding", reach: "1000", impact: "1", confidence: "50", effort: "2" },
];

describe("shared CSV parser", () => {
  it("reads a file's text as every import does: no byte order mark, no blank lines, a syntax error as a message", () => {
    expect(parseCsvText("\uFEFFa,b\r\n\r\n , \r\nc,d\r\n")).toEqual({
      ok: true,
      records: [
        { cells: ["a", "b"], line: 1 },
        { cells: ["c", "d"], line: 4 },
      ],
    });
    expect(parseCsvText('a,b\nc,"d\n')).toEqual({ ok: false, message: "Line 2: a quoted field is never closed." });
  });

  it("names the line of a malformed field", () => {
    expect(() => parseCsv('a,b\r\nc,"d\r\n')).toThrow(new CsvSyntaxError(2, "a quoted field is never closed"));
    expect(() => parseCsv('a,b\nc,d\nx"y,z')).toThrow(/^Line 3: a quote inside an unquoted field/);
    expect(() => parseCsv('a\n"b"c')).toThrow(/^Line 2: text after a closing quote/);
  });

  it("gives each record the line it starts on, counting quoted line breaks", () => {
    expect(parseCsvRecords('a\r\n"b\nc",d\r\ne').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it("fuzz: reads back any rows it wrote", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "Z", " ", ",", '"', "\r", "\n", "é", "1") });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        // A lone empty cell on a line writes an empty line, which reads back as one empty field: the same row.
        expect(parseCsv(rowsToCsv(rows))).toEqual(rows);
      }),
    );
  });

  it("fuzz: any text either parses or fails with a CsvSyntaxError naming a line inside the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", ",", '"', "\r", "\n", " ") }), (text) => {
        try {
          const records = parseCsvRecords(text);
          for (const record of records) expect(record.line).toBeGreaterThanOrEqual(1);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvSyntaxError);
          const lines = text.split(/\r\n|\r|\n/).length;
          expect((error as CsvSyntaxError).line).toBeGreaterThanOrEqual(1);
          expect((error as CsvSyntaxError).line).toBeLessThanOrEqual(lines);
        }
      }),
    );
  });
});

describe("calculator CSV", () => {
  it("exports the inputs, the score and the rank", () => {
    const csv = tableToCsv(rice, riceRows, "Item");
    expect(csv).toBe(
      'Name,Reach,Impact,Confidence (%),Effort,RICE score,Rank\r\n"Bulk export, with ""quotes""",200,2,80,1,320,1\r\nOnboarding,1000,1,50,2,250,2\r\n',
    );
  });

  it("imports what it exported", () => {
    expect(csvToTable(rice, tableToCsv(rice, riceRows, "Item"))).toEqual({ ok: true, rows: riceRows });
    const outcomes = [{ name: "Track my order", importance: "8.5", satisfaction: "3" }];
    expect(csvToTable(opportunity, tableToCsv(opportunity, outcomes, "Outcome"))).toEqual({ ok: true, rows: outcomes });
  });

  it("accepts a byte order mark, blank lines and header case", () => {
    const result = csvToTable(opportunity, "\uFEFFcustomer outcome,importance (0-10),SATISFACTION (0-10)\n\nA,5,5\n");
    expect(result).toEqual({ ok: true, rows: [{ name: "A", importance: "5", satisfaction: "5" }] });
  });

  it.each([
    ["", "The file is empty"],
    ["Title,Reach\nA,1", "Line 1: the first line must be the header Name, Reach, Impact, Confidence (%), Effort."],
    ["Name,Reach,Impact,Confidence (%),Effort\n", "header but no rows"],
    ["Name,Reach,Impact,Confidence (%),Effort\nA,1,1,50,1\nB,2,1", "Line 3: expected 5 values"],
    ["Name,Reach,Impact,Confidence (%),Effort\nA,1,1,50,1\n\nB,lots,1,50,1", "Line 4: Reach must be a number."],
    ["Name,Reach,Impact,Confidence (%),Effort\nA,1,2.5,50,1", 'Line 2: Impact must be one of 3, 2, 1, 0.5, 0.25 (found "2.5").'],
    ["Name,Reach,Impact,Confidence (%),Effort\nA,1,1,50,0", "Line 2: Effort must be greater than 0"],
    ['Name,Reach,Impact,Confidence (%),Effort\nA,1,1,50,1\n"B,1,1,50,1', "Line 3: a quoted field is never closed."],
  ])("refuses %j with a message naming the line", (text, message) => {
    const result = csvToTable(rice, text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^Could not import the file\. /);
      expect(result.message).toContain(message);
    }
  });

  it("refuses more than 50 rows, naming the first line too many", () => {
    const lines = ["Customer outcome,Importance (0-10),Satisfaction (0-10)", ...Array.from({ length: 51 }, (_, i) => `O${i},5,5`)];
    const result = csvToTable(opportunity, lines.join("\n"));
    expect(result).toEqual({
      ok: false,
      message: "Could not import the file. Line 52: a table holds at most 50 rows, and the file has 51. Remove rows, or split the file.",
    });
  });

  it("fuzz: import never throws and never returns an invalid row", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("A", "1", "0", ".", ",", '"', "\n", " ", "Customer outcome,Importance (0-10),Satisfaction (0-10)\n") }), (text) => {
        const result = csvToTable(opportunity, text);
        if (result.ok) for (const row of result.rows) expect(opportunity.evaluate(row).ok).toBe(true);
        else expect(result.message).toMatch(/^Could not import the file\. /);
      }),
    );
  });
});
