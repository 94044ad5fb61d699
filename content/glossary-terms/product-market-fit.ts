import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the survey shares are worked out from the counts given. */
export const productMarketFitTerm: GlossaryTermPage = {
  slug: "product-market-fit",
  summary: "What product-market fit means, the signals that show it (flattening retention, the 40% survey), a worked example, and false signals.",
  whyItMatters: [
    "Before fit, almost every other activity is premature. Paid acquisition, a bigger sales team or a polished brand only bring more people to a product most of them will leave. After fit, the job changes: scale what works, and protect the segment that loves the product while expanding to the next.",
    "Knowing which side you are on is hard, because early traction can come from launch buzz, discounts or one enthusiastic customer. A PM who reads the real signals can stop a company from scaling too early, a common way for start-ups to run out of money.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "The term is generally credited to Andy Rachleff of Benchmark Capital and was made famous by Marc Andreessen's 2007 essay 'The only thing that matters'. Fit is rarely one number; teams look for several signals that agree:",
    },
    {
      kind: "ul",
      items: [
        "Retention curves that flatten. For each monthly sign-up cohort, plot the share still doing the core action in each month after. Curves that level off at a steady share, instead of sliding towards zero, show a group of customers who keep getting value.",
        "The Sean Ellis survey. Ask recent, active users how they would feel if they could no longer use the product. When 40% or more answer 'very disappointed', growth tends to follow; well below that, it rarely does.",
        "Organic pull: a rising share of new customers arriving through word of mouth, referrals and search rather than paid campaigns.",
        "Expansion: customers adding seats, moving to higher plans or using more without being pushed.",
      ],
    },
    { kind: "p", text: "Fit usually appears in one segment first, so break every signal down by segment before drawing a conclusion either way." },
  ],
  example: {
    title: "Finding fit in one segment of a scheduling tool",
    blocks: [
      {
        kind: "p",
        text: "A shift-scheduling app had 3,000 paying businesses after 18 months, and nearly all its growth came from paid search. The Sean Ellis survey went to 900 users active in the past two weeks and got 310 answers, 84 of them 'very disappointed': 27%. Broken down by industry, 46 of 100 restaurants (46%) answered 'very disappointed', against 38 of the other 210 respondents, mostly retail shops (18%).",
      },
      {
        kind: "p",
        text: "Cohort curves agreed: restaurant cohorts flattened with 38% of accounts still scheduling after six months, while retail cohorts kept falling past 10%. The team stopped advertising to retail, built the two features restaurants asked for most (shift swaps approved from a phone, and labour cost shown against forecast sales), and only then raised its advertising budget. A year later restaurants made up 70% of new customers, and their survey score was 55%.",
      },
    ],
  },
  pitfalls: [
    "Mistaking sign-ups, a waitlist or a launch spike for fit. They measure curiosity, not lasting value.",
    "Averaging across segments, which can hide strong fit in one segment and none in another.",
    "Sending the survey to everyone, including people who tried the product once. Ask recent, repeat users.",
    "Treating fit as permanent. Markets move and competitors arrive, so check again as the product grows into new segments.",
    "Scaling acquisition before the retention curves flatten.",
  ],
  relatedTerms: ["retention", "churn-rate", "activation", "north-star-metric", "mvp", "jobs-to-be-done"],
  alsoTaughtAt: [
    { href: "/product-mastery/growth-and-experiments#activation-and-retention", label: "Activation and Retention: reading cohort retention curves" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric: what to measure once you have fit" },
  ],
};
