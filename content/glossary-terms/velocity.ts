import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The team in the example is invented; the average and the forecast range are worked out so they can be checked. */
export const velocityTerm: GlossaryTermPage = {
  slug: "velocity",
  summary: "What velocity measures, how a team uses it to plan and forecast, a worked example with the numbers, and why it is never a productivity score.",
  whyItMatters: [
    "Velocity gives a team an evidence-based answer to 'how much can we take on?'. Planning from the average of recent sprints, rather than from optimism or pressure, leads to sprints the team can actually finish, and finished sprints build trust with stakeholders faster than ambitious ones that slip.",
    "It also supports honest forecasts. When the remaining work for a release is sized and the team's pace is stable, a PM can give a date range with a reason behind it, and update it as the numbers change, instead of guessing.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "Velocity is the total size of the backlog items a team finished in a sprint, usually in story points, counting only items that meet the definition of done; half-finished work counts for nothing. Story points are relative sizes the team assigns in planning, often on a scale such as 1, 2, 3, 5, 8 and 13, by comparing each new item with ones already done.",
    },
    {
      kind: "p",
      text: "Teams use the average of the last three to five sprints, or the range from the slowest to the fastest, to decide how much to take into the next sprint. For a forecast, divide the remaining points by that range to get a range of sprints. Velocity belongs to one team: points mean different things in different teams, so comparing teams' velocities, or setting targets to raise one, only teaches teams to inflate their estimates.",
    },
  ],
  example: {
    title: "Forecasting a release from velocity",
    blocks: [
      {
        kind: "p",
        text: "A team building a feature for a hospital's patient portal had finished 24, 31, 27, 22 and 26 points in its last five two-week sprints: 130 points in all, an average of 26, with a range of 22 to 31. The remaining release backlog was sized at 130 points.",
      },
      {
        kind: "p",
        text: "At the average pace that is 130 ÷ 26 = 5 sprints; at the fastest and slowest, 130 ÷ 31 ≈ 4.2 and 130 ÷ 22 ≈ 5.9, which round up to 5 and 6 whole sprints. The PM told the hospital's project board the feature would be ready in five to six sprints, 10 to 12 weeks, and that the range would narrow as work was finished. When a director asked whether the team could 'raise its velocity to 35' to finish in 8 weeks, she showed what could be cut instead: two lower-priority stories worth 26 points brought the forecast to 104 ÷ 26 = 4 sprints at the average pace.",
      },
    ],
  },
  pitfalls: [
    "Comparing velocity between teams or using it to measure productivity. It reflects a team's own estimates, not output or value.",
    "Setting velocity targets, which leads teams to inflate their points until the number rises and means nothing.",
    "Counting half-finished items, which makes the number look better and forecasts worse.",
    "Planning at the pace of the best sprint rather than the average or the range.",
    "Treating velocity as the goal. Meeting the sprint goal and moving outcomes matter more than how many points closed.",
  ],
  relatedTerms: ["sprint", "backlog", "user-story", "technical-debt", "roadmap"],
  alsoTaughtAt: [],
};
