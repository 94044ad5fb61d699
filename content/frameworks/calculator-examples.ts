/**
 * Starting rows for the two calculators, taken from the worked examples on
 * their pages, so the page shows real numbers before any JavaScript runs.
 */
import type { OpportunityItemDraft } from "@/lib/frameworks/opportunity";
import type { RiceItemDraft } from "@/lib/frameworks/rice";

export const riceExampleItems: RiceItemDraft[] = [
  { name: "Bulk invoice export", reach: "800", impact: "1", confidence: "80", effort: "2" },
  { name: "Smart payment reminders", reach: "2500", impact: "2", confidence: "50", effort: "4" },
  { name: "Onboarding checklist redesign", reach: "1200", impact: "0.5", confidence: "100", effort: "0.5" },
];

export const opportunityExampleItems: OpportunityItemDraft[] = [
  { name: "Know how much I can safely spend this week", importance: "9", satisfaction: "3" },
  { name: "Spend less time categorizing transactions", importance: "7", satisfaction: "4" },
  { name: "See all my accounts in one place", importance: "9", satisfaction: "8" },
];
