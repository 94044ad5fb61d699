/**
 * The OKRs page's worked example: one quarter's objective and key results
 * for a bookshop inventory app's onboarding team. The page's table and the
 * drawn diagram both read this, so they always show the same numbers.
 */
import type { KeyResult } from "@/lib/frameworks/okr";

export const okrObjective = "Make the first month so smooth that new shops never need to call us";

/** One quarter's key results for a bookshop inventory app's onboarding team; `short` labels the drawn version. */
export const okrWorkedExample: (KeyResult & { short: string; unit: string })[] = [
  { name: "Share of new shops that import their catalogue in week 1 (%)", short: "Catalogue imported in week 1", unit: "%", start: 45, target: 75, actual: 66 },
  { name: "Median days from sign-up to the first sale recorded", short: "Days to first sale", unit: "", start: 9, target: 3, actual: 5 },
  { name: "Support tickets per new shop in its first month", short: "Tickets per new shop", unit: "", start: 4, target: 1.5, actual: 3 },
];
