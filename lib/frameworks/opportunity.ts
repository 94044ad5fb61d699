/**
 * Opportunity scoring (outcome-driven innovation):
 * opportunity = importance + (importance − satisfaction), both rated 1-10.
 * High importance with low satisfaction means an underserved need.
 */
import { parseNumberInput } from "./number-input";

type OpportunityInput = { importance: number; satisfaction: number };
type OpportunityField = keyof OpportunityInput;
type OpportunityErrors = Partial<Record<OpportunityField, string>>;
type OpportunityValidation = { ok: true; value: OpportunityInput } | { ok: false; errors: OpportunityErrors };

const ratingMin = 1;
const ratingMax = 10;

function checkRating(label: string, raw: string | number): { value?: number; error?: string } {
  const parsed = parseNumberInput(raw);
  if (!parsed.ok) return { error: parsed.reason === "empty" ? `${label} is required.` : `${label} must be a number.` };
  const value = parsed.value;
  if (!Number.isInteger(value) || value < ratingMin || value > ratingMax) {
    return { error: `${label} must be a whole number from ${ratingMin} to ${ratingMax}.` };
  }
  return { value };
}

export function validateOpportunityInput(raw: { importance: string | number; satisfaction: string | number }): OpportunityValidation {
  const importance = checkRating("Importance", raw.importance);
  const satisfaction = checkRating("Satisfaction", raw.satisfaction);
  if (importance.error || satisfaction.error) {
    const errors: OpportunityErrors = {};
    if (importance.error) errors.importance = importance.error;
    if (satisfaction.error) errors.satisfaction = satisfaction.error;
    return { ok: false, errors };
  }
  return { ok: true, value: { importance: importance.value as number, satisfaction: satisfaction.value as number } };
}

export function opportunityScore({ importance, satisfaction }: OpportunityInput): number {
  return importance + (importance - satisfaction);
}

/** Rules of thumb for reading a score, used in the calculator's results. */
export function opportunityVerdict(score: number): string {
  if (score >= 15) return "Strong opportunity";
  if (score >= 10) return "Worth exploring";
  return "Well served";
}

/** A calculator row as typed (text until validated). */
export type OpportunityItemDraft = { name: string; importance: string; satisfaction: string };
