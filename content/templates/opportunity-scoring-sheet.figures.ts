import { opportunityReadings, opportunityThresholds } from "@/lib/frameworks/opportunity";

const { strong, worthExploring, highImportance } = opportunityThresholds;

/**
 * Every computed figure content/templates/opportunity-scoring-sheet.md
 * states, by the expression written in its :calc[shown]{expr="..."}: the
 * figures test recomputes each one here from the calculator's thresholds and
 * readings, and fails on a figure that drifts from them.
 */
export const figures: Readonly<Record<string, unknown>> = {
  strong,
  worthExploring,
  highImportance,
  "opportunityReadings.appropriatelyServed": opportunityReadings.appropriatelyServed,
};
