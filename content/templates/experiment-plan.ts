import type { DocumentTemplateStructure } from "@/lib/templates/schema";

/**
 * Experiment (hypothesis) plan. The sample size in the example uses the
 * usual two-proportion formula, n = (1.96 + 0.84)² × (p1(1−p1) + p2(1−p2)) ÷ (p2 − p1)²
 * per variant: p1 = 4%, p2 = 5% gives about 6,743.
 */
export const experimentPlan: DocumentTemplateStructure = {
  slug: "experiment-plan",
  name: "Experiment plan (hypothesis template)",
  updated: "2026-11-23",
  group: "measure",
  kind: "document",
  formats: ["md"],
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
  relatedFrameworks: ["lean-startup", "ice-scoring", "north-star-metric", "heart-framework", "aarrr-pirate-metrics"],
  relatedGlossaryTerms: ["a-b-test", "kpi", "mvp"],
  relatedMastery: ["growth-and-experiments#a-b-testing", "growth-and-experiments"],
};
