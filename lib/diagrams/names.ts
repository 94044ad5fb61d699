/**
 * Every drawn diagram, by key. Content refers to a diagram by its key (a
 * framework page's `diagram`, or a `{ kind: "diagram" }` content block);
 * components/diagrams maps each key to the server component that draws it.
 * The list lives here, free of React, so the zod schemas can check keys.
 */
export const diagramNames = [
  // Framework illustrations, shown at the top of their explainer.
  "jobs-to-be-done-forces",
  "moscow-effort",
  "ice-score",
  "value-proposition-canvas",
  "user-story-map",
  "okr-scoring",
  "business-model-canvas",
  "double-diamond",
  "dual-track-agile",
  "kaizen-steps",
  "kano-model",
  "lean-startup-loop",
  "north-star-metric",
  "opportunity-scoring",
  "opportunity-solution-tree",
  "rice-score",
  "wsjf-delay-cost",
  "tam-sam-som-rings",
  "van-westendorp-curves",
  "heart-gsm-grid",
  "aarrr-funnel",
  "strategy-choice-cascade",
  // Worked examples drawn inside a page's content.
  "ost-meal-kit-tree",
  "wsjf-urgency-profiles",
  "wsjf-formula",
  "kano-better-worse",
  "van-westendorp-one-respondent",
  "bmc-staff-scheduling",
  // Glossary terms.
  "churn-compounding",
  "retention-curve",
  "activation-split",
  "ab-test-arms",
  "velocity-forecast",
  "technical-debt-interest",
  "pmf-survey",
  "okr-tree",
  "stakeholder-grid",
  "user-story-card",
  // Product Mastery topics.
  "ml-confidence-threshold",
  "software-delivery-pipeline",
  "api-polling-webhook",
  "churn-compounding-months",
  "funnel-sign-up-later",
  "booking-link-loop",
  "tech-debt-quadrant",
  "van-westendorp-crossings",
  "ab-peeking",
  "ab-novelty",
  "jtbd-job-story",
  "jtbd-switch-timeline",
  "ab-test-split",
  "rice-invoicing-ranking",
  "roadmap-now-next-later",
  "cac-payback",
  "second-order-effects",
  "prototype-test-rounds",
  // Guides: each guide's illustration (its front matter's `diagram`) and the drawings its body places.
  "prd-anatomy",
  "roadmap-capacity-by-theme",
  "strategy-on-a-page",
  "positioning-to-launch",
  "pricing-tier-ladder",
  "plg-trial-funnel",
  "ab-test-readout",
  "ab-sample-size-by-effect",
  "funnel-and-cohorts",
  // Content pages outside the article template: each one's explanatory picture.
  "interview-loop",
  "ai-feature-path",
  "psychology-principles-map",
  // Book reviews: a drawing of the book's central model, among its key ideas.
  "strategy-deployment",
  "commitment-currencies",
] as const;

export type DiagramName = (typeof diagramNames)[number];
