import type { DocumentTemplate } from "@/lib/templates/schema";

export const opportunitySolutionTreeWorksheet: DocumentTemplate = {
  slug: "opportunity-solution-tree-worksheet",
  name: "Opportunity solution tree worksheet",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
  whenToUse: "Your team owns an outcome metric and needs to connect it to customer opportunities, candidate solutions and assumption tests.",
  summary:
    "An opportunity solution tree in tables: one desired outcome, the opportunities interviews revealed, a target opportunity, several solutions for it and the assumption tests that compare them.",
  teaching: {
    purpose: [
      "Teresa Torres's opportunity solution tree links four layers: a desired outcome the team is measured on, the opportunities (unmet needs, pain points, desires) that customers reveal in interviews, the solutions that could address an opportunity, and the assumption tests that tell you which solution to pursue. Drawing it as a tree keeps every idea traceable to a need, and every need traceable to the outcome.",
      "This worksheet is the tree written as tables, which is easier to keep in a document, share in a review and update after each week's interviews. Fill it top to bottom, but expect to revise it constantly: the tree is a picture of your current understanding, and continuous discovery means it changes every week.",
    ],
    whenToUse: [
      "When a team has been given an outcome to move, such as retention or activation, rather than a list of features to build.",
      "When you interview customers every week and need a place where what you heard turns into choices.",
      "When stakeholders bring solutions and you want to show which opportunity each one addresses, or that it addresses none.",
    ],
    whenNotToUse: [
      "When the team has no outcome, only an output to deliver; agree on the outcome first, or the tree has no root.",
      "When you have no interview evidence yet. A tree filled from the team's imagination looks rigorous and is not.",
      "For a one-off fix with an obvious solution. Not every bug needs a tree.",
    ],
    howToFill: [
      { part: "Desired outcome", advice: "One metric the team can influence, with its baseline and target: \"week-4 retention of new learners from 22% to 28%\". A business outcome such as revenue is too far from the team's daily work; translate it into a product outcome." },
      { part: "Opportunities", advice: "Write opportunities as customer needs, in the customer's words, each with the interviews that surfaced it. \"I forget to practise when my routine changes\" is an opportunity; \"streak reminders\" is a solution hiding in the wrong column." },
      { part: "Target opportunity", advice: "Pick one opportunity to work on now and say why: how many customers it affects, how much it matters to them, and how well it fits the outcome. Compare opportunities with each other, not against an absolute bar." },
      { part: "Solutions", advice: "Generate at least three solutions for the target opportunity, so you compare options instead of falling in love with the first idea." },
      { part: "Assumption tests", advice: "For each solution, name the assumptions that must be true (desirability, usability, feasibility, viability) and a small test with a success threshold written before you run it." },
      { part: "Decisions and next steps", advice: "Record what the tests showed and what you decided, so the tree becomes the team's history of learning, not just a plan." },
    ],
  },
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
  mistakes: [
    "Opportunities that are solutions in disguise (\"need a streak feature\"), which skip the step of understanding the need.",
    "Only one solution per opportunity, so the team tests whether to build an idea instead of which idea to build.",
    "Setting success thresholds after the test has run, which turns every result into a success.",
    "Building the tree once for a workshop and never updating it after the next interviews.",
    "A root that is an output (\"launch the new onboarding\") rather than an outcome.",
  ],
  relatedFrameworks: ["opportunity-solution-tree", "dual-track-agile", "lean-startup", "jobs-to-be-done"],
  relatedGlossaryTerms: ["opportunity-solution-tree", "product-discovery", "retention"],
  relatedMastery: ["product-thinking#problem-discovery", "design-and-ux#user-research"],
};
