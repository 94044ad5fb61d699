import type { DocumentTemplateStructure } from "@/lib/templates/schema";
import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";

/** Follows the North Star explainer (content/frameworks/north-star-metric.md): one metric of customer value, 3-5 input metrics teams can move, and a counter-metric. */
export const northStarMetricWorksheet: DocumentTemplateStructure = {
  slug: "north-star-metric-worksheet",
  name: "North Star metric worksheet",
  updated: "2026-11-27",
  group: "measure",
  kind: "document",
  formats: ["md"],
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
  relatedFrameworks: ["north-star-metric", "okrs", "business-model-canvas", "aarrr-pirate-metrics"],
  relatedGlossaryTerms: ["north-star-metric", "kpi", "okr", "retention"],
  relatedMastery: ["business-and-strategy#metrics-and-kpis", "growth-and-experiments#activation-and-retention"],
};
