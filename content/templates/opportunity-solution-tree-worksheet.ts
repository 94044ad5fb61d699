import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const opportunitySolutionTreeWorksheet: DocumentTemplateStructure = {
  slug: "opportunity-solution-tree-worksheet",
  name: "Opportunity solution tree worksheet",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
  sections: [
    {
      heading: "Desired outcome",
      guidance: "The one metric the team is trying to move, with its baseline, target and date.",
      example: { paragraphs: ["Raise week-4 retention of new learners from 22% to 28% by the end of Q4."] },
    },
    {
      heading: "Opportunities",
      guidance: "Needs, pains and desires heard in interviews, in the customer's words, with the evidence for each.",
      table: { headers: ["Opportunity", "Evidence", "Parent opportunity (if any)"], rows: [["A need in the customer's words", "Interviews, data", "The broader need it belongs to"]] },
      example: {
        tableRows: [
          ["I don't know if I'm actually improving", "8 of 15 interviews; 41% of churned users never opened the progress screen", ""],
          ["I forget to practise when my routine changes", "6 of 15 interviews; practice drops 60% on weekends", ""],
          ["Lessons feel too easy after the first week", "5 of 15 interviews; 'too easy' is the top reason in the cancel survey", "I don't know if I'm actually improving"],
        ],
      },
    },
    {
      heading: "Target opportunity",
      guidance: "The one opportunity you will work on now, and why it beats the others.",
      example: { paragraphs: ["\"I don't know if I'm actually improving\": it came up most often, it is tied to the biggest group of churned users, and feeling progress is what interviewees said kept them going."] },
    },
    {
      heading: "Solutions",
      guidance: "At least three different ways to address the target opportunity.",
      table: { headers: ["Solution", "How it addresses the opportunity"], rows: [["Idea", "The link to the need"]] },
      example: {
        tableRows: [
          ["Weekly two-minute speaking check with a score", "Shows improvement as a number the learner can compare week to week"],
          ["\"You can now understand\" cards listing real phrases learned", "Makes progress concrete in everyday situations"],
          ["Adaptive difficulty that skips what the learner already knows", "Removes the too-easy lessons that make progress feel flat"],
        ],
      },
    },
    {
      heading: "Assumption tests",
      guidance: "For each solution, the riskiest assumption, the test and the success threshold, set before the test runs.",
      table: { headers: ["Solution", "Riskiest assumption", "Test", "Success threshold"], rows: [["Solution", "What must be true", "Smallest test", "Number decided in advance"]] },
      example: {
        tableRows: [
          ["Weekly speaking check", "Learners will record themselves speaking", "Fake-door button for 2,000 week-1 learners", "At least 15% tap it"],
          ["\"You can now understand\" cards", "Learners find the phrases meaningful", "Show printed cards in 6 interviews", "4 of 6 say it would make them continue"],
          ["Adaptive difficulty", "A placement quiz can detect known material", "Run the quiz on 300 learners and compare with their lesson errors", "Predicts skippable lessons for 70% of them"],
        ],
      },
    },
    {
      heading: "Decisions and next steps",
      guidance: "What the tests showed, what you decided and what you will learn next.",
      example: {
        bullets: [
          "Fake door: 19% tapped the speaking check (threshold 15%). Building a minimal version for one language.",
          "Cards: 5 of 6 interviewees reacted strongly. Adding them to the speaking-check release.",
          "Adaptive difficulty: paused; the placement quiz predicted skippable lessons for only 52% of learners.",
        ],
      },
    },
  ],
  example: {
    product: "Verbly, a language-learning app for adult beginners",
    context: "The growth team's tree after five weeks of interviews with new and churned learners.",
  },
  relatedFrameworks: ["opportunity-solution-tree", "dual-track-agile", "lean-startup", "jobs-to-be-done"],
  relatedGlossaryTerms: ["opportunity-solution-tree", "product-discovery", "retention"],
  relatedMastery: ["product-thinking#problem-discovery", "design-and-ux#user-research"],
};
