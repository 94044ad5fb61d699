import { PriceCurvesChart } from "@/components/frameworks/price-curves-chart";
import { quilloPilot } from "@/data/framework-examples";
import { formatDollars, priceSensitivity } from "@/lib/frameworks/van-westendorp";
import { priceCurveLines } from "@/lib/frameworks/van-westendorp-chart";

const { curves, points } = priceSensitivity(quilloPilot);
const shown = (value: number | null) => (value === null ? "none" : formatDollars(value));

/** The four curves of Quillo's pilot: the same chart the calculator draws, from the worked example's answers. */
export function VanWestendorpCurves() {
  return (
    <PriceCurvesChart
      id="diagram-van-westendorp"
      title="Van Westendorp price curves for Quillo's pilot of ten respondents"
      description={
        `Price per month from $${curves[0]!.price} to $${curves.at(-1)!.price} across, share of respondents from 0% to 100% up. ` +
        "Too cheap falls and not cheap rises; not expensive falls and too expensive rises. " +
        `They cross at the point of marginal cheapness, ${shown(points.pmc)}; the optimal price point, ${shown(points.opp)}; ` +
        `the indifference price point, ${shown(points.ipp)}; and the point of marginal expensiveness, ${shown(points.pme)}. ` +
        `The acceptable range, from ${shown(points.pmc)} to ${shown(points.pme)}, is shaded. The worked example's table gives the same shares at each price.`
      }
      curves={curves}
      points={points}
      lines={priceCurveLines}
      formatTick={(value) => `$${value}`}
      formatPoint={formatDollars}
    />
  );
}
