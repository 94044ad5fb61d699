/**
 * A calculator form (named inputs, not a table of rows) as CSV and back: one
 * line per input, "Input,Value", under that header. Export writes every
 * input as it is on the page; import reads a file in the same shape.
 *
 * Import refuses the whole file at the first problem, naming its line, and
 * the caller keeps the form as it was: a plan half taken from a file and half
 * from the page would answer a question nobody asked. Rows may come in any
 * order; an input the file leaves out is an error unless it is optional.
 */
import { parseCsvText, rowsToCsv } from "@/lib/csv/csv";

export type FormField = { label: string; optional?: boolean };
export type FormImport<K extends string> = { ok: true; values: Record<K, string> } | { ok: false; message: string };

export const formCsvHeader = ["Input", "Value"] as const;
/** A form's file is a dozen short lines; anything much larger is some other file. */
export const formCsvMaxBytes = 20 * 1024;

const normalise = (text: string) => text.trim().toLowerCase();
const fail = <K extends string>(message: string): FormImport<K> => ({ ok: false, message: `Could not import the file. ${message}` });

export function formToCsv<K extends string>(fields: Readonly<Record<K, FormField>>, values: Readonly<Record<K, string>>): string {
  const keys = Object.keys(fields) as K[];
  return rowsToCsv([[...formCsvHeader], ...keys.map((key) => [fields[key].label, values[key]])]);
}

/**
 * Reads a form from CSV text. `check` returns the form's messages for a set
 * of values (the same the page shows while typing); the first one fails the
 * import at the line of the input it concerns.
 */
export function csvToForm<K extends string>(
  fields: Readonly<Record<K, FormField>>,
  text: string,
  check: (values: Record<K, string>) => Partial<Record<K, string>>,
  maxValueLength: number,
): FormImport<K> {
  const parsed = parseCsvText(text);
  if (!parsed.ok) return fail(parsed.message);
  const [header, ...body] = parsed.records;
  const keys = Object.keys(fields) as K[];
  if (!header) return fail(`The file is empty: it needs the header line ${formCsvHeader.join(",")}, then one line per input.`);
  if (normalise(header.cells[0] ?? "") !== "input" || normalise(header.cells[1] ?? "") !== "value") {
    return fail(`Line ${header.line}: the first line must be the header ${formCsvHeader.join(",")}.`);
  }
  const byLabel = new Map(keys.map((key) => [normalise(fields[key].label), key]));
  const values = {} as Record<K, string>;
  const lineOf = {} as Record<K, number>;
  for (const record of body) {
    const at = `Line ${record.line}:`;
    const label = (record.cells[0] ?? "").trim();
    const key = byLabel.get(normalise(label));
    if (key === undefined) return fail(`${at} "${label}" is not one of the calculator's inputs (${keys.map((k) => fields[k].label).join(", ")}).`);
    if (lineOf[key] !== undefined) return fail(`${at} ${fields[key].label} is already given on line ${lineOf[key]}.`);
    const value = (record.cells[1] ?? "").trim();
    if (value.length > maxValueLength) return fail(`${at} ${fields[key].label} is ${value.length} characters long; it can be at most ${maxValueLength}.`);
    values[key] = value;
    lineOf[key] = record.line;
  }
  for (const key of keys) {
    if (lineOf[key] !== undefined) continue;
    if (!fields[key].optional) return fail(`The file has no line for ${fields[key].label}: add one, as "${fields[key].label},<value>".`);
    values[key] = "";
  }
  const errors = check(values);
  // The first input in the file's order with a problem.
  const wrong = keys.filter((key) => errors[key]).sort((a, b) => (lineOf[a] ?? Infinity) - (lineOf[b] ?? Infinity))[0];
  if (wrong !== undefined) return fail(`${lineOf[wrong] !== undefined ? `Line ${lineOf[wrong]}: ` : ""}${errors[wrong]}`);
  return { ok: true, values };
}

/** Reads a file the visitor chose, after checking its size: reading a large file would only freeze the tab. */
export async function importFormCsvFile<K extends string>(
  fields: Readonly<Record<K, FormField>>,
  file: Pick<Blob, "size" | "text">,
  check: (values: Record<K, string>) => Partial<Record<K, string>>,
  maxValueLength: number,
): Promise<FormImport<K>> {
  if (file.size > formCsvMaxBytes) {
    return fail(`It is ${Math.ceil(file.size / 1024)} KB, and this calculator's CSV file is a few lines: at most ${formCsvMaxBytes / 1024} KB.`);
  }
  return csvToForm(fields, await file.text(), check, maxValueLength);
}
