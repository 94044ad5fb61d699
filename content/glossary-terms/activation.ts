import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the retention mix is worked out so it can be checked. */
export const activationTerm: GlossaryTermPage = {
  slug: "activation",
  summary: "What activation means, how to choose an activation event and time window, a payroll example with the numbers, and the traps in defining it.",
  whyItMatters: [
    "Most products lose the majority of new sign-ups in their first days, before those people have seen what the product is for. Activation puts a number on that first experience: of everyone who signed up this week, how many reached the moment of value? Because people who get there early retain far better than those who do not, activation is usually the fastest lever on retention, and one a team can move within a sprint or two rather than a year.",
    "It also gives onboarding work a target. Without a defined activation event, teams redesign welcome screens and tours and judge them by clicks. With one, every change is judged by whether more new users reach real value, sooner.",
  ],
  howItWorks: [
    { kind: "p", text: "An activation metric has three parts:" },
    {
      kind: "ul",
      items: [
        "The event: a concrete action that signals value, such as 'sent a first invoice', 'ran a first payroll' or 'invited a teammate who joined'. Logging in or finishing a tour does not count; they show effort, not value.",
        "The window: the time a new user has to reach the event, commonly the first 1, 7 or 14 days, matched to how often the product is naturally used.",
        "The rate: the share of a sign-up cohort that reaches the event inside the window.",
      ],
    },
    {
      kind: "p",
      text: "To find the event, compare new users who were still active a month or two later with those who left, list the early actions that separate them, and pick one that is both predictive and something the team can influence. Then test it. If helping more people reach the event does not raise retention, the event was a sign of already-motivated users rather than a cause of staying.",
    },
  ],
  example: {
    title: "Choosing the activation event for a payroll tool",
    blocks: [
      {
        kind: "p",
        text: "A payroll start-up signed up 2,000 small businesses a month, and 30% were still paying after 90 days. Comparing the two groups, the PM found that businesses which ran a first payroll within 14 days retained at 58%, while those that did not retained at 11%. Only 40% of sign-ups ran that first payroll in time: 0.40 × 58% + 0.60 × 11% ≈ 30%.",
      },
      {
        kind: "p",
        text: "Interviews showed the blocker: collecting employees' bank details took days of emails. The team built a form that employees fill in themselves. First payroll within 14 days rose from 40% to 52%, and 90-day retention of the new cohorts reached 34%, close to what the split predicted (0.52 × 58% + 0.48 × 11% ≈ 35%). 'Ran first payroll within 14 days' became the onboarding team's headline metric.",
      },
    ],
  },
  pitfalls: [
    "Choosing an event nearly everyone reaches, such as 'created an account'. If 95% of sign-ups activate, the metric cannot guide any work.",
    "Choosing a step that is easy to push, like 'completed the product tour', then celebrating a rise that does not change retention.",
    "Treating a correlation as proof. Motivated users do many things; check with an experiment that moving people to the event improves retention.",
    "Forcing the event with dark patterns, such as pre-ticked invitations, which raise the rate and cost trust.",
    "Using one event for very different segments, when a freelancer and a 200-person company reach value in different ways.",
  ],
  relatedTerms: ["retention", "churn-rate", "north-star-metric", "product-market-fit", "kpi"],
  alsoTaughtAt: [{ href: "/product-mastery/growth-and-experiments#funnels-and-virality", label: "Funnels and Virality: activation as a step in the funnel" }],
};
