import type { SiteRoute } from "./index";

/** /frameworks and the ten framework explainers (content/frameworks). */
export const frameworkRoutes: SiteRoute[] = [
  { path: "/frameworks", name: "Frameworks" },
  { path: "/frameworks/business-model-canvas", name: "Framework: Business Model Canvas" },
  { path: "/frameworks/north-star-metric", name: "Framework: North Star Metric" },
  { path: "/frameworks/double-diamond", name: "Framework: Double Diamond" },
  { path: "/frameworks/lean-startup", name: "Framework: Lean Startup" },
  { path: "/frameworks/opportunity-solution-tree", name: "Framework: Opportunity Solution Tree" },
  { path: "/frameworks/rice-scoring", name: "Framework: RICE Scoring" },
  { path: "/frameworks/opportunity-scoring", name: "Framework: Opportunity Scoring" },
  { path: "/frameworks/kano-model", name: "Framework: Kano Model" },
  { path: "/frameworks/dual-track-agile", name: "Framework: Dual-Track Agile" },
  { path: "/frameworks/kaizen", name: "Framework: Kaizen" },
];
