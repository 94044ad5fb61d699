import type { DocumentTemplate } from "@/lib/templates/schema";
import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";

/** Follows the North Star explainer (content/frameworks/north-star-metric.ts): one metric of customer value, 3-5 input metrics teams can move, and a counter-metric. */
export const northStarMetricWorksheet: DocumentTemplate = {
  slug: "north-star-metric-worksheet",
  name: "North Star metric worksheet",
  updated: "2026-11-27",
  group: "measure",
  kind: "document",
  formats: ["md"],
  whenToUse: "Teams optimise different numbers and you want one metric of customer value with the 3-5 input metrics that drive it.",
  summary:
    "A worksheet for choosing a North Star metric and breaking it into 3-5 input metrics that teams own, with baselines, targets, owners and a counter-metric to keep the push honest.",
  teaching: {
    purpose: [
      "A North Star metric is a single measure of the core value customers get from the product. If it grows, customers are getting more of what they came for, and the business usually follows. On its own it is too slow and too broad to steer a team's week, so it comes with 3-5 input metrics: the levers that drive it and that a team can move within weeks. Fewer leaves important drivers unmeasured; more turns the framework back into a dashboard where everything matters and nothing does.",
      "This worksheet walks through the choice: the value customers get, candidate metrics checked against four tests, the chosen metric, the input metrics with owners and targets, and a counter-metric that stops anyone from raising the North Star in a way that hurts customers. Where the inputs multiply into the North Star, write the equation: it makes the targets checkable.",
    ],
    whenToUse: [
      "When teams celebrate different numbers (sign-ups, revenue, daily active users) and argue about what matters.",
      "When setting yearly goals or OKRs, so each team's key results link to one shared measure of value.",
      "When a product has grown past one team and needs a simple way to show how each team's work adds up.",
    ],
    whenNotToUse: [
      "Before product-market fit, when the value itself is still being discovered; a North Star chosen too early locks in a guess.",
      "As the only metric. Revenue, costs and health metrics still matter; the North Star is the lead, not the whole picture.",
      "When the candidate metric only measures activity (time in app, page views) rather than value delivered.",
    ],
    howToFill: [
      { part: "Value customers get", advice: "Describe in one sentence what customers come for, in their terms. The metric should count moments when that value is delivered." },
      { part: "Candidate metrics", advice: "List three or four candidates and check each against the tests: it expresses customer value, leads to revenue over time, can be measured weekly, and breaks down into inputs that teams own." },
      { part: "North Star", advice: "Write the chosen metric precisely: what counts, over what period, and today's value. \"Episodes completed per week\" needs a definition of completed." },
      { part: "Input metrics", advice: "Choose 3-5 drivers, each with an owner, a baseline and a target. If the first inputs multiply into the North Star, check that the targets multiply into the North Star target." },
      { part: "Counter-metric", advice: "Name the metric that would reveal the North Star being raised the wrong way, such as notification opt-outs when a team pushes more reminders." },
      { part: "Review rhythm", advice: "Say who reviews the numbers, how often and where. A North Star nobody looks at weekly is a slogan." },
    ],
  },
  sections: [
    { heading: "Value customers get", guidance: "One sentence: what customers come to the product for, in their words.", example: { paragraphs: ["Listeners come to Tunewell to hear whole episodes of shows they care about, without hunting for them."] } },
    {
      heading: "Candidate metrics",
      guidance: "Three or four candidates, each checked against the four tests.",
      table: { headers: ["Candidate", "Customer value?", "Leads to revenue?", "Weekly?", "Breaks into inputs?"], rows: [["Metric", "Yes or no", "Yes or no", "Yes or no", "Yes or no"]] },
      example: {
        tableRows: [
          ["Monthly active users", "No: opening the app is not value", "Somewhat", "Yes", "Yes"],
          ["Minutes listened per week", "Partly: long episodes and autoplay add minutes without more value", "Yes", "Yes", "Yes"],
          ["Episodes completed per week", "Yes", "Yes: completers renew at twice the rate", "Yes", "Yes"],
          ["Paid subscribers", "No: a lagging business result", "Yes", "Yes", "Weakly"],
        ],
        paragraphs: [
          `${listeningTimeCaveat} Tunewell's listeners come for whole episodes, and a long show left playing in the background adds minutes without anyone getting more of what they came for, so minutes pass only partly and the team counts completed episodes.`,
        ],
      },
    },
    { heading: "North Star", guidance: "The chosen metric, defined precisely, with today's value.", example: { paragraphs: ["Episodes completed per week, where completed means at least 90% of the episode played. Today: 220,000."] } },
    {
      heading: "Input metrics",
      guidance: "3-5 drivers that teams can move within weeks, each with an owner, a baseline and a target.",
      table: { headers: ["Input metric", "Owner", "Baseline", "Target"], rows: [["Driver", "Team", "Today", "By when"]] },
      example: {
        tableRows: [
          ["Weekly active listeners", "Growth team", "80,000", "88,000 by end of Q2"],
          ["Episodes started per listener per week", "Discovery team", "5", "5.5"],
          ["Share of started episodes completed", "Player team", "55%", "60%"],
          ["New listeners following 3 or more shows in their first week", "Onboarding team", "34%", "45%"],
        ],
        paragraphs: [
          "The first three multiply into the North Star: 80,000 × 5 × 55% = 220,000. If each reaches its target, it becomes 88,000 × 5.5 × 60% = 290,400, a 32% rise. The fourth input drives the second: listeners who follow more shows have more episodes to start.",
        ],
      },
    },
    { heading: "Counter-metric", guidance: "The metric that shows the North Star being raised at customers' expense.", example: { paragraphs: ["Notification opt-outs per 1,000 weekly listeners, today 6. If it rises above 9, the teams pushing more episode alerts stop and review."] } },
    { heading: "Review rhythm", guidance: "Who reviews the numbers, how often and where.", example: { paragraphs: ["The four team leads and the head of product review the North Star and inputs every Monday in a 20-minute meeting, from one shared dashboard."] } },
  ],
  example: {
    product: "Tunewell, a podcast app with a free tier and a subscription",
    context: "The worksheet the product leads filled in at the start of the year.",
  },
  mistakes: [
    "Choosing revenue as the North Star; it is the result of value, not a measure of it, and teams cannot move it week to week.",
    "Picking an activity metric such as time in app, which rewards making the product harder to leave rather than better.",
    "Listing eight input metrics, which brings back the dashboard where everything matters.",
    "Targets on the inputs that do not add up to the target on the North Star.",
    "No counter-metric, so a team hits its input target with tactics customers hate.",
  ],
  relatedFrameworks: ["north-star-metric", "okrs", "business-model-canvas"],
  relatedGlossaryTerms: ["north-star-metric", "kpi", "okr", "retention"],
  relatedMastery: ["business-and-strategy#metrics-and-kpis", "growth-and-experiments#activation-and-retention"],
};
