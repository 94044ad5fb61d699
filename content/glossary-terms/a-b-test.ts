import type { GlossaryTermPage } from "@/lib/content/schemas";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { differenceInterval, sampleSizePerGroup } from "@/lib/stats/two-proportion";

/*
 * The company in the example is invented. Its sample size comes from the
 * standard two-proportion formula (95% confidence, 80% power), and the
 * interval from the observed counts, both computed with lib/stats.
 */
export const pricingPageTest = {
  baseline: 0.04,
  target: 0.046,
  visitorsPerDay: 6000,
  control: { conversions: 840, users: 21000 },
  variant: { conversions: 966, users: 21000 },
} as const;
const pt = pricingPageTest;
const perGroup = Math.round(sampleSizePerGroup(pt.baseline, pt.target) / 1000) * 1000;
const interval = differenceInterval(pt.control, pt.variant);
const points = (fraction: number) => (fraction * 100).toFixed(1);
const relative = (fraction: number) => `${Math.round((fraction / pt.baseline) * 100)}%`;
const daysNeeded = Math.ceil((2 * perGroup) / pt.visitorsPerDay);
const dayWords = ["zero", "one", "two", "three", "four", "five", "six", "seven"];
export const aBTestTerm: GlossaryTermPage = {
  slug: "a-b-test",
  summary: "What an A/B test is, how to size and read one, a worked pricing-page example with the numbers, and the mistakes that make results lie.",
  whyItMatters: [
    "Most product changes are judged by how they feel in a demo. An A/B test judges them by what real users do, with everything else held equal: the same week, the same traffic sources, the same prices. Because users are assigned at random, a difference larger than chance would produce can be credited to the change itself rather than to a holiday, a marketing campaign or a competitor's outage.",
    "It also protects a team from its own optimism. Companies that test routinely report that most ideas fail to move the metric they were aimed at, and some make it worse. A PM who can read a test honestly ships fewer changes that quietly hurt the business, and can settle debates that would otherwise be decided by the most senior opinion in the room.",
  ],
  howItWorks: [
    {
      kind: "ol",
      items: [
        "Write the hypothesis and choose one primary metric before launch, for example the share of pricing-page visitors who start a trial. Add one or two guardrail metrics that must not get worse, such as refunds or page load time.",
        "Decide the smallest effect worth detecting. Together with the baseline rate it sets the sample size, and small effects are expensive: detecting half the lift needs roughly four times as many users.",
        "Assign users at random, usually 50/50, and by user rather than by visit, so nobody sees both versions.",
        "Run until the planned sample size is reached, in whole weeks so weekday and weekend behaviour both count, and check that the groups really came out at the sizes you planned.",
        "Read the difference with its confidence interval, not only the p-value, then decide: ship, drop or try a stronger version.",
      ],
    },
  ],
  example: {
    title: "A pricing page that shows the annual price first",
    blocks: [
      {
        kind: "p",
        text: `A project-management tool converts ${points(pt.baseline)}% of pricing-page visitors into trials. The PM wants to test a page that leads with the annual price and decides the test is only worth running if it can detect a rise to ${points(pt.target)}%, a relative lift of ${relative(pt.target - pt.baseline)}. At 95% confidence and 80% power, that needs about ${formatNumber(perGroup)} visitors per group. The page gets ${formatNumber(pt.visitorsPerDay)} visitors a day, so ${formatNumber(2 * perGroup)} visitors take ${dayWords[daysNeeded] ?? formatNumber(daysNeeded)} days; she plans a full week.`,
      },
      {
        kind: "p",
        text: `After seven days each group has ${formatNumber(pt.control.users)} visitors: ${formatNumber(pt.control.conversions)} trials in the control (${points(pt.control.conversions / pt.control.users)}%) and ${formatNumber(pt.variant.conversions)} in the variant (${points(pt.variant.conversions / pt.variant.users)}%). The difference of ${points(interval.difference)} percentage points has a 95% confidence interval of roughly ${points(interval.low)} to ${points(interval.high)} points, and the guardrail, downgrades in the first month, is flat. She ships the new page, and her launch note says the true lift is probably between ${relative(interval.low)} and ${relative(interval.high)}, not 'a ${relative(interval.difference)} win', so nobody builds next year's forecast on the midpoint.`,
      },
    ],
  },
  pitfalls: [
    "Peeking: checking every day and stopping at the first significant result pushes the false-positive rate far above the 5% you planned. Fix the sample size in advance, or use a sequential method built for early stopping.",
    "Too little traffic. With a few hundred users per group only huge effects show up, and 'no significant difference' then means 'we could not tell', not 'it does not matter'.",
    "Ignoring a sample ratio mismatch. If a planned 50/50 split delivers clearly unequal groups, assignment or logging is broken and the result cannot be trusted until the cause is fixed.",
    "Watching twenty metrics and reporting whichever one moved. With enough metrics, one will cross the line by chance.",
    "Testing when an experiment is the wrong tool: for a change you cannot undo, or an audience of a few dozen customers, a usability test or a staged rollout teaches more.",
  ],
  relatedTerms: ["activation", "mvp", "product-discovery", "kpi", "north-star-metric"],
  alsoTaughtAt: [],
};
