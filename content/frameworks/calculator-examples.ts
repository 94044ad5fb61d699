/**
 * The numbers behind the RICE and opportunity-scoring worked examples. The
 * explainer pages build their tables and sums from these with the same lib/
 * functions the calculators use, and the calculators start from them, so the
 * text, the tables and the live numbers cannot drift apart.
 */
import type { OpportunityInput, OpportunityItemDraft } from "@/lib/frameworks/opportunity";
import type { RiceItemDraft } from "@/lib/frameworks/rice";

export type RiceIdea = { name: string; reach: number; impact: number; confidence: number; effort: number };
export type OpportunityOutcome = { name: string } & OpportunityInput;

/** Four invoicing ideas; reach in customers per quarter, effort in person-months. */
export const riceWorkedExample: RiceIdea[] = [
  { name: "Onboarding checklist redesign", reach: 1200, impact: 0.5, confidence: 100, effort: 0.5 },
  { name: "Smart payment reminders", reach: 2500, impact: 2, confidence: 50, effort: 4 },
  { name: "Bulk invoice export", reach: 800, impact: 1, confidence: 80, effort: 2 },
  { name: "AI cash-flow forecast", reach: 3000, impact: 3, confidence: 20, effort: 8 },
];

/** Five personal-finance outcomes: average ratings from 150 freelancers, 1-10 scale. */
export const opportunityWorkedExample: OpportunityOutcome[] = [
  { name: "Know how much I can safely spend this week", importance: 9, satisfaction: 3 },
  { name: "Spend less time categorizing transactions", importance: 7, satisfaction: 4 },
  { name: "See all my accounts in one place", importance: 9, satisfaction: 8 },
  { name: "Split shared expenses with a partner", importance: 5, satisfaction: 2 },
  { name: "Export my data for tax season", importance: 4, satisfaction: 6 },
];

function workedIdea(name: string): RiceIdea {
  const idea = riceWorkedExample.find((entry) => entry.name === name);
  if (!idea) throw new Error(`No RICE worked-example idea named "${name}"`);
  return idea;
}

function riceDraft({ name, reach, impact, confidence, effort }: RiceIdea): RiceItemDraft {
  return { name, reach: String(reach), impact: String(impact), confidence: String(confidence), effort: String(effort) };
}

function opportunityDraft({ name, importance, satisfaction }: OpportunityOutcome): OpportunityItemDraft {
  return { name, importance: String(importance), satisfaction: String(satisfaction) };
}

/**
 * Starting rows for the calculators, so the page shows real numbers before
 * any JavaScript runs. RICE starts with three of the four ideas, in an order
 * that is not the ranking, so the visitor sees the calculator sort them.
 */
export const riceExampleItems: RiceItemDraft[] = ["Bulk invoice export", "Smart payment reminders", "Onboarding checklist redesign"].map(
  (name) => riceDraft(workedIdea(name)),
);

export const opportunityExampleItems: OpportunityItemDraft[] = opportunityWorkedExample.slice(0, 3).map(opportunityDraft);
