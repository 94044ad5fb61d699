/**
 * Writing a calculator's table into its query parameter: the rows as a JSON
 * array of arrays (name, then each input as typed), UTF-8, base64url, behind
 * a version prefix ("1.") so the format can change without breaking old
 * links. Reading it back (with zod) is in url-state.ts, which the page loads
 * only when a link carries a table: encoding runs on every keystroke and
 * stays this small.
 */
import type { CalculatorDefinition, CalculatorRow } from "./definitions";

export const urlStateVersion = "1.";
/** The compact form (a definition with compactLink): blank names, plain numbers, "_" between values and "-" between rows (characters a query string carries without escaping). */
export const compactVersion = "n.";
/** A value the compact form can carry as it is: digits and one decimal point, or nothing yet. */
export const compactValue = /^(\d+\.?\d*|\.\d+)?$/;

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The reverse of toBase64Url; throws on anything that is not base64url-encoded UTF-8. */
export function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

export function encodeTable(definition: CalculatorDefinition, rows: readonly CalculatorRow[]): string {
  // Anything else (a respondent's label, a decimal comma from a spreadsheet) takes the general form below.
  if (definition.compactLink && rows.every((row) => row.name === "" && definition.fields.every((field) => compactValue.test(row[field] ?? "")))) {
    return compactVersion + rows.map((row) => definition.fields.map((field) => row[field] ?? "").join("_")).join("-");
  }
  const data = rows.map((row) => [row.name, ...definition.fields.map((field) => row[field] ?? "")]);
  return urlStateVersion + toBase64Url(JSON.stringify(data));
}
