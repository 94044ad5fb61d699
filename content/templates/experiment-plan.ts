import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal, formatPValue, formatShare } from "@/lib/stats/format";
import { differenceInterval, sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";
import type { DocumentTemplateStructure } from "@/lib/templates/schema";

/**
 * The example's test, as numbers: every figure the filled-in plan prints is
 * computed from these with lib/stats, so the sample size, the weeks and the
 * read-out cannot disagree with each other or with the A/B test calculator.
 */
export const experimentExample = {
  baseline: 0.04,
  target: 0.05,
  /** Eligible users who reach the upgrade screen in a week, split 50/50. */
  weeklyEligible: 4500,
  /** Enrolment is rounded up to this many users per arm. */
  roundedPerArm: 6750,
  control: { conversions: 277, users: 6761 },
  variant: { conversions: 359, users: 6774 },
} as const;

const { baseline, target, weeklyEligible, roundedPerArm, control, variant } = experimentExample;
const perArm = sampleSizePerGroup(baseline, target);
const weeklyPerArm = weeklyEligible / 2;
const weeks = Math.ceil(roundedPerArm / weeklyPerArm);
const test = twoProportionZTest(control, variant);
const interval = differenceInterval(control, variant);
const split = sampleRatioCheck(control.users, variant.users);
/** Rates and differences to one decimal, trailing zero kept, as the plan's table writes them (4.0%, +1.0 point). */
const rate = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const points = (fraction: number) => (fraction * 100).toFixed(1);
const weekWords = ["zero", "one", "two", "three", "four", "five", "six"];

/**
 * Experiment (hypothesis) plan, which is also the brief for an A/B test:
 * sample size per arm (the usual two-proportion formula, 95% confidence and
 * 80% power), duration from eligible traffic in whole weeks, and the peeking
 * rule that says when the primary metric may be read.
 */
export const experimentPlan: DocumentTemplateStructure = {
  slug: "experiment-plan",
  name: "Experiment plan (hypothesis template)",
  updated: "2026-11-28",
  group: "measure",
  kind: "document",
  formats: ["md"],
  sections: [
    {
      heading: "Hypothesis",
      guidance: "Because [evidence], we believe that [change] for [users] will cause [effect]. We will know when [metric] moves from [baseline] to [target].",
      example: {
        paragraphs: [
          "Because 38% of free users who reach the upgrade screen leave within five seconds and 7 of 10 interviewees said they could not tell what the paid plan adds, we believe that showing a side-by-side comparison of free and paid features on the upgrade screen for free users with at least 20 notes will make the value of upgrading clear. We will know when the share who start a paid plan within 7 days of seeing the screen is significantly higher than today's 4.0%, in a test sized to detect a rise to 5.0%.",
        ],
      },
    },
    {
      heading: "Metrics",
      guidance: "One primary metric that decides, and the guardrails that must not get worse.",
      table: { headers: ["Metric", "Role", "Baseline", "Minimum effect or limit"], rows: [["Name", "Primary or guardrail", "Today", "What counts"]] },
      example: {
        tableRows: [
          ["Paid plan started within 7 days of seeing the upgrade screen", "Primary", "4.0%", "+1.0 percentage point (to 5.0%)"],
          ["Refunds within 14 days", "Guardrail", "3.1% of upgrades", "No higher than 4%"],
          ["Free users active the following week", "Guardrail", "61%", "No lower than 59%"],
        ],
      },
    },
    {
      heading: "Design and sample size",
      guidance: "Variants, who is eligible, the unit that is randomised and how it is split, and the sample size per arm with how it was computed.",
      prompts: ["What is the minimum effect worth shipping, in percentage points?", "Which unit is randomised, and is the analysis done at that unit?"],
      example: {
        bullets: [
          "Control: current upgrade screen. Variant: screen with the free and paid comparison table.",
          "Eligible: free users with at least 20 notes who open the upgrade screen; randomised by user ID, 50/50, so a person sees the same screen on every device.",
          `Minimum effect: +${points(target - baseline)} percentage point, from ${rate(baseline)} to ${rate(target)} (a ${formatShare((target - baseline) / baseline, 0)} relative lift).`,
          `Sample per arm: baseline ${rate(baseline)}, target ${rate(target)}, 95% confidence, 80% power: ${formatNumber(perArm)} users per arm, rounded up to ${formatNumber(roundedPerArm)}; ${formatNumber(roundedPerArm * 2)} in all.`,
        ],
      },
    },
    {
      heading: "Duration",
      guidance: "Eligible traffic per week and per arm, the whole weeks of enrolment that gives, any metric window on top, and the date the result is read.",
      example: {
        paragraphs: [
          `About ${formatNumber(weeklyEligible)} eligible users see the upgrade screen each week, ${formatNumber(weeklyPerArm)} per arm, so ${formatNumber(roundedPerArm)} per arm takes ${weekWords[weeks]} full weeks of enrolment: 2 to 22 September. The primary metric counts upgrades within 7 days, so the last users enrolled are complete on 29 September and the result is read on 30 September.`,
        ],
      },
    },
    {
      heading: "Monitoring and stopping rule",
      guidance: "What you will watch during the run, the only reasons to stop early, and when the primary metric may be read (the peeking rule).",
      checklist: ["Split checked on day one and every week", "Guardrails and errors watched for harm", "Primary metric read once, on the planned date"],
      example: {
        bullets: [
          "Peeking rule: the primary metric is read once, on 30 September. The dashboard's running p-value is hidden until then; stopping the first day it dips below 0.05 would make a false win far more likely than the 5% planned.",
          "Stop early only for harm: a guardrail past its limit two days running, more errors in the variant than in control, or a broken split.",
          "Split check on day one and every Monday: with a 50/50 split the two arms should differ by no more than chance allows; a mismatch pauses the analysis until it is explained.",
        ],
      },
    },
    {
      heading: "Decision rules",
      guidance: "What you will do for each possible result, decided before the test starts.",
      checklist: ["If the primary metric wins and guardrails hold", "If the primary metric loses", "If the result is flat"],
      example: {
        bullets: [
          "Win (variant significantly above control at the 5% level, so the 95% interval of the difference is above zero, and both guardrails hold): ship to all free users and test the table on the pricing page next.",
          "Loss (variant significantly below control): revert, and interview five users who saw the variant.",
          "Flat (the interval includes zero): keep the current screen; any effect is likely smaller than the one worth shipping, so the comparison does not earn its space. Test a different reason to upgrade.",
          "A guardrail past its limit: do not ship, whatever the primary metric says.",
        ],
      },
    },
    {
      heading: "Results and decision",
      guidance: "Filled in after the test: the numbers, the decision and what you learned.",
      example: {
        bullets: [
          `Split: ${formatNumber(control.users)} and ${formatNumber(variant.users)} users, p = ${formatDecimal(split.pValue, 2)} for a fair 50/50 split, so the arms can be compared.`,
          `Control ${rate(test.controlRate)} (${formatNumber(control.conversions)} of ${formatNumber(control.users)}); variant ${rate(test.variantRate)} (${formatNumber(variant.conversions)} of ${formatNumber(variant.users)}): +${points(test.difference)} points, 95% interval ${points(interval.low)} to ${points(interval.high)} points, p = ${formatPValue(test.pValue)}. Refunds 3.3%; weekly activity 61%.`,
          "Decision: ship. The whole interval is above zero and both guardrails held; the launch note quotes the interval, not the single figure.",
          "Learning: users valued offline access most; it now leads the comparison table.",
        ],
      },
    },
  ],
  example: {
    product: "Quillnote, a note-taking app with a free and a paid plan",
    context: "A test of a free-versus-paid comparison on the upgrade screen.",
  },
  serves: [{ href: "/guides/ab-testing", label: "A/B testing" }],
  relatedFrameworks: ["lean-startup", "ice-scoring", "north-star-metric", "heart-framework", "aarrr-pirate-metrics"],
  relatedGlossaryTerms: ["a-b-test", "kpi", "mvp"],
  relatedMastery: ["growth-and-experiments#a-b-testing", "growth-and-experiments"],
};
