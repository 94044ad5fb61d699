import type { SheetTemplateStructure } from "@/lib/templates/schema";
import { kanoQuestionPair } from "@/lib/frameworks/kano";

/**
 * Kano survey sheet. Category names, letters (D, P, B, I, R, Q), the
 * evaluation table and the Better/Worse coefficients match the Kano
 * explainer (content/frameworks/kano-model.md); the classic letters of
 * Kano's paper (A attractive, O one-dimensional, M must-be) are given
 * alongside so the sheet also reads against other sources.
 */
const answers = ["Like", "Expect", "Neutral", "Tolerate", "Dislike"];

/**
 * The example's four features: what each lets a member do, from which both
 * questions are built, so each dysfunctional question is the exact, neutral
 * opposite of its functional one, as the sheet's own advice asks.
 */
export const kanoExampleFeatures = [
  { feature: "Join a waitlist and get booked automatically when a spot opens", ability: "join a waitlist and be booked automatically when a spot opens", counts: [12, 24, 14, 7, 1, 2], category: "Performance Needs", better: 0.63, worse: -0.67 },
  { feature: "Cancel up to two hours before class without a fee", ability: "cancel up to two hours before class without a fee", counts: [4, 14, 30, 9, 1, 2], category: "Basic Needs", better: 0.32, worse: -0.77 },
  { feature: "See which friends are booked into a class", ability: "see which of your friends are booked into a class", counts: [11, 3, 1, 29, 14, 2], category: "Indifferent", better: 0.32, worse: -0.09 },
  { feature: "Get a heart-rate summary on your phone after class", ability: "get a heart-rate summary on your phone after each class", counts: [27, 10, 3, 17, 2, 1], category: "Delighters", better: 0.65, worse: -0.23 },
] as const;

export const kanoSurvey: SheetTemplateStructure = {
  slug: "kano-survey",
  name: "Kano survey and evaluation table",
  updated: "2026-11-27",
  group: "discover",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      { name: "Feature", type: "text", description: "The feature, in one line from the user's point of view." },
      { name: "Functional question", type: "text", description: "How would you feel if the product had this feature? Answers: I like it, I expect it, I am neutral, I can tolerate it, I dislike it." },
      { name: "Dysfunctional question", type: "text", description: "How would you feel if the product did not have this feature? Same five answers." },
      { name: "D", type: "integer", description: "Respondents classified as Delighters (A, Attractive, in Kano's paper)." },
      { name: "P", type: "integer", description: "Respondents classified as Performance Needs (O, One-dimensional)." },
      { name: "B", type: "integer", description: "Respondents classified as Basic Needs (M, Must-be)." },
      { name: "I", type: "integer", description: "Respondents classified as Indifferent." },
      { name: "R", type: "integer", description: "Respondents classified as Reverse: they would rather not have the feature." },
      { name: "Q", type: "integer", description: "Questionable answer pairs, such as liking both having and not having the feature." },
      {
        name: "Respondents",
        type: "integer",
        description: "Everyone who answered both questions for this feature.",
        computed: { words: "The sum of the six counts.", expression: "=[D] + [P] + [B] + [I] + [R] + [Q]", decimals: 0 },
      },
      {
        name: "Category",
        type: "choice",
        description: "The most frequent category among D, P, B, I and R.",
        options: ["Delighters", "Performance Needs", "Basic Needs", "Indifferent", "Reverse"],
      },
      {
        name: "Better",
        type: "number",
        description: "How much having the feature raises satisfaction, from 0 to 1.",
        computed: { words: "(D + P) divided by (D + P + B + I).", expression: "=([D] + [P]) / ([D] + [P] + [B] + [I])", decimals: 2 },
      },
      {
        name: "Worse",
        type: "number",
        description: "How much missing the feature hurts, from 0 to -1.",
        computed: { words: "Minus (P + B) divided by (D + P + B + I).", expression: "=-([P] + [B]) / ([D] + [P] + [B] + [I])", decimals: 2 },
      },
    ],
    starterRows: [
      [
        "",
        "If the app had this feature, how would you feel?",
        "If the app did not have this feature, how would you feel?",
        "", "", "", "", "", "", "", "", "", "",
      ],
    ],
    exampleRows: kanoExampleFeatures.map(({ feature, ability, counts, category, better, worse }) => {
      const { functional, dysfunctional } = kanoQuestionPair(ability);
      const respondents = counts.reduce((sum, count) => sum + count, 0);
      return [feature, functional, dysfunctional, ...counts, respondents, category, better, worse];
    }),
  },
  referenceTables: [
    {
      slug: "evaluation-table",
      title: "Kano evaluation table",
      description:
        "Look up each respondent's pair of answers: the functional answer (feature present) picks the row, the dysfunctional answer (feature absent) the column. D = Delighters (A), P = Performance Needs (O), B = Basic Needs (M), I = Indifferent, R = Reverse, Q = Questionable.",
      table: {
        headers: ["Functional answer (if present)", ...answers.map((a) => `If absent: ${a}`)],
        rows: [
          ["Like", "Q", "D (A)", "D (A)", "D (A)", "P (O)"],
          ["Expect", "R", "I", "I", "I", "B (M)"],
          ["Neutral", "R", "I", "I", "I", "B (M)"],
          ["Tolerate", "R", "I", "I", "I", "B (M)"],
          ["Dislike", "R", "R", "R", "R", "Q"],
        ],
      },
    },
  ],
  example: {
    product: "Fitloop, a class-booking app for a chain of twelve gyms",
    context:
      "Sixty members who book at least one class a week answered the question pairs for four candidate features; each pair was classified with the evaluation table.",
  },
  relatedFrameworks: ["kano-model", "rice-scoring", "opportunity-scoring", "moscow"],
  relatedGlossaryTerms: ["kano-model", "product-discovery"],
  relatedMastery: ["delivery-and-execution#prioritization", "design-and-ux#user-research"],
};
