import type { SheetTemplate } from "@/lib/templates/schema";
import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceScore } from "@/lib/frameworks/rice";
import { formatNumber } from "@/lib/frameworks/worked-example";

/**
 * RICE scoring sheet. The scales match the RICE explainer
 * (content/frameworks/rice-scoring.ts and lib/frameworks/rice.ts): impact on
 * Intercom's five steps 3 / 2 / 1 / 0.5 / 0.25, confidence as a percentage
 * (100 data, 80 some evidence, 50 a defensible hunch), effort in
 * person-months. Every example idea serves the sheet's one goal (fewer
 * no-show shifts), and its score and order come from the calculator's
 * riceScore, so the sheet follows its own rule and its own formula.
 */

type SheetIdea = { name: string; reach: number; reachSource: string; impact: number; confidence: number; effort: number; notes: string };

/** Crewboard's ideas for fewer no-show shifts; reach is people per quarter, effort person-months. */
export const noShowIdeas: SheetIdea[] = [
  { name: "In-app shift swaps that managers approve with one tap", reach: 3000, reachSource: "Staff who messaged a manager about a swap last quarter", impact: 2, confidence: 80, effort: 4, notes: "Needs the notification service upgrade first" },
  { name: "SMS reminder to staff two hours before each shift", reach: 6000, reachSource: "Staff with a shift in Q3, scheduling dashboard", impact: 1, confidence: 80, effort: 1, notes: "SMS costs about 1 cent a message; budget approved" },
  { name: "Predict shifts likely to be missed from past attendance and remind those staff the day before", reach: 2000, reachSource: "Staff with a Friday or Saturday night shift, where most no-shows happen", impact: 3, confidence: 50, effort: 8, notes: "Run a concierge test for ten restaurants before building" },
  { name: "Add each shift to the staff member's phone calendar automatically", reach: 5000, reachSource: "Monthly active staff app users", impact: 0.5, confidence: 80, effort: 1, notes: "In 8 of 12 no-show interviews the shift was missing from the person's own calendar" },
  { name: "Keep regular shifts steady: copy last week's schedule with one click", reach: 4500, reachSource: "Managers who published a schedule in Q2", impact: 1, confidence: 50, effort: 2, notes: "Impact is a guess: staff on steady schedules may miss fewer shifts; test with 20 managers first" },
  { name: "Show a manager which staff missed two or more shifts this month", reach: 900, reachSource: "Staff with two or more no-shows last quarter, attendance report", impact: 1, confidence: 80, effort: 0.5, notes: "Managers in 5 of 8 calls said they notice repeat no-shows too late" },
];

/** The ideas in score order, each score from riceScore (highest first). */
export const rankedNoShowIdeas = rankByScore(noShowIdeas, riceScore);

/** The two neighbours in the ranking whose scores are closest, relative to their size: the tie a reader should not over-read. */
function closestNeighbours(): [number, number] {
  const scores = rankedNoShowIdeas.map((entry) => entry.score);
  let best: [number, number] = [scores[0]!, scores[1]!];
  for (let i = 1; i < scores.length - 1; i++) {
    const [a, b] = [scores[i]!, scores[i + 1]!];
    if (a / b < best[0] / best[1]) best = [a, b];
  }
  return best;
}
const [closeHigh, closeLow] = closestNeighbours();
export const riceScoringSheet: SheetTemplate = {
  slug: "rice-scoring-sheet",
  name: "RICE scoring sheet",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "You have ten or more ideas competing for the same goal and need a defensible first cut of the order.",
  summary:
    "A spreadsheet for scoring a backlog with RICE: reach, impact, confidence and effort per idea, the score computed as Reach × Impact × Confidence ÷ Effort, and a column for where each number came from.",
  teaching: {
    purpose: [
      "The RICE sheet turns a pile of competing ideas into a ranked list you can defend. Each row is one idea; four inputs (how many people it reaches in a period, how much it moves the goal for each of them, how sure you are, and how much work it takes) combine into one score: Reach × Impact × Confidence ÷ Effort. The score is value per unit of work, so a cheap fix for many people and an expensive feature for a few end up on the same scale.",
      "The sheet's real job is to make the argument visible. When the inputs sit next to the score, a stakeholder who disagrees with the order can point at the number they dispute (\"reach is too high, only annual-plan customers see that screen\") instead of arguing about the ranking as a whole. That is why the sheet has a column for the source of each reach estimate: a number with a source is a claim you can check.",
    ],
    whenToUse: [
      "Quarterly or sprint planning, when ten to fifty ideas all serve one shared goal, such as cutting churn or raising activation.",
      "When you inherit a backlog full of pet projects and need a neutral way to ask how many people each one touches.",
      "When leadership asks why an item is not on the roadmap and you want to show the inputs rather than your opinion.",
    ],
    whenNotToUse: [
      "When the items serve different goals: a compliance deadline and a growth experiment do not belong in one ranking.",
      "For strategic bets whose reach and impact nobody can estimate yet; run discovery or a cheap experiment first, then score.",
      "For a handful of items the team already agrees on. Scoring four obvious choices is ceremony, not prioritization.",
    ],
    howToFill: [
      {
        part: "Idea",
        advice:
          "Write each idea as a short, outcome-focused sentence that everyone will score the same way: \"remind staff by SMS two hours before a shift\" rather than \"notifications\". Vague rows get vague estimates.",
      },
      {
        part: "Reach per quarter",
        advice:
          "Use one period for every row, here a quarter, and real counts from analytics: customers on a plan, visitors to a screen, users who hit a step of the funnel. Mixing monthly and yearly reach silently inflates some rows twelve times.",
      },
      {
        part: "Reach source",
        advice:
          "Name where the number came from (a dashboard, a query, a support-ticket count). If you cannot name a source, lower the confidence for that row.",
      },
      {
        part: "Impact",
        advice:
          `Score the effect on the goal for one person reached, on Intercom's own five-step scale: ${riceImpactScaleText}. Agree as a team what a 3 means for your goal before anyone scores, or impact becomes a popularity vote.`,
      },
      {
        part: "Confidence %",
        advice:
          "100 means you have data for reach and impact, 80 means some evidence such as interviews or a prototype test, 50 means a hunch you could defend. Below 50 you are guessing: run a test before building.",
      },
      {
        part: "Effort (person-months)",
        advice:
          "Ask the people who will do the work, and count design, research, testing and release work as well as coding. Effort is the divisor, so it is never zero; the smallest sensible value is about a quarter of a person-month.",
      },
      {
        part: "RICE score",
        advice:
          "Let the sheet compute it, sort by it, and then discuss the surprises. Scores within about ten percent of each other are a tie given how rough the inputs are.",
      },
    ],
  },
  sheet: {
    columns: [
      { name: "Idea", type: "text", description: "One outcome-focused sentence describing the idea." },
      { name: "Reach per quarter", type: "integer", description: "People (or events) the idea affects in one quarter. Same period for every row." },
      { name: "Reach source", type: "text", description: "Where the reach number comes from: a dashboard, a query, a count." },
      { name: "Impact", type: "number", description: `Effect on the goal for each person reached, on Intercom's five-step scale: ${riceImpactScaleText}.` },
      { name: "Confidence %", type: "percent", description: "How sure you are of the other estimates: 100 data, 80 some evidence, 50 a defensible hunch." },
      { name: "Effort (person-months)", type: "number", description: "Total work from everyone involved, in person-months. Always greater than zero." },
      {
        name: "RICE score",
        type: "number",
        description: "Value per unit of work. Higher is better. Left blank in the blank sheet.",
        computed: {
          words: "Reach times Impact times Confidence (as a fraction, so 80% is 0.8), divided by Effort.",
          expression: "=[Reach per quarter] * [Impact] * ([Confidence %] / 100) / [Effort (person-months)]",
          decimals: 0,
        },
      },
      { name: "Notes", type: "text", description: "Dependencies, risks, or what would raise the confidence." },
    ],
    exampleRows: rankedNoShowIdeas.map(({ item, score }) => [
      item.name,
      item.reach,
      item.reachSource,
      item.impact,
      item.confidence,
      item.effort,
      Math.round(score),
      item.notes,
    ]),
  },
  example: {
    product: "Crewboard, a shift-scheduling app for independent restaurants",
    context:
      `The team's goal for the quarter is fewer no-show shifts, and every idea on the sheet is there because it could reduce them. Reach is counted per quarter and effort in person-months; the ideas are sorted by score.`,
  },
  mistakes: [
    "Scoring ideas that serve different goals in one sheet, so a security fix competes with a growth idea on reach.",
    "Leaving every confidence at 100%. If nothing is uncertain, the C has stopped doing its job.",
    "Counting only engineering time as effort and forgetting design, research, migration and support work.",
    `Treating ${formatNumber(closeHigh)} and ${formatNumber(closeLow)} as a clear order. Close scores are ties; decide them with judgment and dependencies.`,
    "Scoring once and never again. Re-score when a test raises confidence or a dependency changes the effort.",
  ],
  relatedFrameworks: ["rice-scoring", "ice-scoring", "opportunity-scoring", "moscow"],
  relatedGlossaryTerms: ["rice-scoring", "backlog", "roadmap"],
  relatedMastery: ["delivery-and-execution#prioritization"],
};
