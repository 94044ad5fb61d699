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

/**
 * Every computed figure content/glossary-terms/a-b-test.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "points(pt.baseline)": points(pt.baseline),
  "points(pt.target)": points(pt.target),
  "relative(pt.target - pt.baseline)": relative(pt.target - pt.baseline),
  "formatNumber(perGroup)": formatNumber(perGroup),
  "formatNumber(pt.visitorsPerDay)": formatNumber(pt.visitorsPerDay),
  "formatNumber(2 * perGroup)": formatNumber(2 * perGroup),
  "dayWords[daysNeeded] ?? formatNumber(daysNeeded)": dayWords[daysNeeded] ?? formatNumber(daysNeeded),
  "formatNumber(pt.control.users)": formatNumber(pt.control.users),
  "formatNumber(pt.control.conversions)": formatNumber(pt.control.conversions),
  "points(pt.control.conversions / pt.control.users)": points(pt.control.conversions / pt.control.users),
  "formatNumber(pt.variant.conversions)": formatNumber(pt.variant.conversions),
  "points(pt.variant.conversions / pt.variant.users)": points(pt.variant.conversions / pt.variant.users),
  "points(interval.difference)": points(interval.difference),
  "points(interval.low)": points(interval.low),
  "points(interval.high)": points(interval.high),
  "relative(interval.low)": relative(interval.low),
  "relative(interval.high)": relative(interval.high),
  "relative(interval.difference)": relative(interval.difference),
};
