import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the gain in retained users is worked out so it can be checked. */
export const retentionTerm: GlossaryTermPage = {
  slug: "retention",
  summary: "How retention is measured with cohort curves, why it underpins every other growth lever, a worked example, and the traps in measuring it.",
  whyItMatters: [
    "Retention is the most honest measure of whether a product delivers lasting value: people vote with their return visits and their renewals. It also sets the ceiling for growth. With poor retention, acquisition refills a leaking bucket; with strong retention, each month's new users add to the ones who stayed, and growth compounds.",
    "Better retention also makes other work pay off more. A referral programme, a price rise or an upgrade campaign all earn more from customers who stay three years than from customers who stay three months.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "Retention is measured by cohort: a group of users who started in the same period, such as everyone who signed up in one week. For each cohort you record the share still doing the product's core action one, two, four, eight and twelve weeks later (or months, for products used less often). Plotted together, these are retention curves, and three shapes are common:",
    },
    {
      kind: "ul",
      items: [
        "Declining towards zero: nearly everyone eventually leaves, so there is no lasting value yet, at least for this segment.",
        "Flattening: the curve drops, then levels off at a steady share, such as 25% after three months. Those users have found lasting value, and raising that level is the work.",
        "Smiling: the curve flattens and then rises as lapsed users return. It is rare, and usually comes from network effects or new uses of the product.",
      ],
    },
    {
      kind: "p",
      text: "Define 'retained' by the core action that delivers value, such as sending a message or booking a ride, not by logins or app opens, and choose the period by how often the product is naturally used: monthly for food delivery, weekly for a team chat tool.",
    },
  ],
  example: {
    title: "Raising the floor of a habit tracker's curve",
    blocks: [
      {
        kind: "p",
        text: "A habit-tracking app's weekly cohorts showed 42% of new users logging a habit in week 1, 24% in week 4 and 19% in week 12, where the curve flattened. Comparing users still there at week 12 with those who had left, the PM found that 71% of the retained users had set a daily reminder in their first two days, against 20% of those who left.",
      },
      {
        kind: "p",
        text: "The team made choosing a reminder time part of setting up the first habit, and tested the new flow against the old one with 8,000 new users. The new flow's cohort flattened at 23% by week 12 instead of 19%. With 30,000 new users a month, those 4 extra points meant about 1,200 more long-term users from every month's sign-ups (30,000 × 0.04), before any change to acquisition.",
      },
    ],
  },
  pitfalls: [
    "Using logins or app opens as the retention event, which counts people who come back but get nothing.",
    "Reading one blended curve of all users instead of cohorts: a growing stream of new users can hide falling retention among older ones.",
    "Borrowing benchmarks from other categories. A tax app used once a year and a messaging app used hourly cannot share a target.",
    "Chasing short-term retention with notifications and streak pressure, which lift week one and annoy people into leaving later.",
    "Looking only at averages. Break retention down by channel, plan, platform and whether users activated, to find where it differs.",
  ],
  relatedTerms: ["churn-rate", "activation", "product-market-fit", "north-star-metric", "kpi"],
  alsoTaughtAt: [{ href: "/product-mastery/business-and-strategy#product-market-fit", label: "Product-Market Fit: flattening cohort retention curves" }],
};
