import type { SheetTemplate } from "@/lib/templates/schema";

/**
 * Opportunity-scoring sheet. Formula, 0-10 inputs and reading thresholds
 * (15 strong, 10 worth exploring) match the explainer and calculator
 * (content/frameworks/opportunity-scoring.ts, lib/frameworks/opportunity.ts).
 */
export const opportunityScoringSheet: SheetTemplate = {
  slug: "opportunity-scoring-sheet",
  name: "Opportunity scoring sheet",
  updated: "2026-11-23",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "You have a list of customer outcomes from interviews and need to know which are important but poorly served.",
  summary:
    "A spreadsheet for Ulwick's opportunity scoring: importance and satisfaction per desired outcome on a 0-10 scale, the unmet gap, and the score Importance + max(Importance − Satisfaction, 0).",
  teaching: {
    purpose: [
      "Opportunity scoring ranks needs, not features. Each row is a desired outcome, written the way a customer would judge success (\"know before I leave whether the trail is closed\"), and two survey numbers: how important the outcome is and how satisfied people are with the way they can achieve it today. The sheet computes the gap and the opportunity score, Importance + max(Importance − Satisfaction, 0), which counts importance twice on purpose: a large gap on something nobody cares about is not an opportunity.",
      "The gap is floored at zero because being over-served does not make a need matter less; it only means there is nothing unmet to add. With both inputs on a 0 to 10 scale, scores run from 0 to 20. As rules of thumb, 15 and above is a strong opportunity, 10 to just under 15 is worth exploring, and below 10 you check why: satisfaction above importance means the need is over-served (a place to simplify), otherwise it is simply not important enough to lead.",
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
        description: "From 0 to 20. 15 and above is a strong opportunity; 10 to 15 is worth exploring.",
        computed: { words: "Importance plus the gap: Importance + max(Importance − Satisfaction, 0).", expression: "=[Importance] + MAX([Importance] - [Satisfaction], 0)", decimals: 1 },
      },
      {
        name: "Reading",
        type: "text",
        description: "What the score suggests: strong opportunity, worth exploring, low priority or over-served.",
        computed: {
          words: "Strong opportunity at 15 or more; worth exploring from 10; below 10, over-served when satisfaction is above importance, otherwise low priority.",
          expression:
            '=IF([Opportunity score] >= 15, "Strong opportunity", IF([Opportunity score] >= 10, "Worth exploring", IF([Satisfaction] > [Importance], "Over-served", "Low priority")))',
          decimals: 0,
        },
      },
    ],
    exampleRows: [
      ["Know before I leave whether the trail is muddy or closed", "Weekend day hikers", 142, 8.8, 2.4, 6.4, 15.2, "Strong opportunity"],
      ["Estimate how long a route will take at my pace", "Weekend day hikers", 142, 7.9, 4.2, 3.7, 11.6, "Worth exploring"],
      ["Find a route that fits the time I have", "Weekend day hikers", 142, 8.1, 6.5, 1.6, 9.7, "Low priority"],
      ["Let someone at home see where I am", "Weekend day hikers", 142, 6.2, 2.8, 3.4, 9.6, "Low priority"],
      ["Use the map where there is no phone signal", "Weekend day hikers", 142, 9.1, 8.7, 0.4, 9.5, "Low priority"],
      ["Keep a record of every hike with photos", "Weekend day hikers", 142, 4.5, 6.9, 0, 4.5, "Over-served"],
    ],
  },
  example: {
    product: "Ridgeline, a trail-planning app for hikers",
    context:
      "The team surveyed 142 weekend day hikers about six outcomes found in interviews, with ratings from 1 to 10 averaged into importance and satisfaction.",
  },
  mistakes: [
    "Outcomes that hide a solution (\"have a trail-conditions feed\"), which measure appetite for your idea rather than the need.",
    "Dropping the floor at zero, so over-served needs like the photo log sink below needs that simply matter less.",
    "Mixing averaged ratings and top-two-box shares in one ranking.",
    "Surveying only your most engaged users, which inflates satisfaction everywhere and hides the gaps.",
    "Stopping at the score. It tells you where to dig; interviews tell you why the need is unmet and what would satisfy it.",
  ],
  relatedFrameworks: ["opportunity-scoring", "jobs-to-be-done", "opportunity-solution-tree", "kano-model"],
  relatedGlossaryTerms: ["jobs-to-be-done", "product-discovery"],
  relatedMastery: ["product-thinking#problem-discovery", "product-thinking#jobs-to-be-done"],
};
