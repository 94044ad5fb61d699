/**
 * The diagram registry: content names a diagram by key (lib/diagrams/names)
 * and these server components draw it. The Record type makes a key without a
 * drawing a type error.
 */
import type { ComponentType } from "react";
import type { DiagramName } from "@/lib/diagrams/names";
import { AbTestReadout } from "./ab-test-readout";
import { AbTestSplit } from "./ab-test-split";
import { FunnelAndCohorts } from "./funnel-and-cohorts";
import { ApiPollingWebhook } from "./api-polling-webhook";
import { CacPayback } from "./cac-payback";
import { ChurnCompoundingMonths } from "./churn-compounding-months";
import { FunnelSignUpLater } from "./funnel-sign-up-later";
import { BookingLinkLoop } from "./booking-link-loop";
import { MlConfidenceThreshold } from "./ml-confidence-threshold";
import { PrototypeTestRounds } from "./prototype-test-rounds";
import { RiceInvoicingRanking } from "./rice-invoicing-ranking";
import { RoadmapNowNextLater } from "./roadmap-now-next-later";
import { SecondOrderEffects } from "./second-order-effects";
import { SoftwareDeliveryPipeline } from "./software-delivery-pipeline";
import { BmcStaffScheduling } from "./bmc-staff-scheduling";
import { BusinessModelCanvas } from "./business-model-canvas";
import { DoubleDiamond } from "./double-diamond";
import { DualTrackAgile } from "./dual-track-agile";
import { IceScore } from "./ice-score";
import { JobsToBeDoneForces } from "./jobs-to-be-done-forces";
import { KaizenSteps } from "./kaizen-steps";
import { KanoModel } from "./kano-model";
import { KanoBetterWorse } from "./kano-better-worse";
import { VanWestendorpOneRespondent } from "./van-westendorp-one-respondent";
import { LeanStartupLoop } from "./lean-startup-loop";
import { MoscowEffort } from "./moscow-effort";
import { NorthStarMetric } from "./north-star-metric";
import { OkrScoring } from "./okr-scoring";
import { OpportunityScoring } from "./opportunity-scoring";
import { OpportunitySolutionTree } from "./opportunity-solution-tree";
import { OstMealKitTree } from "./ost-meal-kit-tree";
import { StrategyDeployment } from "./strategy-deployment";
import { CommitmentCurrencies } from "./commitment-currencies";
import { RiceScore } from "./rice-score";
import { UserStoryMap } from "./user-story-map";
import { VanWestendorpCurves } from "./van-westendorp-curves";
import { HeartGsmGrid } from "./heart-gsm-grid";
import { AarrrFunnel } from "./aarrr-funnel";
import { StrategyChoiceCascade } from "./strategy-choice-cascade";
import { ValuePropositionCanvasDiagram } from "./value-proposition-canvas";
import { ChurnCompounding } from "./churn-compounding";
import { RetentionCurve } from "./retention-curve";
import { ActivationSplit } from "./activation-split";
import { AbTestArms } from "./ab-test-arms";
import { VelocityForecast } from "./velocity-forecast";
import { TechnicalDebtInterest } from "./technical-debt-interest";
import { PmfSurvey } from "./pmf-survey";
import { OkrTree } from "./okr-tree";
import { StakeholderGrid } from "./stakeholder-grid";
import { UserStoryCard } from "./user-story-card";
import { StrategyOnAPage } from "./strategy-on-a-page";
import { PositioningToLaunch } from "./positioning-to-launch";
import { PricingTierLadder } from "./pricing-tier-ladder";
import { PlgTrialFunnel } from "./plg-trial-funnel";
import { PrdAnatomy } from "./prd-anatomy";
import { RoadmapCapacityByTheme } from "./roadmap-capacity-by-theme";
import { WsjfDelayCost } from "./wsjf-delay-cost";
import { WsjfUrgencyProfiles } from "./wsjf-urgency-profiles";
import { WsjfFormula } from "./wsjf-formula";
import { TechDebtQuadrant } from "./tech-debt-quadrant";
import { VanWestendorpCrossings } from "./van-westendorp-crossings";
import { AbPeeking } from "./ab-peeking";
import { AbNovelty } from "./ab-novelty";
import { JtbdJobStory } from "./jtbd-job-story";
import { JtbdSwitchTimeline } from "./jtbd-switch-timeline";
import { AbSampleSizeByEffect } from "./ab-sample-size-by-effect";
import { TamSamSomRings } from "./tam-sam-som-rings";
import { InterviewLoop } from "./interview-loop";
import { AiFeaturePath } from "./ai-feature-path";
import { PsychologyPrinciplesMap } from "./psychology-principles-map";

export const diagrams: Record<DiagramName, ComponentType> = {
  "ab-test-readout": AbTestReadout,
  "ab-sample-size-by-effect": AbSampleSizeByEffect,
  "funnel-and-cohorts": FunnelAndCohorts,
  "jobs-to-be-done-forces": JobsToBeDoneForces,
  "moscow-effort": MoscowEffort,
  "ice-score": IceScore,
  "value-proposition-canvas": ValuePropositionCanvasDiagram,
  "user-story-map": UserStoryMap,
  "okr-scoring": OkrScoring,
  "business-model-canvas": BusinessModelCanvas,
  "double-diamond": DoubleDiamond,
  "dual-track-agile": DualTrackAgile,
  "kaizen-steps": KaizenSteps,
  "kano-model": KanoModel,
  "kano-better-worse": KanoBetterWorse,
  "van-westendorp-one-respondent": VanWestendorpOneRespondent,
  "lean-startup-loop": LeanStartupLoop,
  "north-star-metric": NorthStarMetric,
  "opportunity-scoring": OpportunityScoring,
  "opportunity-solution-tree": OpportunitySolutionTree,
  "strategy-deployment": StrategyDeployment,
  "commitment-currencies": CommitmentCurrencies,
  "rice-score": RiceScore,
  "wsjf-delay-cost": WsjfDelayCost,
  "wsjf-urgency-profiles": WsjfUrgencyProfiles,
  "wsjf-formula": WsjfFormula,
  "tam-sam-som-rings": TamSamSomRings,
  "van-westendorp-curves": VanWestendorpCurves,
  "heart-gsm-grid": HeartGsmGrid,
  "aarrr-funnel": AarrrFunnel,
  "strategy-choice-cascade": StrategyChoiceCascade,
  "ost-meal-kit-tree": OstMealKitTree,
  "bmc-staff-scheduling": BmcStaffScheduling,
  "churn-compounding": ChurnCompounding,
  "retention-curve": RetentionCurve,
  "activation-split": ActivationSplit,
  "ab-test-arms": AbTestArms,
  "velocity-forecast": VelocityForecast,
  "technical-debt-interest": TechnicalDebtInterest,
  "pmf-survey": PmfSurvey,
  "okr-tree": OkrTree,
  "stakeholder-grid": StakeholderGrid,
  "user-story-card": UserStoryCard,
  "ml-confidence-threshold": MlConfidenceThreshold,
  "software-delivery-pipeline": SoftwareDeliveryPipeline,
  "api-polling-webhook": ApiPollingWebhook,
  "churn-compounding-months": ChurnCompoundingMonths,
  "funnel-sign-up-later": FunnelSignUpLater,
  "booking-link-loop": BookingLinkLoop,
  "tech-debt-quadrant": TechDebtQuadrant,
  "van-westendorp-crossings": VanWestendorpCrossings,
  "ab-peeking": AbPeeking,
  "ab-novelty": AbNovelty,
  "jtbd-job-story": JtbdJobStory,
  "jtbd-switch-timeline": JtbdSwitchTimeline,
  "ab-test-split": AbTestSplit,
  "rice-invoicing-ranking": RiceInvoicingRanking,
  "roadmap-now-next-later": RoadmapNowNextLater,
  "cac-payback": CacPayback,
  "second-order-effects": SecondOrderEffects,
  "prototype-test-rounds": PrototypeTestRounds,
  "strategy-on-a-page": StrategyOnAPage,
  "positioning-to-launch": PositioningToLaunch,
  "pricing-tier-ladder": PricingTierLadder,
  "plg-trial-funnel": PlgTrialFunnel,
  "prd-anatomy": PrdAnatomy,
  "roadmap-capacity-by-theme": RoadmapCapacityByTheme,
  "interview-loop": InterviewLoop,
  "ai-feature-path": AiFeaturePath,
  "psychology-principles-map": PsychologyPrinciplesMap,
};

/** Draws the diagram registered under `name`. */
export function Diagram({ name }: { name: DiagramName }) {
  const Drawing = diagrams[name];
  return <Drawing />;
}
