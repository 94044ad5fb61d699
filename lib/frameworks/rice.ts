/**
 * RICE scoring: reach × impact × confidence ÷ effort.
 * Reach: people (or events) per period, impact on Intercom's own five-step
 * 0-3 scale (3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal, as Sean
 * McBride's 2016 article defines it), confidence as a percentage, effort in
 * person-months. All checks return messages a visitor can act on.
 */
import { parseNumberInput } from "./number-input";

export const riceImpactOptions = [
  { value: 3, label: "3: massive" },
  { value: 2, label: "2: high" },
  { value: 1, label: "1: medium" },
  { value: 0.5, label: "0.5: low" },
  { value: 0.25, label: "0.25: minimal" },
] as const;

/** The scale in words, as every page that teaches RICE states it: "3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal". */
export const riceImpactScaleText = riceImpactOptions.map((option) => `${option.value} ${option.label.split(": ")[1]}`).join(", ");

/** The steps alone, highest first: "3, 2, 1, 0.5, 0.25". */
export const riceImpactSteps = riceImpactOptions.map((option) => String(option.value)).join(", ");

type RiceInput = { reach: number; impact: number; confidence: number; effort: number };
type RiceRawInput = { [K in keyof RiceInput]: string | number };
type RiceField = keyof RiceInput;
type RiceErrors = Partial<Record<RiceField, string>>;
type RiceValidation = { ok: true; value: RiceInput } | { ok: false; errors: RiceErrors };

const labels: Record<RiceField, string> = {
  reach: "Reach",
  impact: "Impact",
  confidence: "Confidence",
  effort: "Effort",
};

function checkField(field: RiceField, raw: string | number): { value?: number; error?: string } {
  const parsed = parseNumberInput(raw);
  if (!parsed.ok) {
    return { error: parsed.reason === "empty" ? `${labels[field]} is required.` : `${labels[field]} must be a number.` };
  }
  const value = parsed.value;
  switch (field) {
    case "reach":
      return value < 0 ? { error: "Reach cannot be negative." } : { value };
    case "impact":
      return value < 0 || value > 3 ? { error: `Impact must be between 0 and 3 (Intercom's scale: ${riceImpactSteps}).` } : { value };
    case "confidence":
      return value < 0 || value > 100 ? { error: "Confidence must be a percentage from 0 to 100." } : { value };
    case "effort":
      // Effort is the divisor: 0 would make every score infinite, so it is refused.
      if (value === 0) return { error: "Effort must be greater than 0: even a tiny change takes some work (try 0.25 person-months)." };
      return value < 0 ? { error: "Effort cannot be negative." } : { value };
  }
}

export function validateRiceInput(raw: RiceRawInput): RiceValidation {
  const errors: RiceErrors = {};
  const value: Partial<RiceInput> = {};
  for (const field of Object.keys(labels) as RiceField[]) {
    const result = checkField(field, raw[field]);
    if (result.error) errors[field] = result.error;
    else value[field] = result.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: value as RiceInput };
}

/** The score itself; callers validate first (effort must be > 0). */
export function riceScore({ reach, impact, confidence, effort }: RiceInput): number {
  return (reach * impact * (confidence / 100)) / effort;
}

/** A calculator row as typed: text, so half-typed input never becomes NaN. */
export type RiceItemDraft = { name: string } & { [K in RiceField]: string };
