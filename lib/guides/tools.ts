/**
 * The guides that carry an interactive tool (a calculator). Each has its own
 * route file, app/(site)/guides/<slug>/page.tsx, so only that page ships the
 * tool's code: /guides/[slug] prerenders every other guide, and the route
 * registry gives these the calculator budget. `name` is the one the guide's
 * Markdown places with `::calculator{name="..."}`; a guide that places none
 * shows its tool after the body, as the framework explainers do.
 */
export type GuideToolInfo = { name: string; title: string; intro: string };

export const guideTools: Readonly<Record<string, GuideToolInfo>> = {
  "ab-testing": {
    name: "ab-test",
    title: "Try it: A/B test calculator",
    intro: "Plan a test: how many users each group needs for the effect you care about, and how many weeks that takes. Then read a finished one: the p-value, the interval of the difference and what it means.",
  },
};
