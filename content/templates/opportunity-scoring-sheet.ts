import type { SheetTemplate } from "@/lib/templates/schema";
import {
  opportunityGap,
  opportunityReadings,
  opportunityScore,
  opportunityThresholds,
  opportunityVerdict,
  opportunityVerdictFormula,
} from "@/lib/frameworks/opportunity";

/**
 * Opportunity-scoring sheet. Formula, 0-10 inputs and reading thresholds
 * (15 strong, 10 worth exploring, importance 8 as "high") match the
 * explainer and calculator (content/frameworks/opportunity-scoring.ts,
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
export const opportunityScoringSheet: SheetTemplate = {
  slug: "opportunity-scoring-sheet",
  name: "Opportunity scoring sheet",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "You have a list of customer outcomes from interviews and need to know which are important but poorly served.",
  summary:
    "A spreadsheet for Ulwick's opportunity scoring: importance and satisfaction per desired outcome on a 0-10 scale, the unmet gap, and the score Importance + max(Importance − Satisfaction, 0).",
  teaching: {
    purpose: [
      "Opportunity scoring ranks needs, not features. Each row is a desired outcome, written the way a customer would judge success (\"know before I leave whether the trail is closed\"), and two survey numbers: how important the outcome is and how satisfied people are with the way they can achieve it today. The sheet computes the gap and the opportunity score, Importance + max(Importance − Satisfaction, 0), which counts importance twice on purpose: a large gap on something nobody cares about is not an opportunity.",
      `The gap is floored at zero because being over-served does not make a need matter less; it only means there is nothing unmet to add. With both inputs on a 0 to 10 scale, scores run from 0 to 20. As rules of thumb, ${strong} and above is a strong opportunity, ${worthExploring} to just under ${strong} is worth exploring, and below ${worthExploring} you check why: satisfaction above importance means the need is over-served (a place to simplify); a highly important need (${highImportance} or more) that is already well satisfied is appropriately served, Ulwick's term for table stakes (keep investing to maintain it, but do not lead with it); otherwise it is low priority, not important enough to lead.`,
    ],
    whenToUse: [
      "Early in discovery, after interviews have produced a list of outcomes and before anyone argues about solutions.",
      "When a mature market looks crowded and you want to find outcomes incumbents over-serve or ignore.",
      "When checking a roadmap: a big feature aimed at an outcome that scores 8 deserves a hard question.",
    ],
    whenNotToUse: [
      "To rank solutions or features. Score the needs here, then compare candidate solutions with RICE or an experiment.",
      "With a handful of ratings from colleagues. The numbers mean something only when they come from enough real customers of one segment, ideally a hundred or more.",
      "For needs customers cannot judge yet, such as a capability they have never seen; prototypes teach more there.",
    ],
    howToFill: [
      {
        part: "Desired outcome",
        advice:
          "Phrase each outcome as a measurable result with no solution in it: \"estimate how long a route will take at my pace\", not \"a pace calculator\". An outcome that names a feature measures interest in your idea, not the need behind it.",
      },
      {
        part: "Segment",
        advice:
          "Fill in one segment per row and keep segments apart. Averaging weekend walkers and ultra-runners together can bury a strong opportunity that belongs to one of them.",
      },
      {
        part: "Respondents",
        advice:
          "Record how many people rated the outcome. A score from 20 answers is a hint; a score from 150 is evidence.",
      },
      {
        part: "Importance",
        advice:
          "Enter a number from 0 to 10. Either average 1-10 ratings, or, as Ulwick does, take the share of respondents who rated 4 or 5 on a 1-5 scale and multiply by 10. Use one method for the whole sheet: a 7 from averages and a 7 from a top-two-box share do not mean the same thing.",
      },
      {
        part: "Satisfaction",
        advice:
          "Same scale and same method as importance, asked about how well people can achieve the outcome today with whatever they use now, your product or not.",
      },
      {
        part: "Opportunity score",
        advice:
          "Sort by it and read the top five with the team against what you heard in interviews. A one-point difference is noise; a five-point difference is a signal. Turn the top outcomes into opportunities on your opportunity solution tree.",
      },
    ],
  },
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
  mistakes: [
    "Outcomes that hide a solution (\"have a trail-conditions feed\"), which measure appetite for your idea rather than the need.",
    "Dropping the floor at zero, so over-served needs like the photo log sink below needs that simply matter less.",
    `Reading "${opportunityReadings.appropriatelyServed}" as "ignore". Offline maps score under ${worthExploring} only because hikers are already well served; let that slip and the table stakes become the complaint.`,
    "Mixing averaged ratings and top-two-box shares in one ranking.",
    "Surveying only your most engaged users, which inflates satisfaction everywhere and hides the gaps.",
    "Stopping at the score. It tells you where to dig; interviews tell you why the need is unmet and what would satisfy it.",
  ],
  relatedFrameworks: ["opportunity-scoring", "jobs-to-be-done", "opportunity-solution-tree", "kano-model"],
  relatedGlossaryTerms: ["jobs-to-be-done", "product-discovery"],
  relatedMastery: ["product-thinking#problem-discovery", "product-thinking#jobs-to-be-done"],
};
