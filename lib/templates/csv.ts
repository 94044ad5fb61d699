/**
 * CSV for sheet templates (RFC 4180): comma-separated, CRLF line ends, a
 * field quoted when it holds a comma, a double quote or a line break, and a
 * quote inside a quoted field doubled. The header row is the documented
 * columns. A CSV holds values only: computed columns are blank in the blank
 * sheet and hold the computed values in the example (the formulas are on
 * the page and in the Markdown, in words and as expressions).
 */
import type { Cell, ReferenceTable, SheetTemplate, Template } from "./schema";

const lineEnd = "\r\n";

export function csvField(value: Cell): string {
  const text = typeof value === "number" ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(",");
}

/** Rows to CSV text, every line (the last included) ended by CRLF as RFC 4180 allows. */
export function rowsToCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => csvLine(row) + lineEnd).join("");
}

export function isSheet(template: Template): template is SheetTemplate {
  return template.kind === "sheet";
}

/** The template's sheet as CSV: header plus starter rows (blank) or example rows (filled). */
export function toCsv(template: Template, options: { filled?: boolean } = {}): string {
  if (!isSheet(template)) throw new Error(`${template.slug} is a document template: it has no CSV`);
  const { columns, starterRows = [], exampleRows } = template.sheet;
  const header = columns.map((c) => c.name);
  return rowsToCsv([header, ...(options.filled ? exampleRows : starterRows)]);
}

/** A reference table (such as Kano's evaluation table) as CSV. */
export function referenceTableToCsv(table: ReferenceTable): string {
  return rowsToCsv([table.table.headers, ...table.table.rows]);
}

/**
 * Parses RFC 4180 CSV into rows of fields. Strict: a quote may only open a
 * field or be doubled inside one. Used by the tests to read back every file,
 * and small enough to keep next to the writer.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = text[i];
        if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
          throw new Error(`Text after a closing quote at ${i}`);
        }
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== "") throw new Error(`A quote inside an unquoted field at ${i}`);
      quoted = true;
      fieldStarted = true;
      i++;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      fieldStarted = true;
      i++;
    } else if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted) throw new Error("Unclosed quoted field");
  if (fieldStarted || field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
