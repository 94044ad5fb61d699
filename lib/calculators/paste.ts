/**
 * Answers pasted from a spreadsheet or typed as text, one row per line:
 * cells split by tabs (what a spreadsheet copies), else by commas,
 * semicolons or spaces. A line may start with a label (a respondent id)
 * before the values; a first line that is not numbers is taken as a header
 * and skipped; a currency sign beside a number is dropped ("$15").
 *
 * Like a CSV import, the whole paste is refused at the first bad line, with
 * a message naming that line, and the table stays as it was.
 */
import type { CalculatorDefinition, CalculatorRow } from "./definitions";
import type { ImportedTable } from "./csv";
import { calculatorLimits as limits, fitsInLink, rowLimit } from "./limits";

const fail = (message: string): ImportedTable => ({ ok: false, message: `Could not use the pasted answers. ${message}` });

const currency = /^[$€£¥]\s*|\s*[$€£¥]$/g;
const looksNumeric = (cell: string) => /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(cell);

function cellsOf(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === "") return [];
  // A tab-separated line keeps its empty cells: a missing answer is then named, not silently shifted.
  const parts = trimmed.includes("\t") ? trimmed.split("\t") : trimmed.split(/\s*[,;]\s*|\s+/);
  return parts.map((cell) => cell.trim().replace(currency, ""));
}

export function pastedToTable(definition: CalculatorDefinition, text: string): ImportedTable {
  const lines = text.split(/\r\n|\n|\r/).map((line, index) => ({ line: index + 1, cells: cellsOf(line) })).filter((entry) => entry.cells.length > 0);
  const count = definition.fields.length;
  const expected = definition.headers.slice(1).join(", ");
  // A header copied with the data: its cells are words.
  if (lines[0] && lines[0].cells.slice(-count).some((cell) => !looksNumeric(cell))) lines.shift();
  if (lines.length === 0) return fail(`There is nothing to read: paste one line per row, each with ${count} values (${expected}).`);
  const maxRows = rowLimit(definition);
  if (lines.length > maxRows) return fail(`Line ${lines[maxRows]!.line}: a table holds at most ${maxRows} rows, and the paste has ${lines.length}.`);

  const rows: CalculatorRow[] = [];
  for (const { line, cells } of lines) {
    const at = `Line ${line}:`;
    if (cells.length !== count && cells.length !== count + 1) {
      return fail(`${at} expected ${count} values (${expected}) but found ${cells.length}.`);
    }
    const values = cells.slice(-count);
    const name = cells.length > count ? cells[0]!.slice(0, limits.nameLength) : "";
    const row: CalculatorRow = { name };
    for (const [i, field] of definition.fields.entries()) {
      const value = values[i]!;
      if (value.length > limits.valueLength) return fail(`${at} ${definition.headers[i + 1]} is ${value.length} characters long; it can be at most ${limits.valueLength}.`);
      row[field] = value;
    }
    const result = definition.evaluate(row);
    if (!result.ok) return fail(`${at} ${Object.values(result.errors)[0]}`);
    rows.push(row);
    if (!fitsInLink(definition, rows)) return fail(`${at} from this line on, the table's link would be too long to open everywhere. Remove lines, then paste again.`);
  }
  return { ok: true, rows };
}
