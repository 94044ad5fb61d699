import { twoGroupMix } from "@/lib/stats/mix";
import { formatDecimal, formatShare } from "@/lib/stats/format";

/**
 * HEART explainer (static layout, drawn diagram). Original writing. The meal
 * planner's numbers four weeks after launch; every share and the retention
 * mix below are computed here, and the diagram reads the same values.
 */
export const mealPlanner = {
  mau: 60_000,
  happiness: { satisfied: 612, respondents: 900 },
  engagement: { dinners: 18_860, weeklyPlanners: 4_100 },
  adoption: { withPlan: 9_600 },
  retention: { stillPlanning: 840, launchWeek: 2_400 },
  taskSuccess: { saved: 11_050, started: 13_000 },
  /** Launch-week planners who also used the shopping list in their first week, and week-4 retention with and without it (%). */
  shoppingList: { users: 960, retainedWith: 50, retainedWithout: 25, targetShare: 0.7 },
} as const;

const m = mealPlanner;
const listShare = m.shoppingList.users / m.retention.launchWeek;
const pct = (value: number) => `${formatDecimal(value, 1)}%`;

/** The five HEART results, as the page's table and the diagram state them. */
export const heartResults = {
  happiness: formatShare(m.happiness.satisfied / m.happiness.respondents, 0),
  engagement: formatDecimal(m.engagement.dinners / m.engagement.weeklyPlanners, 1),
  adoption: formatShare(m.adoption.withPlan / m.mau, 0),
  retention: formatShare(m.retention.stillPlanning / m.retention.launchWeek, 0),
  taskSuccess: formatShare(m.taskSuccess.saved / m.taskSuccess.started, 0),
};

const count = (value: number) => new Intl.NumberFormat("en-US").format(value);

export const figures: Readonly<Record<string, unknown>> = {
  "heartResults.engagement": heartResults.engagement,
  "heartResults.adoption": heartResults.adoption,
  "heartResults.happiness": heartResults.happiness,
  "heartResults.retention": heartResults.retention,
  "listShare": formatShare(listShare, 0),
  "listShare.toFixed(2)": listShare.toFixed(2),
  "(1 - listShare).toFixed(2)": (1 - listShare).toFixed(2),
  "mix(listShare)": pct(twoGroupMix(listShare, m.shoppingList.retainedWith, m.shoppingList.retainedWithout)),
  "(1 - targetShare).toFixed(2)": (1 - m.shoppingList.targetShare).toFixed(2),
  "mix(targetShare)": pct(twoGroupMix(m.shoppingList.targetShare, m.shoppingList.retainedWith, m.shoppingList.retainedWithout)),
};

export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "The meal planner's HEART metrics after four weeks": {
    rows: [
      ["Happiness", `${count(m.happiness.satisfied)} of ${count(m.happiness.respondents)} respondents`, heartResults.happiness],
      ["Engagement", `${count(m.engagement.dinners)} dinners planned in week 4 by ${count(m.engagement.weeklyPlanners)} planners`, `${heartResults.engagement} per planner`],
      ["Adoption", `${count(m.adoption.withPlan)} of ${count(m.mau)} MAU`, heartResults.adoption],
      ["Retention", `${count(m.retention.stillPlanning)} of ${count(m.retention.launchWeek)} launch-week planners`, heartResults.retention],
      ["Task success", `${count(m.taskSuccess.saved)} of ${count(m.taskSuccess.started)} plans saved`, heartResults.taskSuccess],
    ],
  },
};
