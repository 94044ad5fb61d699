import { formatDecimal } from "@/lib/stats/format";
import { proportionMargin } from "@/lib/stats/proportion";
import { evaluateFormula } from "@/lib/templates/formula";
import { peopleToApproachExpression } from "./pricing-research-plan";

/** The worst-case (50%) 95% margin of a survey share, in percentage points, as the teaching prints it. */
const marginPoints = (respondents: number) => formatDecimal(proportionMargin(0.5, respondents) * 100, 1);

/** The sheet's own "To contact" formula, applied to one pair of inputs. */
const peopleToApproach = (valid: number, usableRate: number) =>
  String(evaluateFormula(peopleToApproachExpression, { "Valid answers needed": valid, "Usable rate %": usableRate }));

/**
 * Every computed figure content/templates/pricing-research-plan.md states,
 * by the expression written in its :calc[shown]{expr="..."}: the figures test
 * recomputes each one here, the margins with lib/stats and the count with the
 * sheet's formula.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "marginPoints(100)": marginPoints(100),
  "marginPoints(200)": marginPoints(200),
  "marginPoints(20)": marginPoints(20),
  "peopleToApproach(200, 25)": peopleToApproach(200, 25),
};
