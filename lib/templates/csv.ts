/**
 * CSV for sheet templates (RFC 4180, via the shared writer and parser in
 * lib/csv). The header row is the documented columns. A CSV holds values
 * only: computed columns are blank in the blank sheet and hold the computed
 * values in the example (the formulas are on the page and in the Markdown,
 * in words and as expressions).
 */
import { rowsToCsv } from "@/lib/csv/csv";
import type { ReferenceTable, SheetTemplate, Template } from "./schema";

export { csvField, csvLine, parseCsv, rowsToCsv } from "@/lib/csv/csv";

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
