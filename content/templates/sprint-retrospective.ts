import type { DocumentTemplate } from "@/lib/templates/schema";

export const sprintRetrospective: DocumentTemplate = {
  slug: "sprint-retrospective",
  name: "Sprint retrospective",
  updated: "2026-11-23",
  group: "deliver",
  kind: "document",
  formats: ["md"],
  whenToUse: "At the end of a sprint, when the team wants to improve how it works and leave with one or two concrete changes.",
  summary:
    "A sprint retrospective: check last time's actions, look at the sprint's facts, collect what helped and what got in the way, pick the causes that matter and agree owned, testable actions.",
  teaching: {
    purpose: [
      "A retrospective is the team's regular look at how it works, not at what it built. Its output is one or two changes the team will try in the next sprint, each with an owner, and a check at the next retro on whether the change helped. It is the practical form of continuous improvement: small, frequent adjustments instead of a big process overhaul once a year.",
      "The structure matters because unstructured retros drift into complaints about things nobody in the room can change. This template starts by checking the previous actions, grounds the discussion in facts from the sprint before opinions, separates collecting observations from choosing what to fix, and ends with actions small enough to finish in one sprint.",
    ],
    whenToUse: [
      "At the end of every sprint, for 45 to 60 minutes with the whole team.",
      "After an incident, a missed release or a big launch, as a focused retro on that event.",
      "When a team feels stuck and nobody can say why; the facts section often shows it.",
    ],
    whenNotToUse: [
      "To assign blame for an individual's mistake. If people fear the retro, they stop telling the truth in it.",
      "As a status meeting about the product; that belongs in the sprint review.",
      "When the last three retros' actions were never done. Fix that first, or the retro becomes a ritual people resent.",
    ],
    howToFill: [
      { part: "Previous actions", advice: "Start by checking the last retro's actions: done or not, and did it help? This is what makes the next actions credible." },
      { part: "Sprint facts", advice: "Put the numbers on the table before anyone gives an opinion: the goal and whether it was met, what was committed and finished, unplanned work, incidents. Facts turn \"it felt chaotic\" into something you can act on." },
      { part: "What helped", advice: "Collect what went well, silently first (sticky notes or a shared document, five minutes), so the loudest voice does not set the topic." },
      { part: "What got in the way", advice: "Collect obstacles the same way. Write them as observations (\"three stories waited two days for review\") rather than accusations." },
      { part: "Root causes", advice: "Group the notes, vote on the one or two clusters that cost the most, and ask why until you reach something the team can change." },
      { part: "Actions", advice: "Each action has an owner, a date and a way to tell whether it worked. \"Communicate better\" is not an action; \"reviews are picked up within four working hours, checked at next retro\" is." },
    ],
  },
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
  mistakes: [
    "Skipping the check on last time's actions, so nobody believes this time's will happen.",
    "Too many actions; five changes at once means none of them is done properly.",
    "Actions nobody owns or that cannot be checked, such as \"communicate better\".",
    "Discussing only what people outside the team should change.",
    "Running the same format every time until the retro becomes a ritual; vary the questions now and then.",
  ],
  relatedFrameworks: ["kaizen", "dual-track-agile"],
  relatedGlossaryTerms: ["sprint", "velocity", "technical-debt"],
  relatedMastery: ["delivery-and-execution#agile-kanban-scrum", "vision-and-leadership#leading-teams"],
};
