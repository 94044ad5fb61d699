/**
 * The TAM/SAM/SOM calculator's assumptions as CSV and back: one line per
 * assumption (its name, the value as typed, and the assumption in words for
 * whoever opens the file in a spreadsheet). Import reads the first two
 * columns and ignores the rest, so an exported file imports unchanged.
 *
 * Import refuses the whole file at the first problem, with a message naming
 * its line, and the caller keeps the current values: an estimate half from
 * the file and half from before would describe no market at all.
 */
import { parseCsvText, rowsToCsv } from "@/lib/csv/csv";
import { calculatorLimits } from "./limits";
import { checkAssumption, computeMarket, marketAssumptions, marketValueLength, type MarketAssumptionId, type MarketDraft } from "./market-sizing";

export const marketCsvHeaders = ["Assumption", "Value", "In words"] as const;

export function marketToCsv(draft: MarketDraft): string {
  const { assumptions } = computeMarket(draft);
  const words = new Map(assumptions.map((entry) => [entry.id, entry.text]));
  return rowsToCsv([[...marketCsvHeaders], ...marketAssumptions.map((entry) => [entry.csvName, draft[entry.id], words.get(entry.id) ?? ""])]);
}

export type ImportedMarket = { ok: true; draft: MarketDraft } | { ok: false; message: string };

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
const fail = (message: string): ImportedMarket => ({ ok: false, message: `Could not import the file. ${message}` });
const byName = new Map(marketAssumptions.map((entry) => [normalise(entry.csvName), entry]));

export async function importMarketFile(file: Pick<Blob, "size" | "text">): Promise<ImportedMarket> {
  if (file.size > calculatorLimits.fileBytes) {
    return fail(`It is ${Math.ceil(file.size / 1024)} KB, and an assumptions file can be at most ${calculatorLimits.fileBytes / 1024} KB (ten lines fit in far less).`);
  }
  return csvToMarket(await file.text());
}

export function csvToMarket(text: string): ImportedMarket {
  const parsed = parseCsvText(text);
  if (!parsed.ok) return fail(parsed.message);
  const [header, ...body] = parsed.records;
  const expected = `${marketCsvHeaders[0]}, ${marketCsvHeaders[1]}`;
  if (!header) return fail(`The file is empty: it needs the header line ${expected}, then one line per assumption.`);
  if (normalise(header.cells[0] ?? "") !== normalise(marketCsvHeaders[0]) || normalise(header.cells[1] ?? "") !== normalise(marketCsvHeaders[1])) {
    return fail(`Line ${header.line}: the first line must be the header ${expected}.`);
  }
  const seen = new Map<MarketAssumptionId, number>();
  const draft: Partial<MarketDraft> = {};
  for (const record of body) {
    const at = `Line ${record.line}:`;
    const name = (record.cells[0] ?? "").trim();
    const assumption = byName.get(normalise(name));
    if (!assumption) {
      return fail(`${at} "${name.slice(0, 80)}" is not one of the calculator's assumptions. The first column must be one of: ${marketAssumptions.map((entry) => entry.csvName).join("; ")}.`);
    }
    const earlier = seen.get(assumption.id);
    if (earlier !== undefined) return fail(`${at} ${assumption.csvName} is already on line ${earlier}; keep one line per assumption.`);
    seen.set(assumption.id, record.line);
    if (record.cells.length < 2) return fail(`${at} ${assumption.csvName} has no value: write it after a comma.`);
    const value = record.cells[1]!.trim();
    if (value.length > marketValueLength) return fail(`${at} the value is ${value.length} characters long; it can be at most ${marketValueLength}.`);
    const problem = checkAssumption(assumption.id, value);
    if (problem) return fail(`${at} ${problem}`);
    draft[assumption.id] = value;
  }
  const missing = marketAssumptions.filter((entry) => draft[entry.id] === undefined);
  if (missing.length > 0) {
    return fail(`The file has no line for ${missing.map((entry) => entry.csvName).join("; ")}. Every assumption needs a line, so the estimate is complete.`);
  }
  return { ok: true, draft: draft as MarketDraft };
}
