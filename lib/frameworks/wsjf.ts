/**
 * Weighted shortest job first (WSJF), as the Scaled Agile Framework scores it:
 *
 *   cost of delay = user-business value + time criticality + risk reduction | opportunity enablement
 *   WSJF          = cost of delay ÷ job size
 *
 * Every part is a relative estimate on the modified Fibonacci scale
 * (1, 2, 3, 5, 8, 13, 20): the gaps widen as numbers grow because nobody can
 * tell a 14 from a 15. The calculator offers only those steps, so a score can
 * never rest on a number the scale does not have.
 *
 * Also here: the money form (CD3, cost of delay per week divided by duration
 * in weeks) and the total delay cost of a sequence, which is what the WSJF
 * order minimises (W. E. Smith's rule for one machine).
 */
import { parseNumberInput } from "./number-input";

/** The modified Fibonacci steps, smallest first. */
export const wsjfScale = [1, 2, 3, 5, 8, 13, 20] as const;

/** "1, 2, 3, 5, 8, 13, 20", as the explainer and the messages state it. */
export const wsjfScaleText = wsjfScale.join(", ");

export type WsjfInput = { value: number; time: number; risk: number; size: number };
type WsjfField = keyof WsjfInput;
type WsjfErrors = Partial<Record<WsjfField, string>>;
type WsjfValidation = { ok: true; value: WsjfInput } | { ok: false; errors: WsjfErrors };

export const wsjfLabels: Record<WsjfField, string> = {
  value: "User-business value",
  time: "Time criticality",
  // SAFe writes it "RR|OE"; in a sentence (an error message, a field's label) the pipe reads as a stray mark. The CSV column keeps SAFe's name (lib/calculators/definitions.ts), so files exported before still import.
  risk: "Risk reduction or opportunity enablement",
  size: "Job size",
};

/** The three parts of cost of delay added up. */
export function costOfDelay({ value, time, risk }: Pick<WsjfInput, "value" | "time" | "risk">): number {
  return value + time + risk;
}

/** Cost of delay ÷ job size; callers validate first (size is at least 1). */
export function wsjfScore(input: WsjfInput): number {
  return costOfDelay(input) / input.size;
}

/** One decimal, always: 9 → "9.0", 22 ÷ 3 → "7.3". Scores this rough carry no more. */
export function formatWsjf(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

function checkStep(field: WsjfField, raw: string | number): { value?: number; error?: string } {
  const label = wsjfLabels[field];
  const parsed = parseNumberInput(raw);
  if (!parsed.ok) return { error: parsed.reason === "empty" ? `${label} is required.` : `${label} must be a number.` };
  if (!(wsjfScale as readonly number[]).includes(parsed.value)) {
    return { error: `${label} must be one of ${wsjfScaleText} (the modified Fibonacci scale); found ${parsed.value}.` };
  }
  return { value: parsed.value };
}

export function validateWsjfInput(raw: { [K in WsjfField]: string | number }): WsjfValidation {
  const errors: WsjfErrors = {};
  const value: Partial<WsjfInput> = {};
  for (const field of Object.keys(wsjfLabels) as WsjfField[]) {
    const result = checkStep(field, raw[field]);
    if (result.error) errors[field] = result.error;
    else value[field] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value as WsjfInput };
}

/** A calculator row as typed: text, so a value is checked, never coerced. */
export type WsjfItemDraft = { name: string } & { [K in WsjfField]: string };

/** A job in a queue: what each week of waiting costs, and how many weeks it occupies the team. */
export type QueuedJob = { costOfDelay: number; duration: number };

/** The week each job finishes when the team does them one after another in this order. */
export function finishTimes(jobs: readonly QueuedJob[]): number[] {
  let clock = 0;
  return jobs.map((job) => (clock += job.duration));
}

/**
 * The total delay cost of doing the jobs in this order: each job's cost of
 * delay times the week it finishes, added up. Ordering by cost of delay ÷
 * duration, highest first, makes this as small as it can be.
 */
export function sequenceDelayCost(jobs: readonly QueuedJob[]): number {
  const finishes = finishTimes(jobs);
  return jobs.reduce((sum, job, index) => sum + job.costOfDelay * finishes[index]!, 0);
}

/**
 * What waiting costs in this order: each job's cost of delay times the weeks
 * it waits before the team starts it. The weeks a job is itself in progress
 * cost the same in any order, so two orders differ by exactly this.
 */
export function waitingCost(jobs: readonly QueuedJob[]): number {
  const finishes = finishTimes(jobs);
  return jobs.reduce((sum, job, index) => sum + job.costOfDelay * (finishes[index]! - job.duration), 0);
}

/** The jobs ordered highest cost of delay ÷ duration first (stable for ties). */
export function orderByWsjf<T extends QueuedJob>(jobs: readonly T[]): T[] {
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => b.job.costOfDelay / b.job.duration - a.job.costOfDelay / a.job.duration || a.index - b.index)
    .map(({ job }) => job);
}

/** CD3: cost of delay per week divided by the weeks of work. */
export function cd3(costOfDelayPerWeek: number, durationWeeks: number): number {
  return costOfDelayPerWeek / durationWeeks;
}

/** An annual amount spread over the 52 weeks of a year. */
export function perWeek(annual: number): number {
  return annual / 52;
}
