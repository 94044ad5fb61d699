import { iceAverage, type IceInput } from "@/lib/frameworks/ice";
import { rankByScore } from "@/lib/frameworks/ranking";
import { formatNumber, iceProductWorking, iceRow, iceWorking } from "@/lib/frameworks/worked-example";

/**
 * ICE scoring explainer (static layout, drawn diagram). Original writing. The
 * worked example's table and sums are computed from lib/frameworks/ice.ts.
 */

export type IceIdea = { name: string } & IceInput;

/** Five ideas to lift day-7 retention in a language-learning app, rated 1-10. */
export const iceWorkedExample: IceIdea[] = [
  { name: "Study-buddy matching", impact: 9, confidence: 3, ease: 2 },
  { name: "Reminder at each learner's usual study time", impact: 6, confidence: 8, ease: 9 },
  { name: "Placement test to skip known material", impact: 9, confidence: 8, ease: 3 },
  { name: "Progress email after day 3", impact: 5, confidence: 6, ease: 9 },
  { name: "Shorter first lesson (3 minutes, not 8)", impact: 7, confidence: 7, ease: 8 },
];

function idea(name: string): IceIdea {
  const found = iceWorkedExample.find((entry) => entry.name.startsWith(name));
  if (!found) throw new Error(`No ICE worked-example idea starting "${name}"`);
  return found;
}

const reminder = idea("Reminder");
const shorterLesson = idea("Shorter first lesson");
const placement = idea("Placement test");
const progressEmail = idea("Progress email");
const buddy = idea("Study-buddy");
const byAverage = rankByScore(iceWorkedExample, iceAverage);

/** Day-7 retention before and after the reminder test, in percent. */
export const reminderTest = { learners: 6000, control: 22, variant: 24.6 } as const;

/**
 * Every computed figure content/frameworks/ice-scoring.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(reminderTest.control)": formatNumber(reminderTest.control),
  "iceWorkedExample.length": iceWorkedExample.length,
  "iceWorking(reminder)": iceWorking(reminder),
  "formatNumber(reminder.confidence)": formatNumber(reminder.confidence),
  "iceWorking(buddy)": iceWorking(buddy),
  "formatNumber(iceAverage(placement))": formatNumber(iceAverage(placement)),
  "iceProductWorking(placement)": iceProductWorking(placement),
  "iceProductWorking(progressEmail)": iceProductWorking(progressEmail),
  "formatNumber(reminderTest.learners)": formatNumber(reminderTest.learners),
  "formatNumber(reminderTest.variant)": formatNumber(reminderTest.variant),
  "formatNumber(reminderTest.variant - reminderTest.control)": formatNumber(reminderTest.variant - reminderTest.control),
  "formatNumber(iceAverage(shorterLesson))": formatNumber(iceAverage(shorterLesson)),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "ICE scores for five day-7 retention ideas, highest average first": { rows: byAverage.map(({ item }) => [item.name, ...iceRow(item)]) },
};
