import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; every rate is shown with its sum. */
export const churnRateTerm: GlossaryTermPage = {
  slug: "churn-rate",
  summary: "How churn rate is calculated, why small monthly churn compounds into large yearly losses, a worked example, and the mistakes in measuring it.",
  whyItMatters: [
    "Churn decides how hard a business has to run to stand still. A subscription product that loses 5% of its customers a month keeps only about 54% of them after a year (0.95 to the power of 12 is about 0.54), so it has to replace nearly half its base every year just to stay the same size. Every point of churn removed adds to the lifetime value of each customer, which in turn sets how much the business can afford to spend winning new ones.",
    "Churn is also a message. Customers who leave tell you, through cancellation reasons, support history and what they did before going, which promise the product failed to keep. For a PM it is one of the most direct sources of problems worth solving.",
  ],
  howItWorks: [
    {
      kind: "callout",
      title: "The formula",
      text: "Customer churn rate = customers lost during the period ÷ customers at the start of the period. Keep customers who joined during the period out of both numbers, so growth cannot hide losses.",
    },
    {
      kind: "p",
      text: "Revenue churn counts money instead of customers. Gross revenue churn is the recurring revenue lost to cancellations and downgrades, divided by recurring revenue at the start of the period. Net revenue churn also subtracts expansion from customers who stayed; when expansion is larger than the losses, net churn is negative, which is what net revenue retention above 100% means.",
    },
    {
      kind: "p",
      text: "Monthly churn compounds. At 3% a month, the share of a cohort still there after a year is 0.97 to the power of 12, about 0.69: roughly 31% has gone, not 3% and not 3 × 12 = 36%. Track churn by sign-up cohort, plan and cancellation reason, because one blended number hides where the losses come from.",
    },
  ],
  example: {
    title: "Churn by reason at a meal-kit service",
    blocks: [
      {
        kind: "p",
        text: "A meal-kit service started March with 20,000 subscribers. During the month 1,400 cancelled and 1,900 new ones joined. Churn was 1,400 ÷ 20,000 = 7%, even though the subscriber count grew to 20,500. The PM broke the 1,400 down by the reason given: 610 cited price, 420 were travelling or wanted to skip a few weeks, and 370 gave other reasons.",
      },
      {
        kind: "p",
        text: "Price looked like the biggest problem, but the travellers were the easiest to keep: they had not stopped wanting the product. The team added 'pause for up to four weeks' to the cancellation flow. In April 290 subscribers paused instead of cancelling, and cancellations fell to 1,145 of 20,500, a churn rate of about 5.6%. By the end of May, 230 of the 290 had resumed. The price complaints went to discovery as the next problem to understand.",
      },
    ],
  },
  pitfalls: [
    "Dividing by the customers at the end of the period, or including the period's new sign-ups in the base, which makes churn look smaller in a growing business.",
    "Reporting only a blended rate. Churn among customers in their first 90 days is often several times the rate among long-standing ones, and it needs different fixes.",
    "Comparing monthly and annual plans in one number. Annual customers can only leave at renewal, so their churn arrives in spikes.",
    "Reading cancellation reasons literally. 'Too expensive' often means 'not worth the price to me', a value problem rather than a pricing one.",
    "Counting paused or downgraded customers as retained without saying so, which flatters the number.",
  ],
  relatedTerms: ["retention", "activation", "product-market-fit", "kpi", "north-star-metric"],
  alsoTaughtAt: [{ href: "/product-mastery/business-and-strategy#monetization", label: "Monetization: how customer lifetime drives lifetime value" }],
};
