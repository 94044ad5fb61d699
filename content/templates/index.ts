/**
 * The templates registry (issue 19): one file per template, in the order
 * the /templates index lists them, grouped discover → decide → define →
 * deliver → measure. lib/templates/schema.ts is the contract; the pages,
 * the Markdown and CSV downloads (lib/templates/downloads.ts) and the
 * search record are generated from these objects.
 */
import type { Template } from "@/lib/templates/schema";
import { kanoSurvey } from "./kano-survey";
import { onePageProductBrief } from "./one-page-product-brief";
import { opportunityScoringSheet } from "./opportunity-scoring-sheet";
import { productRequirementsDocument } from "./product-requirements-document";
import { riceScoringSheet } from "./rice-scoring-sheet";

export const templates: Template[] = [
  riceScoringSheet,
  opportunityScoringSheet,
  kanoSurvey,
  productRequirementsDocument,
  onePageProductBrief,
];
