/**
 * Page content for every glossary term, one file per term, in the list's
 * alphabetical order. Each file adds what /glossary/{slug} teaches beyond the
 * list; the term, its definition and its "learn more" link stay in
 * content/glossary.ts, and data/glossary.ts joins the two by slug.
 */
import type { GlossaryTermPage } from "@/lib/content/schemas";
import { aBTestTerm } from "./a-b-test";
import { activationTerm } from "./activation";
import { backlogTerm } from "./backlog";
import { churnRateTerm } from "./churn-rate";
import { customerJourneyTerm } from "./customer-journey";
import { dualTrackAgileTerm } from "./dual-track-agile";
import { jobsToBeDoneTerm } from "./jobs-to-be-done";
import { kanoModelTerm } from "./kano-model";
import { kpiTerm } from "./kpi";
import { mvpTerm } from "./mvp";
import { northStarMetricTerm } from "./north-star-metric";
import { okrTerm } from "./okr";
import { opportunitySolutionTreeTerm } from "./opportunity-solution-tree";
import { personaTerm } from "./persona";
import { productDiscoveryTerm } from "./product-discovery";
import { productMarketFitTerm } from "./product-market-fit";
import { retentionTerm } from "./retention";
import { riceScoringTerm } from "./rice-scoring";
import { roadmapTerm } from "./roadmap";
import { sprintTerm } from "./sprint";
import { stakeholderTerm } from "./stakeholder";
import { technicalDebtTerm } from "./technical-debt";
import { userStoryTerm } from "./user-story";
import { velocityTerm } from "./velocity";

export const glossaryTermPages: GlossaryTermPage[] = [
  aBTestTerm,
  activationTerm,
  backlogTerm,
  churnRateTerm,
  customerJourneyTerm,
  dualTrackAgileTerm,
  jobsToBeDoneTerm,
  kanoModelTerm,
  kpiTerm,
  mvpTerm,
  northStarMetricTerm,
  okrTerm,
  opportunitySolutionTreeTerm,
  personaTerm,
  productDiscoveryTerm,
  productMarketFitTerm,
  retentionTerm,
  riceScoringTerm,
  roadmapTerm,
  sprintTerm,
  stakeholderTerm,
  technicalDebtTerm,
  userStoryTerm,
  velocityTerm,
];
