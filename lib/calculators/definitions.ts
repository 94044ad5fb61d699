/**
 * What each scoring calculator's table holds: its columns (a name plus the
 * framework's inputs, kept as typed text), their headings in the CSV, the
 * query parameter its shared state travels in, and how a row is scored.
 * Pure data, shared by the page, the URL codec, the CSV import/export and
 * the scoring. How much a table may hold is in limits.ts.
 */
import { formatScore } from "@/lib/frameworks/number-input";
import { opportunityScore, opportunityVerdict, validateOpportunityInput } from "@/lib/frameworks/opportunity";
import { riceImpactOptions, riceScore, validateRiceInput } from "@/lib/frameworks/rice";
import { costOfDelay, formatWsjf, validateWsjfInput, wsjfScale, wsjfScore } from "@/lib/frameworks/wsjf";


import { priceFieldLabels, priceFields, validatePriceAnswers } from "@/lib/frameworks/van-westendorp";

export type CalculatorKind = "rice" | "opportunity" | "wsjf" | "van-westendorp";

/** One row as typed: the name and each input as text (a half-typed value never becomes NaN). */
export type CalculatorRow = { name: string } & Record<string, string>;

/**
 * A row's score, with an optional one-line reading of its inputs and an
 * optional figure the score is built from (WSJF's cost of delay), or the
 * message for each field to fix.
 */
type Evaluation = { ok: true; score: number; note?: string; detail?: string } | { ok: false; errors: Record<string, string> };

export type CalculatorDefinition = {
  kind: CalculatorKind;
  /** The query parameter holding the encoded table. */
  param: string;
  /** Input fields after the name, in column order. */
  fields: readonly string[];
  /** CSV headings: the name's, then one per field. */
  headers: readonly string[];
  /** Heading of the score column the CSV export adds; null for a table whose rows are inputs only (Van Westendorp's answers). */
  scoreHeader: string | null;
  /** The name of the figure a score is built from, when the calculator shows one (the detail of each evaluation). */
  detailHeader?: string;
  /** Rows one table may hold, when not limits.ts's default (a survey has more respondents than a backlog has ideas). */
  maxRows?: number;
  /**
   * Rows whose name is blank and whose values are plain numbers travel in the
   * link as "10_15_30_40-…" instead of JSON (url-codec.ts): four prices in
   * a dozen characters, so hundreds of respondents fit in one link.
   */
  compactLink?: boolean;
  /** Values a field must take, when it is a fixed choice (RICE impact is a select). */
  choices: Readonly<Record<string, readonly string[]>>;
  evaluate: (row: CalculatorRow) => Evaluation;
  format: (score: number) => string;
  /** File name of the CSV export. */
  fileName: string;
};

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
      // The reading needs both ratings, not only the score: a low score can mean an over-served need or a minor one.
      return result.ok
        ? { ok: true, score: opportunityScore(result.value), note: opportunityVerdict(result.value) }
        : { ok: false, errors: result.errors as Record<string, string> };
    },
    format: (score) => formatScore(score, 1),
    fileName: "opportunity-scores.csv",
  },
  wsjf: {
    kind: "wsjf",
    param: "wsjf",
    fields: ["value", "time", "risk", "size"],
    headers: ["Job", "User-business value", "Time criticality", "Risk reduction | opportunity enablement", "Job size"],
    scoreHeader: "WSJF",
    detailHeader: "Cost of delay",
    // Every part is a step of the modified Fibonacci scale the explainer teaches, chosen from a list.
    choices: Object.fromEntries(["value", "time", "risk", "size"].map((field) => [field, wsjfScale.map(String)])),
    evaluate: (row) => {
      const result = validateWsjfInput({ value: row.value ?? "", time: row.time ?? "", risk: row.risk ?? "", size: row.size ?? "" });
      if (!result.ok) return { ok: false, errors: result.errors as Record<string, string> };
      const delay = costOfDelay(result.value);
      return { ok: true, score: wsjfScore(result.value), detail: String(delay), note: `${delay} ÷ ${result.value.size}` };
    },
    format: formatWsjf,
    fileName: "wsjf-scores.csv",
  },
  "van-westendorp": {
    kind: "van-westendorp",
    param: "psm",
    fields: priceFields,
    headers: ["Respondent", ...priceFields.map((field) => priceFieldLabels[field])],
    scoreHeader: null,
    maxRows: 500,
    compactLink: true,
    choices: {},
    // A respondent has no score of their own: the analysis is over all of them (lib/frameworks/van-westendorp.ts).
    // Evaluating a row is its validation, the same for a typed cell, an imported line and a pasted one.
    evaluate: (row) => {
      const result = validatePriceAnswers({ tooCheap: row.tooCheap ?? "", cheap: row.cheap ?? "", expensive: row.expensive ?? "", tooExpensive: row.tooExpensive ?? "" });
      return result.ok ? { ok: true, score: result.value.tooExpensive } : { ok: false, errors: result.errors as Record<string, string> };
    },
    format: (score) => formatScore(score),
    fileName: "price-sensitivity.csv",
  },
};

