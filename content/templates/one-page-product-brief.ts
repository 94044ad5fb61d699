import type { DocumentTemplate } from "@/lib/templates/schema";

export const onePageProductBrief: DocumentTemplate = {
  slug: "one-page-product-brief",
  name: "One-page product brief",
  updated: "2026-11-23",
  group: "define",
  kind: "document",
  formats: ["md"],
  whenToUse: "You need a go-ahead to explore an idea and want leadership and the team to agree on the problem before anyone writes a PRD.",
  summary:
    "A one-page brief that fits an idea onto a single page: the problem, who has it, why now, the bet and its metric, what it will cost to learn more, and the question you need answered.",
  teaching: {
    purpose: [
      "A product brief is the short document that comes before a PRD. It argues that a problem deserves the team's time and proposes how to find out more, on one page that a busy leader can read in five minutes. The limit is the point: if the case does not fit on a page, it is usually not clear yet.",
      "Where a PRD describes what to build, a brief describes a bet. It states the problem and its evidence, the customers, why this is the right moment, the direction you propose, the metric that would show it worked, and the smallest investment that would tell you whether to continue. It ends with the decision you are asking for, so the meeting it feeds has a clear outcome.",
    ],
    whenToUse: [
      "When an idea from a customer, a sales call or your own data needs a yes or no before discovery begins.",
      "In quarterly planning, when several teams pitch bets and leadership compares them side by side.",
      "When you want early feedback from engineering and design on feasibility before you invest in details.",
    ],
    whenNotToUse: [
      "For work that is already decided and funded; go straight to the PRD or the story map.",
      "For a major strategic shift, which needs a strategy document with market analysis, not a page.",
      "As a way to skip evidence. A brief with no evidence is an opinion on a single page.",
    ],
    howToFill: [
      { part: "Problem", advice: "Two or three sentences from the customer's point of view, with the single strongest piece of evidence. Resist naming the solution here." },
      { part: "Who has it", advice: "Name the segment and its size. \"Small businesses\" is not a segment; \"households planning dinners for four or more, 31% of our weekly active users\" is." },
      { part: "Why now", advice: "Say what has changed: a trend in your data, a competitor's move, a new capability. If nothing changed, explain why the problem was not worth solving before." },
      { part: "Proposed bet", advice: "Describe the direction in a few lines, and the riskiest assumption behind it. This is a hypothesis, not a specification." },
      { part: "Success metric", advice: "One metric, today's value and the value that would make you continue. Add the counter-metric you will watch." },
      { part: "Cost to learn", advice: "The smallest investment that would tell you whether to go on: people, weeks and the experiment you would run." },
      { part: "Decision needed", advice: "The exact question for the reader: approve two weeks of discovery, assign a designer, or stop. A brief that asks for nothing gets nothing." },
    ],
  },
  sections: [
    { heading: "Problem", guidance: "The problem in two or three sentences, from the customer's side, with the strongest evidence.", example: { paragraphs: ["Families who plan meals for the week in Forkcast still write the shopping list on paper or in a chat, because our list belongs to one account. In 9 of 12 interviews with family planners, the list was shared by screenshot, and 23% of support tickets in May asked for a shared list."] } },
    { heading: "Who has it", guidance: "The segment and how many people are in it.", example: { paragraphs: ["Household planners cooking for three or more people: 18,600 of our 60,000 weekly active users (31%), and the segment with the best 90-day retention."] } },
    { heading: "Why now", guidance: "What has changed that makes this the right moment.", example: { paragraphs: ["Our grocery-delivery integration launched in April, and orders from households with two or more adults are 40% larger. A shared list is the step between planning and ordering."] } },
    { heading: "Proposed bet", guidance: "The direction you propose, and the riskiest assumption behind it.", prompts: ["What would we build or test first?", "Which assumption, if wrong, kills the idea?"], example: { paragraphs: ["A shopping list that the planner can share with one other person, who can tick items off and add to it in real time."], bullets: ["Riskiest assumption: the second person will install the app. If they will not, we need a web link instead."] } },
    { heading: "Success metric", guidance: "One metric with its baseline and the target that would make you continue, plus a counter-metric.", example: { bullets: ["Primary: share of planner households where two people open the list in a week, from 0% to 25% of those offered sharing.", "Counter-metric: weekly meal plans created per planner must not fall below 1.6."] } },
    { heading: "Cost to learn", guidance: "The smallest investment that answers the riskiest assumption.", example: { paragraphs: ["Two weeks of one designer and one engineer: a clickable prototype tested with 8 households, then a web-link share for 500 planners to see whether partners open it."] } },
    { heading: "Decision needed", guidance: "The question the reader should answer.", example: { paragraphs: ["Approve two weeks of discovery for the designer and engineer named above, starting 2 June, with a go or stop review on 16 June."] } },
  ],
  example: {
    product: "Forkcast, a weekly meal-planning app",
    context: "A brief proposing a shared shopping list, written for the quarterly planning review.",
  },
  mistakes: [
    "Writing three pages and calling it a brief; the one-page limit forces the argument to get sharp.",
    "Leading with the solution, so readers debate the feature instead of whether the problem matters.",
    "A segment so broad (\"all users\") that its size makes every idea look worthwhile.",
    "No decision asked for, so the review ends with interest and no outcome.",
  ],
  relatedFrameworks: ["lean-startup", "value-proposition-canvas", "jobs-to-be-done"],
  relatedGlossaryTerms: ["mvp", "product-discovery", "stakeholder"],
  relatedMastery: ["vision-and-leadership#narrative-building", "product-thinking#problem-discovery"],
};
