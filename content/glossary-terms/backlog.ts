import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented. */
export const backlogTerm: GlossaryTermPage = {
  slug: "backlog",
  summary: "What a product backlog is, how a PM keeps it ordered and ready, an example of cutting one from 312 items to 57, and how backlogs rot.",
  whyItMatters: [
    "The backlog is where every request, idea and bug waits, so it shapes what the team builds next more than any strategy document does. When it is ordered and the top is well understood, sprint planning takes minutes and engineers start work knowing why it matters. When it is a dumping ground, planning turns into re-arguing priorities, and the team picks whatever looks easiest.",
    "It is also the PM's main way of saying 'not now' honestly. A request that is visible in the backlog, with a position and a reason, is an answer a stakeholder can live with; a request that quietly disappears is not.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "In Scrum the product backlog is the single ordered list the team pulls work from, and the product owner, often the PM, is accountable for its order. A backlog that works has three bands:",
    },
    {
      kind: "ul",
      items: [
        "The top: the next one or two sprints of work, each item small, estimated and with acceptance criteria, so the team could start it tomorrow.",
        "The middle: problems the team intends to tackle soon, described roughly and not yet sized in detail.",
        "The bottom: ideas and requests that may never be built, kept briefly and cleared out regularly.",
      ],
    },
    {
      kind: "p",
      text: "Refinement, usually an hour or two a week with engineers and a designer, moves items up the bands: splitting large ones, agreeing what done means and estimating. The order follows the current goal, so when the goal changes the order changes too. A scoring method such as RICE helps rank the middle band; it is not needed for every bug.",
    },
  ],
  example: {
    title: "Cutting a 312-item backlog to 57",
    blocks: [
      {
        kind: "p",
        text: "A PM who took over a clinic-scheduling product inherited a backlog of 312 items. 140 had not been touched in over a year, and sprint planning regularly ran past two hours. She sorted every item against the quarter's goal, fewer missed appointments. Nine items served it directly; a refinement session split them into 21 stories, which became the top band. 48 plausible items formed the middle band.",
      },
      {
        kind: "p",
        text: "She archived the remaining 255 with a short note to each requester: the item was closed, not forgotten, and would come back if its problem showed up again in support data or interviews. Planning dropped to 40 minutes. In the following quarter only six archived items came back, each with new evidence attached.",
      },
    ],
  },
  pitfalls: [
    "Treating the backlog as a promise. An item in it is an option, not a commitment to the person who asked for it.",
    "Refining too far ahead: detailed stories for work six months away go stale before anyone builds them.",
    "Hiding the order. If stakeholders cannot see where their request sits and why, they escalate instead.",
    "Letting it grow without limit. A list nobody can read in ten minutes is not being used to decide anything.",
    "Filling the top with solutions handed down without the problem behind them, so engineers cannot suggest a cheaper way.",
  ],
  relatedTerms: ["sprint", "user-story", "velocity", "rice-scoring", "roadmap", "dual-track-agile"],
  alsoTaughtAt: [
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile: how discovery feeds the delivery backlog" },
    { href: "/frameworks/rice-scoring", label: "RICE Scoring: ranking a backlog step by step" },
  ],
};
