import { riceImpactScaleText } from "@/lib/frameworks/rice";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { rankedNoShowIdeas } from "./rice-scoring-sheet";

/** The two neighbours in the sheet's ranking whose scores are closest, relative to their size: the tie a reader should not over-read. */
function closestNeighbours(): [number, number] {
  const scores = rankedNoShowIdeas.map((entry) => entry.score);
  let best: [number, number] = [scores[0]!, scores[1]!];
  for (let i = 1; i < scores.length - 1; i++) {
    const [a, b] = [scores[i]!, scores[i + 1]!];
    if (a / b < best[0] / best[1]) best = [a, b];
  }
  return best;
}
const [closeHigh, closeLow] = closestNeighbours();

/**
 * Every computed figure content/templates/rice-scoring-sheet.md states, by
 * the expression written in its :calc[shown]{expr="..."}: the figures test
 * recomputes each one here, with the calculator's functions, and fails on a
 * figure that drifts from the sheet's example or the RICE scale.
 */
export const figures: Readonly<Record<string, unknown>> = {
  riceImpactScaleText,
  "formatNumber(closeHigh)": formatNumber(closeHigh),
  "formatNumber(closeLow)": formatNumber(closeLow),
};
