/**
 * What each scoring calculator's table holds: its columns (a name plus the
 * framework's inputs, kept as typed text), their headings in the CSV, the
 * query parameter its shared state travels in, and the limits that keep a
 * shared link or an imported file reasonable. Pure data, shared by the URL
 * codec, the CSV import/export and the scoring.
 */
import { formatScore } from "@/lib/frameworks/number-input";
import { opportunityScore, validateOpportunityInput } from "@/lib/frameworks/opportunity";
import { riceImpactOptions, riceScore, validateRiceInput } from "@/lib/frameworks/rice";

export type CalculatorKind = "rice" | "opportunity";

/** One row as typed: the name and each input as text (a half-typed value never becomes NaN). */
export type CalculatorRow = { name: string } & Record<string, string>;

type Validation = { ok: true; score: number } | { ok: false; errors: Record<string, string> };

export type CalculatorDefinition = {
  kind: CalculatorKind;
  /** The query parameter holding the encoded table. */
  param: string;
  /** Input fields after the name, in column order. */
  fields: readonly string[];
  /** CSV headings: the name's, then one per field. */
  headers: readonly string[];
  scoreHeader: string;
  /** Values a field must take, when it is a fixed choice (RICE impact is a select). */
  choices: Readonly<Record<string, readonly string[]>>;
  evaluate: (row: CalculatorRow) => Validation;
  format: (score: number) => string;
  /** File name of the CSV export. */
  fileName: string;
};

/** A shared table or an imported file holds at most this many rows. */
export const maxRows = 50;
export const maxNameLength = 120;
export const maxValueLength = 24;

export const calculatorDefinitions: Record<CalculatorKind, CalculatorDefinition> = {
  rice: {
    kind: "rice",
    param: "rice",
    fields: ["reach", "impact", "confidence", "effort"],
    headers: ["Name", "Reach", "Impact", "Confidence (%)", "Effort"],
    scoreHeader: "RICE score",
    choices: { impact: riceImpactOptions.map((option) => String(option.value)) },
    evaluate: (row) => {
      const result = validateRiceInput({ reach: row.reach ?? "", impact: row.impact ?? "", confidence: row.confidence ?? "", effort: row.effort ?? "" });
      return result.ok ? { ok: true, score: riceScore(result.value) } : { ok: false, errors: result.errors as Record<string, string> };
    },
    format: (score) => formatScore(score),
    fileName: "rice-scores.csv",
  },
  opportunity: {
    kind: "opportunity",
    param: "opportunity",
    fields: ["importance", "satisfaction"],
    headers: ["Customer outcome", "Importance (0-10)", "Satisfaction (0-10)"],
    scoreHeader: "Opportunity score",
    choices: {},
    evaluate: (row) => {
      const result = validateOpportunityInput({ importance: row.importance ?? "", satisfaction: row.satisfaction ?? "" });
      return result.ok ? { ok: true, score: opportunityScore(result.value) } : { ok: false, errors: result.errors as Record<string, string> };
    },
    format: (score) => formatScore(score, 1),
    fileName: "opportunity-scores.csv",
  },
};
