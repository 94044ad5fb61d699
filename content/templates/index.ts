/**
 * The templates registry: one file per template, in the order
 * the /templates index lists them, grouped discover → decide → define →
 * deliver → measure. lib/templates/schema.ts is the contract; the pages,
 * the Markdown and CSV downloads (lib/templates/downloads.ts) and the
 * search record are generated from these objects.
 */
import type { Template } from "@/lib/templates/schema";
import { competitiveAnalysis } from "./competitive-analysis";
import { businessModelCanvas } from "./business-model-canvas";
import { customerInterviewGuide } from "./customer-interview-guide";
import { decisionLog } from "./decision-log";
import { experimentPlan } from "./experiment-plan";
import { kanoSurvey } from "./kano-survey";
import { launchChecklist } from "./launch-checklist";
import { northStarMetricWorksheet } from "./north-star-metric-worksheet";
import { nowNextLaterRoadmap } from "./now-next-later-roadmap";
import { onePageProductBrief } from "./one-page-product-brief";
import { opportunityScoringSheet } from "./opportunity-scoring-sheet";
import { opportunitySolutionTreeWorksheet } from "./opportunity-solution-tree-worksheet";
import { productRequirementsDocument } from "./product-requirements-document";
import { riceScoringSheet } from "./rice-scoring-sheet";
import { sprintRetrospective } from "./sprint-retrospective";
import { stakeholderMap } from "./stakeholder-map";

export const templates: Template[] = [
  // Discover
  customerInterviewGuide,
  opportunitySolutionTreeWorksheet,
  competitiveAnalysis,
  // Decide
  riceScoringSheet,
  opportunityScoringSheet,
  kanoSurvey,
  decisionLog,
  // Define
  onePageProductBrief,
  productRequirementsDocument,
  nowNextLaterRoadmap,
  businessModelCanvas,
  stakeholderMap,
  // Deliver
  launchChecklist,
  sprintRetrospective,
  // Measure
  northStarMetricWorksheet,
  experimentPlan,
];
