/**
 * How much one calculator table may hold. A table comes in by four doors:
 * typing (the name and value inputs), the Add button, a CSV file and a
 * shared link. All four hold it to these limits, so any table a visitor can
 * build is one its link can carry and open again; were the inputs looser
 * than the link, a long backlog would turn the visitor's own link into
 * "could not be read", or into an error from the server before the page
 * even loads.
 *
 * Lengths count UTF-16 code units, as String.length and an input's
 * maxLength do.
 */
import type { CalculatorDefinition, CalculatorRow } from "./definitions";
import { encodeTable } from "./url-codec";

export const calculatorLimits = {
  /** Rows in one table, unless its definition sets maxRows. */
  rows: 50,
  /** Characters in a row's name. */
  nameLength: 120,
  /** Characters in one input's value: a number has about 16 significant digits, so more characters carry nothing. */
  valueLength: 16,
  /**
   * Characters of the encoded table in the link (the query parameter's
   * value). Servers and CDNs refuse long addresses: nginx and Apache by
   * default at about 8 KB for the request line, CloudFront at 8 KB for the
   * URL, Node at 16 KB for the request line and headers together. A table
   * under this fits everywhere with room for the page's own path. Fifty rows
   * with names of 60 plain letters fit; long names in accented or non-Latin
   * scripts take two or three bytes a letter, so fewer of them do.
   */
  linkLength: 7_500,
  /** Size of a CSV file to import: a table that fits a link is far smaller, so this leaves room for extra columns. */
  fileBytes: 100 * 1024,
} as const;

/** Rows `definition`'s table may hold: its own cap, or the default. */
export function rowLimit(definition: Pick<CalculatorDefinition, "maxRows">): number {
  return definition.maxRows ?? calculatorLimits.rows;
}

/**
 * Text cut to at most `max` code units, never between the two halves of a
 * character written as a pair (an emoji): half a pair has no UTF-8 form, so
 * it would not come back from a link the same.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Whether the table's link stays within the length every server accepts. */
export function fitsInLink(definition: CalculatorDefinition, rows: readonly CalculatorRow[]): boolean {
  return encodeTable(definition, rows).length <= calculatorLimits.linkLength;
}

/**
 * What typing `value` into one cell may keep: cut to the cell's length, then
 * to what still fits the table's link (the longest start of it that does).
 * `cutBy` says which limit dropped something, so the page can say why.
 */
export function fitCell(
  definition: CalculatorDefinition,
  rows: readonly CalculatorRow[],
  index: number,
  field: string,
  value: string,
): { value: string; cutBy: "length" | "link" | null } {
  const clamped = clampText(value, field === "name" ? calculatorLimits.nameLength : calculatorLimits.valueLength);
  const withValue = (text: string) => rows.map((row, i) => (i === index ? { ...row, [field]: text } : row));
  if (fitsInLink(definition, withValue(clamped))) return { value: clamped, cutBy: clamped === value ? null : "length" };
  // The longest start that fits, found by halving: a few encodings of a table of at most a few kilobytes.
  let low = 0;
  let high = clamped.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsInLink(definition, withValue(clampText(clamped, middle)))) low = middle;
    else high = middle - 1;
  }
  return { value: clampText(clamped, low), cutBy: "link" };
}

/** Whether one more row, as `blank`, still fits: the row cap and the link's length. */
export function canAddRow(definition: CalculatorDefinition, rows: readonly CalculatorRow[], blank: CalculatorRow): boolean {
  return rows.length < rowLimit(definition) && fitsInLink(definition, [...rows, blank]);
}
