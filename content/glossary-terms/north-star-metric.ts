import type { GlossaryTermPage } from "@/lib/content/schemas";
import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";

/* The company in the example is invented; the input metrics multiply into the North Star as shown. */
export const northStarMetricTerm: GlossaryTermPage = {
  slug: "north-star-metric",
  summary: "What a North Star Metric is, how input metrics and counter-metrics support it, a worked example with the arithmetic, and the usual mistakes.",
  whyItMatters: [
    "Teams that optimise their own metrics can pull against each other: a growth team raises sign-ups with a discount while retention falls, or engagement rises because notifications got louder. A North Star gives every team the same answer to 'what are we trying to grow?', chosen because it rises only when customers get more of the value they came for.",
    "Because customer value leads revenue, a good North Star is also an early warning. It usually moves months before renewals and churn do, so a team sees a problem while there is still time to act.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: `A North Star Metric is one number, measured often (usually weekly), that counts delivered customer value: nights booked for a travel marketplace, invoices paid on time for an invoicing tool, time spent listening for a music service. ${listeningTimeCaveat} On its own it is too broad to steer daily work, so it is broken into three to five input metrics that teams can move within weeks, often along breadth (how many customers), depth (how much each one uses) and frequency (how often).`,
    },
    {
      kind: "p",
      text: "One or two counter-metrics sit beside it, so gains are not bought with damage elsewhere: complaints, refunds, unsubscribes or margin. Teams set quarterly goals on the inputs; the North Star itself should stay stable for years.",
    },
  ],
  example: {
    title: "A North Star for a tutoring marketplace",
    blocks: [
      {
        kind: "p",
        text: "An online tutoring marketplace chose 'tutoring hours completed per week' as its North Star, because a finished lesson is when both student and tutor get value, and revenue follows it. It stood at 12,000 hours, the product of three inputs: 4,000 active students × 2 lessons per student per week × 1.5 hours per lesson.",
      },
      {
        kind: "p",
        text: "The quarter's goals were 4,300 active students and 2.2 lessons per student, with lesson length unchanged: 4,300 × 2.2 × 1.5 = 14,190 hours, an 18% rise. The tutor no-show rate was the counter-metric, because pushing more lessons through the same pool of tutors could overload them. The student team worked on converting trial lessons, the scheduling team on recurring weekly bookings, and both reported against the same number.",
      },
    ],
  },
  pitfalls: [
    "Choosing revenue. It is the result of value, not a measure of it, and it rewards extracting money over creating value.",
    "Choosing a number that grows without customers getting anything, such as sign-ups, page views or app opens.",
    "Inputs that no team can move within a quarter, which make goals feel arbitrary.",
    "No counter-metric, so one team hits its number by shifting costs onto customers or other teams.",
    "Changing the North Star whenever results disappoint. Inputs can change; the North Star should hold for years.",
  ],
  relatedTerms: ["kpi", "okr", "retention", "activation", "product-market-fit"],
  alsoTaughtAt: [{ href: "/product-mastery/business-and-strategy#metrics-and-kpis", label: "Metrics and KPIs: North Star, input and guardrail metrics" }],
};
