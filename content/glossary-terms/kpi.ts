import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented. */
export const kpiTerm: GlossaryTermPage = {
  slug: "kpi",
  summary: "What makes a metric a KPI, how KPIs sit beside a North Star and guardrails, a worked example of choosing them, and the ways KPIs mislead.",
  whyItMatters: [
    "A team can track hundreds of numbers. KPIs are the few it has agreed to treat as the measure of health, so they decide what gets attention in reviews, what triggers an investigation and often what people are rewarded for. Chosen well, they point effort at what matters; chosen badly, they get you exactly the number you asked for and nothing else.",
    "For a PM, KPIs are also the shared language with leadership. A product review that opens with three agreed numbers, their trend and the reason for any change is short and useful. One that opens with whatever dashboard was handy becomes a debate about which numbers count.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "A useful KPI has a precise definition (what is counted, over what period, from which data source), an owner, a target or expected range, and a review rhythm. Most product teams keep three kinds side by side:",
    },
    {
      kind: "ul",
      items: [
        "Outcome KPIs that show customers getting value, such as weekly active teams or the North Star Metric.",
        "Input or driver KPIs the team can move within weeks, such as the activation rate or invoices sent per customer.",
        "Guardrail KPIs that must not get worse while the others are pushed, such as support contacts per 1,000 users, the refund rate or page load time.",
      ],
    },
    {
      kind: "p",
      text: "A quick test catches vanity metrics: would the team decide anything differently if this number moved? Total sign-ups since launch only ever goes up and changes no decision; the share of this month's sign-ups who activate can.",
    },
  ],
  example: {
    title: "Replacing a vanity report at a telehealth app",
    blocks: [
      {
        kind: "p",
        text: "A telehealth app's monthly report led with total registered users, 410,000, and app downloads. Both grew every month while revenue from repeat consultations stayed flat. The PM proposed three KPIs instead: completed consultations per week as the outcome (9,200 at the time), the share of new patients who book a second consultation within 60 days as the driver (23%), and the share of consultations starting more than 10 minutes late as the guardrail (14%).",
      },
      {
        kind: "p",
        text: "Leadership agreed, each KPI got an owner, and the weekly review moved to those three numbers. The driver soon showed that patients whose first doctor could not see them again rarely came back, so the team let patients rebook the same doctor from the visit summary. Second bookings rose to 31% within a quarter, and late starts held at 14%.",
      },
    ],
  },
  pitfalls: [
    "Too many KPIs. With fifteen, none gets attention; most teams need three to five.",
    "KPIs without written definitions, so 'active user' means one thing to marketing and another to engineering, and arguments about the number replace action.",
    "Tying bonuses to a single KPI with no guardrail, which invites gaming. Goodhart's law warns that when a measure becomes a target, it stops being a good measure.",
    "Confusing KPIs with OKRs. A KPI is watched all the time; a key result is a change you commit to make this quarter.",
    "Keeping a KPI after it has stopped predicting anything the business cares about.",
  ],
  relatedTerms: ["north-star-metric", "okr", "retention", "activation", "churn-rate"],
  alsoTaughtAt: [],
};
