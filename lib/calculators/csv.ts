/**
 * A calculator's table as CSV and back. Export writes the inputs, then the
 * score and rank as the visitor sees them (handy in a spreadsheet); import
 * reads the inputs and ignores any later columns, so an exported file
 * imports unchanged.
 *
 * Import refuses the whole file at the first problem, with a message naming
 * its line, and the caller keeps the current table: half a backlog silently
 * imported would be worse than none. A file must fit the table's limits
 * (limits.ts), so an imported table's link opens like any other.
 */
import { parseCsvText, rowsToCsv } from "@/lib/csv/csv";
import type { CalculatorDefinition, CalculatorRow } from "./definitions";
import { calculatorLimits as limits, fitsInLink, rowLimit } from "./limits";
import { scoreRows } from "./scoring";

export function tableToCsv(definition: CalculatorDefinition, rows: readonly CalculatorRow[], noun: string): string {
  const inputs = (row: CalculatorRow) => [row.name, ...definition.fields.map((field) => row[field] ?? "")];
  // A table without a score per row (survey answers) exports its inputs alone.
  if (definition.scoreHeader === null) return rowsToCsv([[...definition.headers], ...rows.map(inputs)]);
  const { rows: scored } = scoreRows(definition, rows, noun);
  const header = [...definition.headers, ...(definition.detailHeader ? [definition.detailHeader] : []), definition.scoreHeader, "Rank"];
  const lines = scored.map((entry) => [
    ...inputs(entry.row),
    ...(definition.detailHeader ? [entry.detail ?? ""] : []),
    entry.score === null ? "" : definition.format(entry.score),
    entry.rank === null ? "" : String(entry.rank),
  ]);
  return rowsToCsv([header, ...lines]);
}

export type ImportedTable = { ok: true; rows: CalculatorRow[] } | { ok: false; message: string };

const normalise = (text: string) => text.trim().toLowerCase();

const fail = (message: string): ImportedTable => ({ ok: false, message: `Could not import the file. ${message}` });

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * Imports a file the visitor chose. Its size is checked before it is read:
 * a calculator's table fits in a few kilobytes, and reading a large file
 * (a whole export of some other system) would only freeze the tab.
 */
export async function importCsvFile(definition: CalculatorDefinition, file: Pick<Blob, "size" | "text">): Promise<ImportedTable> {
  if (file.size > limits.fileBytes) {
    return fail(`It is ${kilobytes(file.size)}, and a calculator's CSV file can be at most ${kilobytes(limits.fileBytes)} (${rowLimit(definition)} rows fit in far less).`);
  }
  return csvToTable(definition, await file.text());
}

export function csvToTable(definition: CalculatorDefinition, text: string): ImportedTable {
  const parsed = parseCsvText(text);
  if (!parsed.ok) return fail(parsed.message);
  const [header, ...body] = parsed.records;
  const expected = definition.headers.join(", ");
  if (!header) return fail(`The file is empty: it needs the header line ${expected}, then one line per row.`);
  const headerOk = definition.headers.every((name, i) => normalise(header.cells[i] ?? "") === normalise(name));
  if (!headerOk) return fail(`Line ${header.line}: the first line must be the header ${expected}.`);
  if (body.length === 0) return fail(`The file has a header but no rows: add one line per row after line ${header.line}.`);
  const maxRows = rowLimit(definition);
  if (body.length > maxRows) {
    return fail(`Line ${body[maxRows]!.line}: a table holds at most ${maxRows} rows, and the file has ${body.length}. Remove rows, or split the file.`);
  }

  const rows: CalculatorRow[] = [];
  for (const record of body) {
    const at = `Line ${record.line}:`;
    if (record.cells.length < definition.headers.length) {
      return fail(`${at} expected ${definition.headers.length} values (${expected}) but found ${record.cells.length}.`);
    }
    const row: CalculatorRow = { name: record.cells[0]!.trim() };
    if (row.name.length > limits.nameLength) {
      return fail(`${at} ${definition.headers[0]} is ${row.name.length} characters long; it can be at most ${limits.nameLength}.`);
    }
    for (const [i, field] of definition.fields.entries()) {
      const value = record.cells[i + 1]!.trim();
      const heading = definition.headers[i + 1]!;
      if (value.length > limits.valueLength) return fail(`${at} ${heading} is ${value.length} characters long; it can be at most ${limits.valueLength}.`);
      const options = definition.choices[field];
      if (options && !options.includes(value)) return fail(`${at} ${heading} must be one of ${options.join(", ")} (found "${value}").`);
      row[field] = value;
    }
    const result = definition.evaluate(row);
    if (!result.ok) return fail(`${at} ${Object.values(result.errors)[0]}`);
    rows.push(row);
    if (!fitsInLink(definition, rows)) {
      return fail(
        `${at} from this row on, the table's link would be longer than ${limits.linkLength} characters, more than some servers accept. Remove rows or shorten names, then import again.`,
      );
    }
  }
  return { ok: true, rows };
}
