import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";
import { sampleSizePerGroup } from "@/lib/stats/two-proportion";
import { experimentExample } from "./experiment-plan";

const { baseline } = experimentExample;
const perArm = (from: number, to: number) => formatNumber(sampleSizePerGroup(from, to));
/** How many times the smaller effect's sample is the larger one's, from the example's baseline. */
const ratio = (smaller: number, larger: number) => formatDecimal(sampleSizePerGroup(baseline, smaller) / sampleSizePerGroup(baseline, larger), 1);

/**
 * Every computed figure content/templates/experiment-plan.md states, by the
 * expression written in its :calc[shown]{expr="..."}: the figures test
 * recomputes each one with the A/B test functions in lib/stats.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "perArm(0.04, 0.05)": perArm(baseline, experimentExample.target),
  "perArm(0.04, 0.045)": perArm(baseline, 0.045),
  "ratio(0.045, 0.05)": ratio(0.045, experimentExample.target),
};
