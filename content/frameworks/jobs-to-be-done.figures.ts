import { formatNumber } from "@/lib/frameworks/worked-example";

/**
 * Jobs to Be Done explainer (static layout, drawn diagram of the forces of
 * progress). Original writing.
 */

/**
 * How the site writes a job down, worded once and used by the framework page,
 * the glossary term and the Product Thinking lesson. "When…, I want to…, so I
 * can…" is a job story (Intercom's format, popularised by Alan Klement);
 * Ulwick's job statement is a different form and keeps its own name.
 */
export const jobStoryFormat = "When [situation], I want to [motivation], so I can [expected outcome]";
export const jobStoryOrigin = "the job story, a format that came from Intercom and that Alan Klement popularised";
export const ulwickJobStatement =
  "Ulwick's outcome-driven innovation writes the job differently, as a job statement: a verb, an object and a contextual clarifier, such as 'plan healthy meals for a family', with each desired outcome written as a direction, a measure and an object, such as 'minimize the time it takes to plan a week of meals'";

/** Switch interviews behind the worked example. */
export const jtbdInterviews = 12;

/** What the interviews found, force by force, with how many of the 12 people raised it. */
export const jtbdForces: { force: "Push" | "Pull" | "Anxiety" | "Habit"; finding: string; heardIn: number }[] = [
  { force: "Push", finding: "Months of YouTube tutorials without ever finishing a piece", heardIn: 9 },
  { force: "Push", finding: "A family event coming up where they wanted to play", heardIn: 5 },
  { force: "Pull", finding: "Lessons built around songs they already love", heardIn: 8 },
  { force: "Pull", finding: "Practice that fits into 20 minutes after the children are in bed", heardIn: 7 },
  { force: "Anxiety", finding: "Will it work with the old keyboard in the spare room?", heardIn: 7 },
  { force: "Anxiety", finding: "Another subscription I will stop using", heardIn: 6 },
  { force: "Habit", finding: "Free videos are good enough for now", heardIn: 6 },
  { force: "Habit", finding: "I will practise properly when work calms down", heardIn: 4 },
];

/** Trial-to-paid conversion before and after the changes, in percent, over six weeks each. */
export const jtbdResult = { trials: 2300, before: 18, after: 24 } as const;

/**
 * Every computed figure content/frameworks/jobs-to-be-done.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "jobStoryOrigin": jobStoryOrigin,
  "jobStoryFormat": jobStoryFormat,
  "ulwickJobStatement": ulwickJobStatement,
  "jtbdInterviews": jtbdInterviews,
  "formatNumber(jtbdResult.trials)": formatNumber(jtbdResult.trials),
  "jtbdResult.before": jtbdResult.before,
  "jtbdResult.after": jtbdResult.after,
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "What 12 switch interviews found, force by force": { rows: jtbdForces.map((entry) => [entry.force, entry.finding, `${entry.heardIn} of ${jtbdInterviews}`]) },
};
