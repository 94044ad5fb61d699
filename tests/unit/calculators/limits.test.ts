import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvToTable, importCsvFile, tableToCsv } from "@/lib/calculators/csv";
import { calculatorDefinitions, type CalculatorDefinition, type CalculatorRow } from "@/lib/calculators/definitions";
import { calculatorLimits as limits, canAddRow, clampText, fitCell, fitsInLink, rowLimit } from "@/lib/calculators/limits";
import { badLinkMessage, decodeTable, encodeTable } from "@/lib/calculators/url-state";

/**
 * A table comes in by typing, the Add button, a CSV file or a shared link;
 * whatever one door lets in, the link must carry and open again. These
 * tests build the largest tables the limits allow, and tables one past each
 * limit, and send them through every door.
 */
const definitions = Object.values(calculatorDefinitions);

/**
 * A valid value of exactly the longest length (a number padded with zeros), or a fixed choice, which is shorter.
 * Each field's number is its position (1, 2, 3...), so values that must rise across a row (price answers) do.
 */
function longestValue(definition: CalculatorDefinition, field: string): string {
  return definition.choices[field]?.[0] ?? String(definition.fields.indexOf(field) + 1).padStart(limits.valueLength, "0");
}

function row(definition: CalculatorDefinition, name: string, value: (field: string) => string = (field) => longestValue(definition, field)): CalculatorRow {
  const result: CalculatorRow = { name };
  for (const field of definition.fields) result[field] = value(field);
  return result;
}

/**
 * The largest table a visitor can build on the page: Add until it refuses,
 * then type the longest name (of `char`) and values into every cell, each
 * kept as the page keeps it.
 */
function largestTable(definition: CalculatorDefinition, char: string): CalculatorRow[] {
  const blank = row(definition, "", (field) => definition.choices[field]?.[0] ?? "1");
  const rows: CalculatorRow[] = [];
  while (canAddRow(definition, rows, blank)) rows.push({ ...blank });
  rows.forEach((_, index) => {
    for (const field of ["name", ...definition.fields]) {
      // A fixed choice is a select: it can only take one of its options.
      const typed =
        field === "name" ? `${index} `.padEnd(limits.nameLength + 10, char) : (definition.choices[field]?.[0] ?? `${longestValue(definition, field)}9`);
      rows[index] = { ...rows[index]!, [field]: fitCell(definition, rows, index, field, typed).value };
    }
  });
  return rows;
}

/** One respondent's price answers as a survey gives them. */
const everydayPrices: Record<string, string> = { tooCheap: "10", cheap: "15", expensive: "30", tooExpensive: "40" };

const csvOf = (definition: CalculatorDefinition, rows: CalculatorRow[]) => tableToCsv(definition, rows, "Item");

describe.each(definitions)("$kind calculator: one set of limits for every way in", (definition) => {
  it.each([
    ["plain letters", "a"],
    ["accented letters (two bytes each)", "é"],
    ["Chinese characters (three bytes each)", "表"],
  ])("the largest table built on the page, in %s, opens from its link", (_, char) => {
    const rows = largestTable(definition, char);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(rowLimit(definition));
    for (const entry of rows) {
      expect(entry.name.length).toBeLessThanOrEqual(limits.nameLength);
      for (const field of definition.fields) expect(entry[field]!.length).toBeLessThanOrEqual(limits.valueLength);
    }
    const encoded = encodeTable(definition, rows);
    expect(encoded.length).toBeLessThanOrEqual(limits.linkLength);
    expect(decodeTable(definition, encoded)).toEqual({ ok: true, rows });
  });

  it("a table at the row cap, with every value at its longest, round-trips", () => {
    // A survey's cap (hundreds of respondents) is reached with everyday prices in the compact link; a backlog's with its longest values.
    const rows = definition.compactLink
      ? Array.from({ length: rowLimit(definition) }, () => row(definition, "", (field) => everydayPrices[field]!))
      : Array.from({ length: limits.rows }, (_, index) => row(definition, `Idea ${index + 1}`));
    expect(fitsInLink(definition, rows)).toBe(true);
    expect(decodeTable(definition, encodeTable(definition, rows))).toEqual({ ok: true, rows });
    expect(csvToTable(definition, csvOf(definition, rows))).toEqual({ ok: true, rows });
    expect(canAddRow(definition, rows, row(definition, ""))).toBe(false);
  });

  it("a real backlog fits: fifty rows named in 60 plain letters, with everyday numbers", () => {
    const everyday: Record<string, string> = { reach: "12000", impact: "0.5", confidence: "100", effort: "0.5", importance: "8.5", satisfaction: "3", ...everydayPrices };
    const rows = Array.from({ length: limits.rows }, (_, index) => row(definition, `${index} `.padEnd(60, "a"), (field) => everyday[field]!));
    expect(fitsInLink(definition, rows)).toBe(true);
  });

  it("one row too many is refused by the link and by CSV import (naming the line)", () => {
    const cap = rowLimit(definition);
    const rows = Array.from({ length: cap + 1 }, (_, index) => row(definition, `Idea ${index + 1}`));
    expect(decodeTable(definition, encodeTable(definition, rows))).toEqual({ ok: false, message: badLinkMessage });
    const imported = csvToTable(definition, csvOf(definition, rows));
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.message).toContain(`Line ${cap + 2}: a table holds at most ${cap} rows`);
  });

  it("a name one character too long is refused by the link and by CSV import (naming the line)", () => {
    const rows = [row(definition, "A"), row(definition, "x".repeat(limits.nameLength + 1)), row(definition, "C")];
    expect(decodeTable(definition, encodeTable(definition, rows))).toEqual({ ok: false, message: badLinkMessage });
    expect(csvToTable(definition, csvOf(definition, rows))).toEqual({
      ok: false,
      message: `Could not import the file. Line 3: ${definition.headers[0]} is ${limits.nameLength + 1} characters long; it can be at most ${limits.nameLength}.`,
    });
  });

  it("a value one character too long is refused by the link and by CSV import (naming the line)", () => {
    // A free field where there is one; WSJF's are all fixed choices, and length is checked before the choice.
    const field = definition.fields.find((name) => !definition.choices[name]) ?? definition.fields[0]!;
    const rows = [row(definition, "A"), row(definition, "B")];
    rows[0]![field] = "1".padStart(limits.valueLength + 1, "0");
    expect(decodeTable(definition, encodeTable(definition, rows))).toEqual({ ok: false, message: badLinkMessage });
    const imported = csvToTable(definition, csvOf(definition, rows));
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.message).toContain(`Line 2: ${definition.headers[definition.fields.indexOf(field) + 1]} is ${limits.valueLength + 1} characters long`);
  });

  it("a table whose link would be too long is refused by the link and by CSV import, naming the first line that does not fit", () => {
    // Every cell within its own limit, the whole too long for a link.
    const rows = Array.from({ length: limits.rows }, (_, index) => row(definition, `${index} `.padEnd(limits.nameLength, "é")));
    const fits = rows.findIndex((_, index) => !fitsInLink(definition, rows.slice(0, index + 1)));
    expect(fits).toBeGreaterThan(0);
    expect(decodeTable(definition, encodeTable(definition, rows))).toEqual({ ok: false, message: badLinkMessage });
    expect(csvToTable(definition, csvOf(definition, rows))).toEqual({
      ok: false,
      message: `Could not import the file. Line ${fits + 2}: from this row on, the table's link would be longer than ${limits.linkLength} characters, more than some servers accept. Remove rows or shorten names, then import again.`,
    });
    expect(csvToTable(definition, csvOf(definition, rows.slice(0, fits)))).toEqual({ ok: true, rows: rows.slice(0, fits) });
  });
});

describe("typing into a cell", () => {
  const opportunity = calculatorDefinitions.opportunity;
  const rows = [{ name: "Track my order", importance: "8", satisfaction: "3" }];

  it("keeps text within the limits as typed", () => {
    expect(fitCell(opportunity, rows, 0, "name", "Know when my order arrives")).toEqual({ value: "Know when my order arrives", cutBy: null });
  });

  it("cuts a name or a value at its length", () => {
    expect(fitCell(opportunity, rows, 0, "name", "x".repeat(limits.nameLength + 30))).toEqual({ value: "x".repeat(limits.nameLength), cutBy: "length" });
    expect(fitCell(opportunity, rows, 0, "importance", "9".repeat(limits.valueLength + 3))).toEqual({ value: "9".repeat(limits.valueLength), cutBy: "length" });
  });

  it("cuts where the table's link is full, and the cut table still opens from its link", () => {
    // Rows with long names, as many as leave room for one more with an empty name.
    const long = (index: number) => ({ name: `${index} `.padEnd(limits.nameLength, "表"), importance: "8", satisfaction: "3" });
    const blank = { name: "", importance: "5", satisfaction: "5" };
    let fitting: CalculatorRow[] = [blank];
    while (fitsInLink(opportunity, [long(fitting.length), ...fitting])) fitting = [long(fitting.length), ...fitting];
    const index = fitting.length - 1;
    const fitted = fitCell(opportunity, fitting, index, "name", "表".repeat(limits.nameLength));
    expect(fitting.length).toBeLessThan(limits.rows);
    expect(fitted.cutBy).toBe("link");
    expect(fitted.value.length).toBeLessThan(limits.nameLength);
    const after = fitting.map((entry, i) => (i === index ? { ...entry, name: fitted.value } : entry));
    expect(fitsInLink(opportunity, after)).toBe(true);
    expect(fitsInLink(opportunity, after.map((entry, i) => (i === index ? { ...entry, name: `${fitted.value}表` } : entry)))).toBe(false);
    expect(canAddRow(opportunity, after, { name: "", importance: "5", satisfaction: "5" })).toBe(false);
  });

  it("never splits an emoji, so a cut name still comes back from its link unchanged", () => {
    const name = `${"a".repeat(limits.nameLength - 1)}🚀🚀`;
    expect(clampText(name, limits.nameLength)).toBe("a".repeat(limits.nameLength - 1));
    const cut = fitCell(opportunity, rows, 0, "name", name).value;
    const table = [{ ...rows[0]!, name: cut }];
    expect(decodeTable(opportunity, encodeTable(opportunity, table))).toEqual({ ok: true, rows: table });
  });

  it("fuzz: whatever is typed into a cell, the table's link opens it unchanged", () => {
    fc.assert(
      fc.property(fc.constantFrom("name", "importance", "satisfaction"), fc.string({ unit: "grapheme", maxLength: 200 }), (field, typed) => {
        const table = [{ ...rows[0]!, [field]: fitCell(opportunity, rows, 0, field, typed).value }];
        expect(decodeTable(opportunity, encodeTable(opportunity, table))).toEqual({ ok: true, rows: table });
      }),
    );
  });
});

describe("CSV file size", () => {
  const rice = calculatorDefinitions.rice;
  const header = rice.headers.join(",");

  it("refuses a file over the limit before reading it, with its size and the limit", async () => {
    const file = new Blob([`${header}\nA,1,1,50,1,${"x".repeat(limits.fileBytes)}\n`]);
    let read = false;
    const result = await importCsvFile(rice, {
      size: file.size,
      text: () => {
        read = true;
        return file.text();
      },
    });
    expect(read).toBe(false);
    expect(result).toEqual({
      ok: false,
      message: "Could not import the file. It is 101 KB, and a calculator's CSV file can be at most 100 KB (50 rows fit in far less).",
    });
  });

  it("reads a file within the limit (extra columns included)", async () => {
    const file = new Blob([`${header}\nA,1,1,50,1,`.padEnd(limits.fileBytes, "x")]);
    expect(file.size).toBe(limits.fileBytes);
    expect(await importCsvFile(rice, file)).toEqual({ ok: true, rows: [{ name: "A", reach: "1", impact: "1", confidence: "50", effort: "1" }] });
  });
});
