/**
 * Opportunity scoring (Anthony Ulwick's opportunity algorithm, from
 * outcome-driven innovation):
 *
 *   opportunity = importance + max(importance − satisfaction, 0)
 *
 * Both inputs are on a 0-10 scale, so scores run from 0 to 20. The gap is
 * floored at zero on purpose: being over-served does not make a need less
 * important, it only means there is no unmet gap to add.
 *
 * The 0-10 inputs can come from two survey methods, both implemented here so
 * the explainer page and the calculator compute from the same functions:
 * - Ulwick's: the share of respondents rating 4 or 5 on a 1-5 scale, × 10;
 * - simple averaging: the mean of 1-10 ratings (what the calculator expects).
 */
import { parseNumberInput } from "./number-input";

export type OpportunityInput = { importance: number; satisfaction: number };
type OpportunityField = keyof OpportunityInput;
type OpportunityErrors = Partial<Record<OpportunityField, string>>;
type OpportunityValidation = { ok: true; value: OpportunityInput } | { ok: false; errors: OpportunityErrors };

/** The scale both inputs are on, and the range of the score it gives. */
export const opportunityScale = { min: 0, max: 10 } as const;
export const opportunityScoreRange = { min: 0, max: 20 } as const;

/**
 * Rules of thumb for reading a score on the 0-20 range (the page explains
 * them). `highImportance` marks a need most customers rate as important: 8
 * on the 0-10 scale, which in Ulwick's top-two-box terms is 80% of
 * respondents rating it 4 or 5.
 */
export const opportunityThresholds = { strong: 15, worthExploring: 10, highImportance: 8 } as const;

/** The readings a score can get, worded once for the calculator, the pages and the sheet. */
export const opportunityReadings = {
  strong: "Strong opportunity",
  worthExploring: "Worth exploring",
  overServed: "Over-served",
  appropriatelyServed: "Appropriately served",
  lowPriority: "Low priority",
} as const;
export type OpportunityReading = (typeof opportunityReadings)[keyof typeof opportunityReadings];

function checkRating(label: string, raw: string | number): { value?: number; error?: string } {
  const parsed = parseNumberInput(raw);
  if (!parsed.ok) return { error: parsed.reason === "empty" ? `${label} is required.` : `${label} must be a number.` };
  const value = parsed.value;
  // Decimals are allowed: both an average rating (7.4) and a rescaled share (8.2) are fractional.
  if (value < opportunityScale.min || value > opportunityScale.max) {
    return { error: `${label} must be a number from ${opportunityScale.min} to ${opportunityScale.max}.` };
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

/** The unmet gap that is added to importance: never negative. */
export function opportunityGap({ importance, satisfaction }: OpportunityInput): number {
  return Math.max(importance - satisfaction, 0);
}

export function opportunityScore(input: OpportunityInput): number {
  return input.importance + opportunityGap(input);
}

/**
 * How to read a score. Below the "worth exploring" cut-off the reading
 * depends on why the score is low:
 * - satisfaction above importance: the need is over-served;
 * - high importance (8 or more) that is already well satisfied: Ulwick's
 *   "appropriately served", table stakes to keep investing in but not to lead
 *   with. A score under 10 with importance of 8 or more means satisfaction is
 *   within 2 points of it, so above 6: the need is met, not neglected;
 * - otherwise the need is not important enough to lead, even if it is poorly
 *   served (importance 5, satisfaction 2).
 */
export function opportunityVerdict(input: OpportunityInput): OpportunityReading {
  const score = opportunityScore(input);
  if (score >= opportunityThresholds.strong) return opportunityReadings.strong;
  if (score >= opportunityThresholds.worthExploring) return opportunityReadings.worthExploring;
  if (input.satisfaction > input.importance) return opportunityReadings.overServed;
  if (input.importance >= opportunityThresholds.highImportance) return opportunityReadings.appropriatelyServed;
  return opportunityReadings.lowPriority;
}

/**
 * The same reading as a spreadsheet formula over the sheet's columns, so the
 * downloadable sheet cannot disagree with the calculator.
 */
export function opportunityVerdictFormula(columns: { score: string; importance: string; satisfaction: string }): string {
  const { strong, worthExploring, highImportance } = opportunityThresholds;
  const r = opportunityReadings;
  const [score, importance, satisfaction] = [`[${columns.score}]`, `[${columns.importance}]`, `[${columns.satisfaction}]`];
  return `=IF(${score} >= ${strong}, "${r.strong}", IF(${score} >= ${worthExploring}, "${r.worthExploring}", IF(${satisfaction} > ${importance}, "${r.overServed}", IF(${importance} >= ${highImportance}, "${r.appropriatelyServed}", "${r.lowPriority}"))))`;
}

/**
 * Ulwick's input: the share of respondents who answer 4 or 5 on a 1-5 scale,
 * rescaled to 0-10 (72 of 90 respondents → 80% → 8).
 */
export function topTwoBoxScore(topTwoCount: number, respondents: number): number {
  if (!Number.isInteger(respondents) || respondents <= 0) throw new RangeError("respondents must be a positive whole number");
  if (!Number.isInteger(topTwoCount) || topTwoCount < 0 || topTwoCount > respondents) {
    throw new RangeError("topTwoCount must be a whole number from 0 to respondents");
  }
  return (10 * topTwoCount) / respondents;
}

/** The simple-averaging input: the mean of 1-10 ratings. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) throw new RangeError("at least one rating is needed");
  if (ratings.some((rating) => !Number.isFinite(rating) || rating < 1 || rating > 10)) {
    throw new RangeError("ratings must be numbers from 1 to 10");
  }
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** A calculator row as typed (text until validated). */
export type OpportunityItemDraft = { name: string; importance: string; satisfaction: string };
