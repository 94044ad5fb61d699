import { riceScore } from "@/lib/frameworks/rice";

type RiceInput = Parameters<typeof riceScore>[0];
import { formatNumber } from "@/lib/frameworks/worked-example";

/** "1,200 × 0.5 × 1.0 ÷ 0.5": a RICE score's working as the Prioritization lesson writes it, confidence as a decimal with one place. */
function riceSum({ reach, impact, confidence, effort }: RiceInput): string {
  return `${formatNumber(reach)} × ${formatNumber(impact)} × ${(confidence / 100).toFixed(1)} ÷ ${formatNumber(effort)}`;
}

/** The invoicing app's three candidates in the Prioritization lesson, in ranked order, with what happened to each (its drawing shows them as bars). */
export const invoicingCandidates = [
  { name: "Onboarding checklist redesign", input: { reach: 1200, impact: 0.5, confidence: 100, effort: 0.5 }, then: "Went first" },
  { name: "Smart payment reminders", input: { reach: 2500, impact: 2, confidence: 50, effort: 4 }, then: "Concierge test to raise confidence" },
  { name: "Bulk invoice export", input: { reach: 800, impact: 1, confidence: 80, effort: 2 }, then: "To Next, reasons visible" },
].map((candidate) => ({ ...candidate, working: riceSum(candidate.input), score: riceScore(candidate.input) }));

const [checklist, reminders, bulkExport] = invoicingCandidates;
if (invoicingCandidates.some((candidate, index) => index > 0 && candidate.score > invoicingCandidates[index - 1]!.score)) throw new Error("the invoicing candidates are listed in ranked order");
const working = (candidate: (typeof invoicingCandidates)[number]) => `${candidate.working} = ${formatNumber(candidate.score)}`;

/**
 * Every computed figure the lessons in content/mastery/lessons/delivery-and-execution/
 * state, by the expression written in its :calc[shown]{expr="..."}: a unit
 * test recomputes each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "working(reminders)": working(reminders!),
  "working(checklist)": working(checklist!),
  "working(bulkExport)": working(bulkExport!),
};
