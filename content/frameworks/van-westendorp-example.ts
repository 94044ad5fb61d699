/**
 * Quillo's pilot: ten freelancers' four price answers, in dollars per month.
 * The explainer's tables and crossings are computed from these with
 * lib/frameworks/van-westendorp.ts, its diagram draws them, and the
 * calculator starts from them, so the three cannot disagree.
 */
import type { PriceAnswers } from "@/lib/frameworks/van-westendorp";

export const quilloPilot: readonly PriceAnswers[] = [
  { tooCheap: 10, cheap: 15, expensive: 30, tooExpensive: 40 },
  { tooCheap: 10, cheap: 20, expensive: 35, tooExpensive: 40 },
  { tooCheap: 20, cheap: 30, expensive: 40, tooExpensive: 45 },
  { tooCheap: 10, cheap: 20, expensive: 30, tooExpensive: 35 },
  { tooCheap: 20, cheap: 30, expensive: 40, tooExpensive: 45 },
  { tooCheap: 5, cheap: 10, expensive: 15, tooExpensive: 20 },
  { tooCheap: 15, cheap: 25, expensive: 30, tooExpensive: 35 },
  { tooCheap: 10, cheap: 15, expensive: 25, tooExpensive: 30 },
  { tooCheap: 15, cheap: 20, expensive: 35, tooExpensive: 45 },
  { tooCheap: 5, cheap: 15, expensive: 30, tooExpensive: 40 },
];

/** The same answers as the calculator's rows: text, as typed, with no respondent label. */
export const quilloPilotRows = quilloPilot.map((answers) => ({
  name: "",
  tooCheap: String(answers.tooCheap),
  cheap: String(answers.cheap),
  expensive: String(answers.expensive),
  tooExpensive: String(answers.tooExpensive),
}));
