import { jobStoryFormat, jobStoryOrigin, ulwickJobStatement } from "@/content/frameworks/jobs-to-be-done.figures";

/**
 * Every computed figure content/glossary-terms/jobs-to-be-done.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "jobStoryOrigin": jobStoryOrigin,
  "jobStoryFormat": jobStoryFormat,
  "ulwickJobStatement": ulwickJobStatement,
};
