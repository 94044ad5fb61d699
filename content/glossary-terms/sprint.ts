import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The team in the example is invented; the rules quoted are the Scrum Guide's. */
export const sprintTerm: GlossaryTermPage = {
  slug: "sprint",
  summary: "What a Scrum sprint is, the events that frame it, a worked example of protecting a sprint goal, and the usual ways sprints go wrong.",
  whyItMatters: [
    "A sprint gives a team a short, protected period to finish something usable, and then a moment to stop and look at it. The fixed length creates a rhythm: stakeholders know when their request will next be considered, the team knows it will not be interrupted for anything short of an emergency, and everyone sees working software every few weeks instead of a status report.",
    "The sprint goal turns a list of tickets into a purpose. When trade-offs appear mid-sprint, as they always do, the goal is what the team protects, and it lets the team drop a less important item without failing the sprint.",
  ],
  howItWorks: [
    { kind: "p", text: "In Scrum a sprint is a fixed time box of one to four weeks; two weeks is a common choice. Every sprint contains the same events:" },
    {
      kind: "ol",
      items: [
        "Sprint planning: the team agrees a sprint goal and pulls enough items from the top of the product backlog to reach it, sized by its recent capacity.",
        "Daily scrum: a 15-minute check on progress towards the goal and anything in the way.",
        "Sprint review: the team shows what it built to stakeholders and discusses what to do next.",
        "Sprint retrospective: the team looks at how it worked and picks one or two improvements for the next sprint.",
      ],
    },
    {
      kind: "p",
      text: "The Scrum Guide's rule is that no changes are made during a sprint that would endanger the sprint goal. New requests go to the product backlog and are considered at the next planning. If the goal itself becomes obsolete, the product owner can cancel the sprint, which should be rare.",
    },
  ],
  example: {
    title: "A two-week sprint on an insurance claims app",
    blocks: [
      {
        kind: "p",
        text: "A claims team started a two-week sprint with the goal 'Policyholders can upload photos of damage from the claim form.' They took on 26 story points, close to their average velocity of 28. On day four the head of customer service asked for a change to the claim confirmation email after complaints from 30 customers.",
      },
      {
        kind: "p",
        text: "The PM asked the team whether the email change, about two points, endangered the goal. It did not, so they swapped it for a lower-priority item of similar size, a help tooltip on the form, which went back to the backlog. At the review on day ten the team showed photo upload working on a phone to the claims managers, who asked for a warning when a photo is too large; that became the first item of the next sprint. The retrospective chose one change: agree API details with the mobile team before each sprint starts, since waiting for them had cost two days.",
      },
    ],
  },
  pitfalls: [
    "Sprints without a goal, so the sprint is just a batch of tickets and every interruption looks as important as the plan.",
    "Treating the selected items as a contract and working overtime to finish all of them, instead of protecting the goal.",
    "Changing the sprint length whenever the work does not fit, which breaks the rhythm and the team's ability to forecast.",
    "Skipping the retrospective when busy, which is exactly when it is needed.",
    "Reviews that are status meetings with slides rather than a look at working software with the people who will use it.",
  ],
  relatedTerms: ["backlog", "velocity", "user-story", "dual-track-agile", "technical-debt"],
  alsoTaughtAt: [
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile: discovery and delivery in the same sprints" },
    { href: "/frameworks/kaizen", label: "Kaizen: improving how the team works, one sprint at a time" },
  ],
};
