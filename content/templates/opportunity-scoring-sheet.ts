import type { SheetTemplateStructure } from "@/lib/templates/schema";
import {
  opportunityGap,
  opportunityScore,
  opportunityThresholds,
  opportunityVerdict,
  opportunityVerdictFormula,
} from "@/lib/frameworks/opportunity";

/**
 * Opportunity-scoring sheet. Formula, 0-10 inputs and reading thresholds
 * (15 strong, 10 worth exploring, importance 8 as "high") match the
 * explainer and calculator (content/frameworks/opportunity-scoring.md,
 * lib/frameworks/opportunity.ts): the example's gaps, scores and readings
 * are computed with the calculator's functions, and the Reading column's
 * formula is built from the same thresholds.
 */

const { strong, worthExploring, highImportance } = opportunityThresholds;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Ridgeline's six outcomes: average 1-10 ratings from 142 weekend day hikers. */
const hikerOutcomes = [
  { outcome: "Know before I leave whether the trail is muddy or closed", importance: 8.8, satisfaction: 2.4 },
  { outcome: "Estimate how long a route will take at my pace", importance: 7.9, satisfaction: 4.2 },
  { outcome: "Find a route that fits the time I have", importance: 8.1, satisfaction: 6.5 },
  { outcome: "Let someone at home see where I am", importance: 6.2, satisfaction: 2.8 },
  { outcome: "Use the map where there is no phone signal", importance: 9.1, satisfaction: 8.7 },
  { outcome: "Keep a record of every hike with photos", importance: 4.5, satisfaction: 6.9 },
];
export const opportunityScoringSheet: SheetTemplateStructure = {
  slug: "opportunity-scoring-sheet",
  name: "Opportunity scoring sheet",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      { name: "Desired outcome", type: "text", description: "A measurable result the customer wants, with no solution in it." },
      { name: "Segment", type: "text", description: "The customer segment whose answers this row summarizes." },
      { name: "Respondents", type: "integer", description: "How many people rated this outcome." },
      { name: "Importance", type: "number", description: "How important the outcome is, from 0 to 10 (average rating or top-two-box share × 10)." },
      { name: "Satisfaction", type: "number", description: "How satisfied people are with achieving it today, from 0 to 10, same method as importance." },
      {
        name: "Gap",
        type: "number",
        description: "The unmet part of the need. Never below zero.",
        computed: { words: "Importance minus satisfaction, or zero when satisfaction is at or above importance.", expression: "=MAX([Importance] - [Satisfaction], 0)", decimals: 1 },
      },
      {
        name: "Opportunity score",
        type: "number",
        description: `From 0 to 20. ${strong} and above is a strong opportunity; ${worthExploring} to ${strong} is worth exploring.`,
        computed: { words: "Importance plus the gap: Importance + max(Importance − Satisfaction, 0).", expression: "=[Importance] + MAX([Importance] - [Satisfaction], 0)", decimals: 1 },
      },
      {
        name: "Reading",
        type: "text",
        description: "What the score suggests: strong opportunity, worth exploring, over-served, appropriately served (table stakes: maintain, do not lead with it) or low priority.",
        computed: {
          words: `Strong opportunity at ${strong} or more; worth exploring from ${worthExploring}; below ${worthExploring}, over-served when satisfaction is above importance, appropriately served when importance is ${highImportance} or more, otherwise low priority.`,
          expression: opportunityVerdictFormula({ score: "Opportunity score", importance: "Importance", satisfaction: "Satisfaction" }),
          decimals: 0,
        },
      },
    ],
    exampleRows: hikerOutcomes.map((row) => [
      row.outcome,
      "Weekend day hikers",
      142,
      row.importance,
      row.satisfaction,
      oneDecimal(opportunityGap(row)),
      oneDecimal(opportunityScore(row)),
      opportunityVerdict(row),
    ]),
  },
  example: {
    product: "Ridgeline, a trail-planning app for hikers",
    context:
      "The team surveyed 142 weekend day hikers about six outcomes found in interviews, with ratings from 1 to 10 averaged into importance and satisfaction.",
  },
  relatedFrameworks: ["opportunity-scoring", "jobs-to-be-done", "opportunity-solution-tree", "kano-model"],
  relatedGlossaryTerms: ["jobs-to-be-done", "product-discovery"],
  relatedMastery: ["product-thinking#problem-discovery", "product-thinking#jobs-to-be-done"],
};
