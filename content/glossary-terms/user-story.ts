import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the three Cs are Ron Jeffries's and INVEST is Bill Wake's. */
export const userStoryTerm: GlossaryTermPage = {
  slug: "user-story",
  summary: "How to write a user story with acceptance criteria, how to split a large story into thin slices, a worked example, and common mistakes.",
  whyItMatters: [
    "A user story keeps the team's attention on who benefits and why, not just on what to build. Written from the user's side, it invites engineers and designers to suggest a better way of meeting the need than the one the PM first imagined.",
    "Stories are also the unit of planning in most agile teams. Small, well-understood stories make sprint planning quick, progress visible and releases low-risk; large, vague ones hide most of the work until the end of the sprint.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "The usual template is 'As a [type of user], I want [an action] so that [a benefit].' The 'so that' matters most: it states the problem and lets the team check whether the story is worth doing. Acceptance criteria then define done, as a short list of conditions a tester could check, often written as 'Given [a context], when [an action], then [a result]'.",
    },
    {
      kind: "p",
      text: "Ron Jeffries describes a story as three Cs: the card (the short written story), the conversation (the discussion that fills in the details) and the confirmation (the acceptance criteria). Bill Wake's INVEST checklist says a good story is independent, negotiable, valuable, estimable, small and testable.",
    },
    {
      kind: "p",
      text: "Large stories, often called epics, are split into vertical slices that each give a user something usable: by step in a workflow, by type of data, by business rule, or the simple case first. Splitting by technical layer (database, then API, then screen) produces stories nobody can use until all of them are done.",
    },
  ],
  example: {
    title: "Splitting 'recurring invoices'",
    blocks: [
      {
        kind: "p",
        text: "An invoicing team sized 'recurring invoices' at 21 story points, too big for one sprint. The PM and engineers split it into four stories. The first: 'As a freelancer, I want to repeat an invoice every month so that I don't have to recreate it for my regular clients.' Its acceptance criteria: given a sent invoice, when I choose 'repeat monthly', then a copy dated for the next month is created on the same day each month; the invoice numbers continue the existing sequence; I can stop the repetition at any time.",
      },
      {
        kind: "p",
        text: "The other three stories added weekly and quarterly schedules, automatic sending, and a reminder email before each repeat. The first story, 5 points, shipped in the next sprint behind a feature flag. Within a month 1,100 customers had set up a repeating invoice, and their feedback showed that automatic sending mattered far more than extra schedules, so that story went next.",
      },
    ],
  },
  pitfalls: [
    "Stories that describe system tasks, such as 'As a developer, I want a new database table', which hide the user value.",
    "Dropping the 'so that', which removes the reason and with it the chance to find a simpler solution.",
    "Treating the story as a complete specification, so the conversation never happens.",
    "Acceptance criteria too vague to check, such as 'works well on mobile'.",
    "Splitting by technical layer, so no slice is usable on its own.",
  ],
  relatedTerms: ["backlog", "sprint", "velocity", "persona", "mvp"],
  alsoTaughtAt: [],
};
