import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const sprintRetrospective: DocumentTemplateStructure = {
  slug: "sprint-retrospective",
  name: "Sprint retrospective",
  updated: "2026-11-23",
  group: "deliver",
  kind: "document",
  formats: ["md"],
  sections: [
    {
      heading: "Previous actions",
      guidance: "Last retro's actions: done or not, and did they help?",
      table: { headers: ["Action", "Owner", "Done?", "Did it help?"], rows: [["Action from last retro", "Name", "Yes or no", "What changed"]] },
      example: {
        tableRows: [
          ["Write acceptance criteria before a story enters the sprint", "Aisha", "Yes", "Yes: no story was sent back for unclear scope"],
          ["Fix the flaky payment tests", "Tom", "No", "Still failing about one build in five"],
        ],
      },
    },
    {
      heading: "Sprint facts",
      guidance: "The sprint in numbers: goal, commitment, completion, unplanned work, incidents.",
      example: {
        bullets: [
          "Sprint goal: managers can approve shift swaps in the app. Met, but the release slipped two days.",
          "Committed 34 points, finished 27 (79%).",
          "Unplanned work: 6 points, all on a production bug in schedule publishing.",
          "Median time from pull request to review: 1.5 days.",
        ],
      },
    },
    { heading: "What helped", guidance: "What went well and should continue; collected silently first.", example: { bullets: ["Pairing on the swap-approval logic caught two edge cases early.", "The designer joined stand-ups twice a week, so questions were answered the same day."] } },
    { heading: "What got in the way", guidance: "Obstacles, written as observations, not accusations.", example: { bullets: ["Three stories waited two days or more for code review.", "The flaky payment tests blocked four merges.", "The production bug pulled two engineers away for three days."] } },
    { heading: "Root causes", guidance: "The one or two clusters that cost most, and why they happened.", example: { paragraphs: ["Review waiting time and flaky tests together cost about two days. Both come back to the same cause: nobody owns the path from finished code to merged code, so everyone picks up new stories instead."] } },
    {
      heading: "Actions",
      guidance: "One or two changes for the next sprint, each with an owner, a date and how you will know it helped.",
      table: { headers: ["Action", "Owner", "By", "How we will know"], rows: [["Change to try", "Name", "Date", "Measure or check"]] },
      example: {
        tableRows: [
          ["Before starting a new story, review any pull request waiting more than four working hours", "Whole team, tracked by Aisha", "Next sprint", "Median review time under half a day"],
          ["Fix or quarantine the flaky payment tests, with two days reserved in the sprint", "Tom", "Day 4 of the sprint", "No failed builds from those tests in a week"],
        ],
      },
    },
  ],
  example: {
    product: "Crewboard, a shift-scheduling app for independent restaurants",
    context: "The mobile team's retrospective after sprint 14, a two-week sprint.",
  },
  relatedFrameworks: ["kaizen", "dual-track-agile"],
  relatedGlossaryTerms: ["sprint", "velocity", "technical-debt"],
  relatedMastery: ["delivery-and-execution#agile-kanban-scrum", "vision-and-leadership#leading-teams"],
};
