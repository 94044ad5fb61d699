/**
 * A calculator's whole table in one query parameter (written by url-codec.ts), so a ranking can be
 * bookmarked and shared: the rows as a JSON array of arrays (name, then each
 * input as typed), UTF-8, base64url, behind a version prefix ("1.") so the
 * format can change without breaking old links.
 *
 * Decoding trusts nothing: a link can be truncated, hand-edited or made up.
 * The shape is checked with zod (zod/mini keeps the browser bundle small),
 * and a failure returns a message the page shows while it keeps the example.
 */
import * as z from "zod/mini";
import type { CalculatorDefinition, CalculatorRow } from "./definitions";
import { calculatorLimits as limits, rowLimit } from "./limits";
import { compactValue, compactVersion, fromBase64Url, urlStateVersion as version } from "./url-codec";

export { encodeTable } from "./url-codec";

export const badLinkMessage = "This link's table could not be read (it may be cut short or edited), so the example is shown instead.";

function tableSchema(definition: CalculatorDefinition) {
  // The same limits the inputs, the Add button and CSV import hold a table to: a table built on the page always opens.
  const row = z.array(z.string()).check(
    z.length(definition.fields.length + 1),
    z.refine((cells) => cells.every((cell, i) => cell.length <= (i === 0 ? limits.nameLength : limits.valueLength))),
  );
  return z.array(row).check(z.minLength(1), z.maxLength(rowLimit(definition)));
}

export type DecodedTable = { ok: true; rows: CalculatorRow[] } | { ok: false; message: string };

/** The compact form back to cells, or null when it is not one: every value digits and a point, each row the right length. */
function fromCompact(definition: CalculatorDefinition, text: string): string[][] | null {
  if (!definition.compactLink || text === "") return null;
  const rows = text.split("-").map((line) => ["", ...line.split("_")]);
  const fits = rows.every((cells) => cells.length === definition.fields.length + 1 && cells.every((cell) => compactValue.test(cell)));
  return fits ? rows : null;
}

export function decodeTable(definition: CalculatorDefinition, encoded: string): DecodedTable {
  // Longer than any link the page writes: made up, or from a looser version of the limits.
  if (encoded.length > limits.linkLength) return { ok: false, message: badLinkMessage };
  let data: unknown;
  if (encoded.startsWith(compactVersion)) {
    data = fromCompact(definition, encoded.slice(compactVersion.length));
    if (data === null) return { ok: false, message: badLinkMessage };
  } else {
    if (!encoded.startsWith(version)) return { ok: false, message: badLinkMessage };
    try {
      data = JSON.parse(fromBase64Url(encoded.slice(version.length)));
    } catch {
      return { ok: false, message: badLinkMessage };
    }
  }
  const parsed = tableSchema(definition).safeParse(data);
  if (!parsed.success) return { ok: false, message: badLinkMessage };
  const rows = parsed.data.map((cells) => {
    const row: CalculatorRow = { name: cells[0] ?? "" };
    definition.fields.forEach((field, i) => (row[field] = cells[i + 1] ?? ""));
    return row;
  });
  // A fixed choice (RICE impact is a select) must be one of its options, or the select would show a value it does not hold.
  const wrongChoice = rows.some((row) => Object.entries(definition.choices).some(([field, options]) => !options.includes(row[field] ?? "")));
  return wrongChoice ? { ok: false, message: badLinkMessage } : { ok: true, rows };
}
