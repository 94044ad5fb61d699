import type { SheetTemplateStructure } from "@/lib/templates/schema";
import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceScore } from "@/lib/frameworks/rice";

/**
 * RICE scoring sheet. The scales match the RICE explainer
 * (content/frameworks/rice-scoring.md and lib/frameworks/rice.ts): impact on
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


export const riceScoringSheet: SheetTemplateStructure = {
  slug: "rice-scoring-sheet",
  name: "RICE scoring sheet",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
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
  relatedFrameworks: ["rice-scoring", "ice-scoring", "opportunity-scoring", "moscow"],
  relatedGlossaryTerms: ["rice-scoring", "backlog", "roadmap"],
  relatedMastery: ["delivery-and-execution#prioritization"],
};
