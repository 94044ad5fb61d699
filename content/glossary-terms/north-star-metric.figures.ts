import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";

/**
 * Every computed figure content/glossary-terms/north-star-metric.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "listeningTimeCaveat": listeningTimeCaveat,
};
