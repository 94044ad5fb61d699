/**
 * Parses what a visitor typed into a number field. Calculators keep the raw
 * text in state so a half-typed value ("0.", "") never turns into NaN on
 * screen; this is the one place that decides what counts as a number.
 */
type ParsedNumber = { ok: true; value: number } | { ok: false; reason: "empty" | "not-a-number" };

export function parseNumberInput(raw: string | number): ParsedNumber {
  if (typeof raw === "number") {
    return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false, reason: "not-a-number" };
  }
  const text = raw.trim();
  if (text === "") return { ok: false, reason: "empty" };
  // Accept a decimal comma too ("0,5"), which many European keyboards produce.
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: "not-a-number" };
}

/** Rounds for display without trailing zeros: 12.5 → "12.5", 12 → "12", 1/3 → "0.33". */
export function formatScore(value: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
