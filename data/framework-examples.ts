/**
 * The numbers and records behind the framework explainers' worked examples:
 * the drawn diagrams (components/diagrams) and the calculators' starting
 * rows are built from the same values as the explainer text and tables, so
 * they cannot drift apart. Components read them here, not from content/.
 */
export { staffSchedulingCanvas, type CanvasBlock } from "@/content/frameworks/bmc-example";
export { opportunityExampleItems, riceExampleItems } from "@/content/frameworks/calculator-examples";
export { okrObjective, okrWorkedExample } from "@/content/frameworks/okr-example";
export { kanoWorkedExample } from "@/content/frameworks/kano-model.figures";
export { mealKitTree, treeNodes, type TreeLevel, type TreeNode } from "@/content/frameworks/ost-example";
export { waitlistActivities, waitlistReleaseNames, waitlistStories } from "@/content/frameworks/story-map-example";
export { wsjfExampleItems } from "@/content/frameworks/wsjf-example";
export { marketExampleDraft } from "@/content/frameworks/market-sizing-example";
export { migrationFirst as wsjfMigrationFirst, ssoFirst as wsjfSsoFirst } from "@/content/frameworks/wsjf.figures";
export { wsjfHeroJobs, wsjfJob, wsjfMoneyCheck } from "@/content/frameworks/wsjf-example";
export { topDown as pawbookTopDown, withTexting as pawbookBottomUp } from "@/content/frameworks/tam-sam-som.figures";
export { quilloPilot, quilloPilotRows } from "@/content/frameworks/van-westendorp-example";
export { heartResults, mealPlanner } from "@/content/frameworks/heart-framework.figures";
export { aarrrResults, budgetingCohort, rates as budgetingStepRates } from "@/content/frameworks/aarrr-pirate-metrics.figures";
export { routewiseTrial, trialResults as routewiseTrialResults } from "@/content/frameworks/playing-to-win.figures";
