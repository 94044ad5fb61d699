import type { DocumentTemplate } from "@/lib/templates/schema";

/**
 * Experiment (hypothesis) plan. The sample size in the example uses the
 * usual two-proportion formula, n = (1.96 + 0.84)² × (p1(1−p1) + p2(1−p2)) ÷ (p2 − p1)²
 * per variant: p1 = 4%, p2 = 5% gives about 6,743.
 */
export const experimentPlan: DocumentTemplate = {
  slug: "experiment-plan",
  name: "Experiment plan (hypothesis template)",
  updated: "2026-11-23",
  group: "measure",
  kind: "document",
  formats: ["md"],
  whenToUse: "You want to test a change with real users and decide in advance what result would make you ship, iterate or stop.",
  summary:
    "An experiment plan that fixes the hypothesis, the metric, the sample size, the duration and the decision rules before the test starts, so the result decides and hindsight does not.",
  teaching: {
    purpose: [
      "An experiment plan is written before an experiment starts, and its main job is to stop you from moving the goalposts afterwards. It states the belief being tested as a falsifiable hypothesis, the one metric that decides it, how many users you need to detect the effect you care about, how long that takes, and what you will do for each possible result.",
      "The hypothesis has a fixed shape: because of some evidence, we believe that a change for a group of users will cause a measurable effect, and we will know when a metric moves by a stated amount. Each part does work. The evidence shows why the test is worth running, the group limits where the result applies, and the stated amount is the minimum effect worth shipping, which also sets the sample size.",
    ],
    whenToUse: [
      "Before an A/B test, so the metric, sample size and decision rules are agreed up front.",
      "For cheaper tests too, such as a fake-door button or a concierge trial: the hypothesis and threshold matter just as much.",
      "When a stakeholder wants to \"just try it\": a one-page plan turns the request into a test with a clear ending.",
    ],
    whenNotToUse: [
      "When traffic is too low to reach the sample size in a few weeks; use qualitative tests or a larger minimum effect instead.",
      "For changes you will ship regardless, such as a legal requirement. Measure the impact, but do not pretend it is a test.",
      "To settle questions that an interview could answer in a day.",
    ],
    howToFill: [
      { part: "Hypothesis", advice: "Fill in every part of the sentence: because, we believe, will cause, we will know when. If you cannot name the evidence, you are guessing; if you cannot name the amount, you cannot size the test." },
      { part: "Metrics", advice: "One primary metric decides the test. Add two or three guardrail metrics that must not get worse, such as refunds or support contacts. Everything else is exploratory and cannot declare a winner." },
      { part: "Design and sample size", advice: "State the variants, who is eligible and how users are split. Compute the sample size from the baseline rate and the minimum effect you care about, with 95% confidence and 80% power as usual defaults, and round up." },
      { part: "Duration", advice: "Divide the sample by the eligible traffic per variant and round up to whole weeks, so each weekday appears equally often. Decide now that you will not stop early because the chart looks good." },
      { part: "Decision rules", advice: "Write what you will do for a clear win, a clear loss and a flat result before you see any data. A flat result is a result: it tells you the change is not worth its complexity." },
      { part: "Results and decision", advice: "After the test, record the numbers, the decision and what you learned, including for failed tests. Teams that log their experiments stop re-running the same ideas." },
    ],
  },
  sections: [
    {
      heading: "Hypothesis",
      guidance: "Because [evidence], we believe that [change] for [users] will cause [effect]. We will know when [metric] moves from [baseline] to [target].",
      example: {
        paragraphs: [
          "Because 38% of free users who reach the upgrade screen leave within five seconds and 7 of 10 interviewees said they could not tell what the paid plan adds, we believe that showing a side-by-side comparison of free and paid features on the upgrade screen for free users with at least 20 notes will make the value of upgrading clear. We will know when the share who start a paid plan within 7 days of seeing the screen rises from 4.0% to at least 5.0%.",
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
      guidance: "Variants, who is eligible, how users are split, and the sample size per variant with how it was computed.",
      example: {
        bullets: [
          "Control: current upgrade screen. Variant: screen with the free and paid comparison table.",
          "Eligible: free users with at least 20 notes who open the upgrade screen; split 50/50 by user ID.",
          "Sample: baseline 4.0%, target 5.0%, 95% confidence, 80% power: about 6,743 users per variant, so 6,750 per variant.",
        ],
      },
    },
    {
      heading: "Duration",
      guidance: "Eligible traffic per week, the weeks needed, and the end date.",
      example: { paragraphs: ["About 4,500 eligible users see the upgrade screen each week, 2,250 per variant, so 6,750 per variant takes exactly 3 weeks. The test runs 2 to 23 September and is not stopped early."] },
    },
    {
      heading: "Decision rules",
      guidance: "What you will do for each possible result, decided before the test starts.",
      checklist: ["If the primary metric wins and guardrails hold", "If the primary metric loses", "If the result is flat"],
      example: {
        bullets: [
          "Win (5.0% or more, significant, guardrails hold): ship to all free users and test the table on the pricing page next.",
          "Loss (significantly below 4.0%): revert, and interview five users who saw the variant.",
          "Flat: keep the current screen; the comparison does not earn its space. Test a different reason to upgrade.",
        ],
      },
    },
    {
      heading: "Results and decision",
      guidance: "Filled in after the test: the numbers, the decision and what you learned.",
      example: {
        bullets: [
          "Control 4.1% (277 of 6,761); variant 5.3% (359 of 6,774). Refunds 3.3%; weekly activity 61%.",
          "Decision: ship. The variant met the target and both guardrails held.",
          "Learning: users valued offline access most; it now leads the comparison table.",
        ],
      },
    },
  ],
  example: {
    product: "Quillnote, a note-taking app with a free and a paid plan",
    context: "A test of a free-versus-paid comparison on the upgrade screen.",
  },
  mistakes: [
    "Writing the hypothesis after seeing the data, so every result confirms it.",
    "Several primary metrics, which means one of them will move by chance and be declared the winner.",
    "Stopping the test the day the chart looks significant; the error rate you planned for only holds at the planned sample size.",
    "No guardrails, so a win on upgrades hides a rise in refunds.",
    "Not recording failed tests, so the team repeats them a year later.",
  ],
  relatedFrameworks: ["lean-startup", "ice-scoring", "north-star-metric"],
  relatedGlossaryTerms: ["a-b-test", "kpi", "mvp"],
  relatedMastery: ["growth-and-experiments#a-b-testing", "growth-and-experiments"],
};
