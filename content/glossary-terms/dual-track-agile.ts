import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented. */
export const dualTrackAgileTerm: GlossaryTermPage = {
  slug: "dual-track-agile",
  summary: "How one team runs discovery and delivery side by side, what passes between the two tracks, a three-sprint example, and how it goes wrong.",
  whyItMatters: [
    "In a delivery-only team, ideas arrive as finished requirements and engineers build them whether or not they will work, and many do not: most product ideas fall short of what their authors expect. Dual-track agile moves that learning in front of the expensive part, so the delivery track spends its sprints on ideas that have already passed cheap tests with real customers.",
    "It also keeps one team responsible for both the problem and the solution. When discovery is done by a separate group and handed over, context is lost and engineers cannot question the plan. With both tracks in one team, the engineer who builds a feature has seen customers struggle with the problem it solves.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "The same cross-functional team runs two kinds of work in parallel, with the PM, the designer and the tech lead doing most of the discovery:",
    },
    {
      kind: "ul",
      items: [
        "The discovery track: interviews, prototypes and experiments that test whether an idea is valuable, usable, feasible and viable. Its output is evidence and validated backlog items, not production code.",
        "The delivery track: the sprints in which the team builds, tests and releases the validated items to production quality.",
      ],
    },
    {
      kind: "p",
      text: "The tracks are neither phases nor separate teams. Discovery usually works one to three sprints ahead on the next problem while delivery builds the last one, and what delivery learns in production, from usage data to support tickets, flows back into discovery. A practical rule keeps the tracks honest: an item enters the delivery backlog only with the evidence that earned it a place written down beside it.",
    },
  ],
  example: {
    title: "Fewer no-shows for a restaurant-booking app",
    blocks: [
      {
        kind: "p",
        text: "A restaurant-booking team had one outcome for the quarter: fewer no-shows. In sprint 1 the discovery track, taking about a third of the PM's, designer's and tech lead's time, interviewed eight restaurant managers and tested two ideas with clickable prototypes: a deposit at booking and a confirmation text the day before. Meanwhile the delivery track shipped a table-layout editor validated the quarter before.",
      },
      {
        kind: "p",
        text: "Managers feared deposits would drive guests away, so in sprint 2 discovery ran a concierge test: staff at four restaurants texted 300 guests by hand the day before their booking. No-shows among those guests fell from 12% to 7%. The automated confirmation text entered the delivery backlog with that result attached, was built in sprint 3 and released behind a flag to 10% of restaurants, while discovery moved on to the next problem, last-minute cancellations.",
      },
    ],
  },
  pitfalls: [
    "Running discovery in a separate team that hands specifications over the wall, which recreates the handover dual-track is meant to remove.",
    "Discovery that only confirms ideas already promised to stakeholders. If no idea is ever dropped, the track is theatre.",
    "Letting discovery starve when delivery pressure rises: the PM and designer stop talking to customers, and a few sprints later the backlog is full of untested ideas again.",
    "Sending half-tested ideas into delivery because the next sprint needs filling.",
  ],
  relatedTerms: ["product-discovery", "sprint", "backlog", "mvp", "opportunity-solution-tree"],
  alsoTaughtAt: [],
};
