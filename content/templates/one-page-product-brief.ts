import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const onePageProductBrief: DocumentTemplateStructure = {
  slug: "one-page-product-brief",
  name: "One-page product brief",
  updated: "2026-11-23",
  group: "define",
  kind: "document",
  formats: ["md"],
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
  relatedFrameworks: ["lean-startup", "value-proposition-canvas", "jobs-to-be-done"],
  relatedGlossaryTerms: ["mvp", "product-discovery", "stakeholder"],
  relatedMastery: ["vision-and-leadership#narrative-building", "product-thinking#problem-discovery"],
};
