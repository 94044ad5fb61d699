import type { SheetTemplate } from "@/lib/templates/schema";
import { kanoQuestionPair } from "@/lib/frameworks/kano";

/**
 * Kano survey sheet. Category names, letters (D, P, B, I, R, Q), the
 * evaluation table and the Better/Worse coefficients match the Kano
 * explainer (content/frameworks/kano-model.ts); the classic letters of
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

export const kanoSurvey: SheetTemplate = {
  slug: "kano-survey",
  name: "Kano survey and evaluation table",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "You have 5 to 15 candidate features and need to know which are table stakes, which compete and which could delight.",
  summary:
    "A Kano survey sheet: the functional and dysfunctional question for each feature, the standard 5 × 5 evaluation table, answer counts per category, and the Better and Worse coefficients.",
  teaching: {
    purpose: [
      "The Kano model sorts features by how they affect satisfaction: Basic Needs (expected; missing them angers people, having them earns nothing), Performance Needs (the more the better), Delighters (unexpected, loved when present, not missed when absent), Indifferent and Reverse. This sheet runs the survey that lets customers, not the loudest person in the meeting, put each feature in its category.",
      "For every feature you ask a pair of questions with the same five answers (I like it, I expect it, I am neutral, I can tolerate it, I dislike it). The functional question asks how someone would feel if the product had the feature; the dysfunctional question asks how they would feel if it did not. Each respondent's pair is looked up in the evaluation table, a second file that ships with this sheet: the functional answer picks the row, the dysfunctional answer the column, and the cell is that person's category. You count the categories per feature; the most frequent one is the feature's category, and the Better and Worse coefficients show how much having the feature raises satisfaction and how much missing it hurts.",
    ],
    whenToUse: [
      "Planning a release or a new product with a list of candidate features and no agreement on which are table stakes.",
      "Pushing back on a roadmap that is all Performance Needs with nothing to differentiate, or on a shiny Delighter while Basic Needs are still broken.",
      "Re-checking old assumptions every year or two: today's Delighter becomes tomorrow's Basic Need as competitors copy it.",
    ],
    whenNotToUse: [
      "For features customers cannot picture from one line, such as infrastructure work; test those with prototypes instead.",
      "With fewer than about 20 respondents per segment: the counts are too noisy to classify anything.",
      "To decide build order on its own. Kano says what kind of feature something is, not what it costs; pair it with effort or RICE.",
    ],
    howToFill: [
      {
        part: "Feature",
        advice:
          "Describe each feature in one line from the user's side, the benefit rather than the implementation: \"get booked automatically when a spot opens\", not \"waitlist service\". Add a picture or a short clip for anything hard to imagine.",
      },
      {
        part: "Functional question",
        advice:
          "Ask how the respondent would feel if the product had the feature, with the five fixed answers. Keep the wording neutral; \"wouldn't it be great if\" pushes people towards Like.",
      },
      {
        part: "Dysfunctional question",
        advice:
          "Ask the exact opposite: how they would feel if the product did not have it. Same answers, same order. A respondent who likes both having and not having a feature lands on Q (questionable), usually a sign the question was misread.",
      },
      {
        part: "D",
        advice:
          "Classify every respondent's answer pair with the evaluation table and enter the counts in D, P, B, I, R and Q. One segment per sheet: power users and beginners often classify the same feature differently.",
      },
      {
        part: "Category",
        advice:
          "Write the most frequent category among D, P, B, I and R. When two counts are close, look at the segments and at Better and Worse rather than forcing a label.",
      },
      {
        part: "Better",
        advice:
          "Better runs from 0 to 1 and Worse from 0 to -1. Plot them against each other: high Better and low Worse is a Delighter, high Worse is a Basic Need, both high is a Performance Need. Fix Basic Needs first, invest where you compete, add one or two Delighters and cut Indifferent and Reverse features.",
      },
    ],
  },
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
  mistakes: [
    "Classifying features in a workshop without asking customers; the model's value comes from the survey, not the team's opinions.",
    "Describing features in technical terms respondents cannot picture, which produces Indifferent and Questionable answers.",
    "Mixing segments in one count, so a Delighter for one group looks Indifferent overall.",
    "Ignoring Reverse answers. Fourteen of sixty members not wanting their bookings visible to friends is a reason to make that feature opt-in, if it ships at all.",
    "Treating categories as permanent; re-run the survey every year or two.",
  ],
  relatedFrameworks: ["kano-model", "rice-scoring", "opportunity-scoring", "moscow"],
  relatedGlossaryTerms: ["kano-model", "product-discovery"],
  relatedMastery: ["delivery-and-execution#prioritization", "design-and-ux#user-research"],
};
