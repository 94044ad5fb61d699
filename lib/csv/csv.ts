/**
 * RFC 4180 CSV, shared by the sheet templates (lib/templates/csv.ts) and the
 * scoring calculators (lib/calculators/csv.ts): comma-separated, CRLF line
 * ends, a field quoted when it holds a comma, a double quote or a line break,
 * and a quote inside a quoted field doubled.
 *
 * The parser is strict (a quote may only open a field or be doubled inside
 * one) and its errors name the line, counted from 1, because a visitor who
 * imports a broken file needs to know where to look.
 */
export type CsvCell = string | number;

const lineEnd = "\r\n";

export function csvField(value: CsvCell): string {
  const text = typeof value === "number" ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(",");
}

/** Rows to CSV text, every line (the last included) ended by CRLF as RFC 4180 allows. */
export function rowsToCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => csvLine(row) + lineEnd).join("");
}

/** A malformed CSV: `line` is the 1-based line of the text where the problem is. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
    this.name = "CsvSyntaxError";
  }
}

/** Parses RFC 4180 CSV into rows of fields; throws CsvSyntaxError naming the line. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.cells);
}

/** A parsed row with the 1-based line of the text it starts on (a quoted line break makes a row span lines). */
export type CsvRecord = { cells: string[]; line: number };

export function parseCsvRecords(text: string): CsvRecord[] {
  const rows: CsvRecord[] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  // Physical line of the text (a quoted field may span several) and where the open quote was.
  let line = 1;
  let quoteLine = 1;
  let rowLine = 1;
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
          throw new CsvSyntaxError(line, "text after a closing quote (a quote inside a quoted field must be doubled)");
        }
        continue;
      }
      if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== "") throw new CsvSyntaxError(line, "a quote inside an unquoted field (quote the whole field)");
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
      i++;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      fieldStarted = true;
      i++;
    } else if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push({ cells: row, line: rowLine });
      row = [];
      field = "";
      fieldStarted = false;
      line++;
      rowLine = line;
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, "a quoted field is never closed");
  if (fieldStarted || field !== "" || row.length > 0) {
    row.push(field);
    rows.push({ cells: row, line: rowLine });
  }
  return rows;
}

export type CsvText = { ok: true; records: CsvRecord[] } | { ok: false; message: string };

/**
 * A file's CSV text as its records, the way every import reads it: a leading
 * byte order mark (spreadsheets write one) is dropped, blank lines are skipped
 * wherever they are (they carry nothing), and a syntax error becomes its
 * line-numbered message instead of an exception.
 */
export function parseCsvText(text: string): CsvText {
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, message: `${error.message}.` };
    throw error;
  }
  return { ok: true, records: records.filter((record) => record.cells.some((cell) => cell.trim() !== "")) };
}
