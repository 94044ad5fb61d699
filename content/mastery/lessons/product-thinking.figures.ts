import { jobStoryFormat, jobStoryOrigin } from "@/content/frameworks/jobs-to-be-done.figures";

/**
 * Every computed figure the lessons in content/mastery/lessons/product-thinking/ state, by
 * the expression written in its :calc[shown]{expr="..."}: a unit test
 * recomputes each one here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "jobStoryOrigin": jobStoryOrigin,
  "jobStoryFormat": jobStoryFormat,
};
