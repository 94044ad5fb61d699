/**
 * The Van Westendorp calculator's results: the acceptable range and the four
 * price points, the chart, and the curves as a table (the chart's text
 * alternative, and the numbers to check it by). Rendered inside the
 * calculator's client leaf; the math is lib/frameworks/van-westendorp.ts.
 */
import { formatDecimal } from "@/lib/stats/format";
import { formatPrice, priceSensitivity, pricePoints, worstCaseMarginPoints, type PriceAnswers, type PricePointKey } from "@/lib/frameworks/van-westendorp";
import { priceCurveLines } from "@/lib/frameworks/van-westendorp-chart";
import { PriceCurvesChart } from "./price-curves-chart";

/** Below this many valid respondents the explainer advises reading the points as rough. */
const enoughRespondents = 100;

const tick = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const shown = (value: number | null) => (value === null ? "No crossing" : formatPrice(value));
const percent = (share: number) => `${formatDecimal(share * 100, 1)}%`;

// On a phone the panel has no frame or padding of its own: the chart gets the column's whole width, so its 14-unit labels stay above 12 px.
// It spans the tool under the answers; from 52rem (the tool at 1,024 px and up) the four points are a row of figures and the chart is
// the wide drawing, 750 px or more across (at 1,280 px it was 260 px, in a column beside the answers).
export function PriceSensitivityResults({ answers, excluded }: { answers: readonly PriceAnswers[]; excluded: readonly string[] }) {
  const analysis = answers.length > 0 ? priceSensitivity(answers) : null;
  const order: PricePointKey[] = ["pmc", "opp", "ipp", "pme"];
  const n = answers.length;

  return (
    <section aria-labelledby="psm-results" className="min-w-0 sm:rounded-2xl sm:border sm:border-border sm:bg-background sm:p-5 @min-[52rem]/vw:p-6">
      <h3 id="psm-results" className="text-lg font-bold">
        Results
      </h3>
      {analysis === null ? (
        <p className="mt-2 text-muted">Enter one respondent&apos;s four answers, rising from too cheap to too expensive, to see the curves.</p>
      ) : (
        <>
          <p className="mt-2 text-base" aria-live="polite">
            {analysis.points.pmc !== null && analysis.points.pme !== null ? (
              <>
                Acceptable range: <strong>{formatPrice(analysis.points.pmc)}</strong> to <strong>{formatPrice(analysis.points.pme)}</strong>
              </>
            ) : (
              <>No acceptable range: a pair of curves never crosses.</>
            )}
            {analysis.points.opp !== null ? (
              <>
                ; optimal price point <strong>{formatPrice(analysis.points.opp)}</strong>
              </>
            ) : null}
            .
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm @min-[52rem]/vw:grid-cols-4 @min-[52rem]/vw:gap-3">
            {order.map((key) => (
              <div key={key} className="contents @min-[52rem]/vw:flex @min-[52rem]/vw:flex-col @min-[52rem]/vw:justify-between @min-[52rem]/vw:rounded-xl @min-[52rem]/vw:bg-surface-raised @min-[52rem]/vw:px-4 @min-[52rem]/vw:py-3">
                <dt>
                  {pricePoints[key].name} <span className="text-muted">({pricePoints[key].short})</span>
                </dt>
                <dd className="text-right font-semibold tabular-nums @min-[52rem]/vw:mt-1 @min-[52rem]/vw:text-left @min-[52rem]/vw:text-xl" data-point={key}>
                  {shown(analysis.points[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            From {n} {n === 1 ? "respondent" : "respondents"}
            {excluded.length > 0 ? ` (left out until fixed: ${excluded.join(", ")})` : ""}.
            {n < enoughRespondents
              ? ` With so few, each share moves in steps of ${formatDecimal(100 / n, 1)} points and its margin of error is about ${formatDecimal(worstCaseMarginPoints(n), 0)} points: read the points as rough, and aim for ${enoughRespondents} or more per segment.`
              : null}
          </p>
          {/* On a phone the chart takes the tool's side padding, so its labels stay at 12 px or more at 360 px. One of the two
              drawings shows at a time (the other is display: none, out of the accessibility tree too). */}
          {(["narrow", "wide"] as const).map((shape) => (
            <div key={shape} className={shape === "narrow" ? "-mx-3 mt-4 sm:mx-0 @min-[52rem]/vw:hidden" : "mt-6 hidden @min-[52rem]/vw:block [&>svg]:w-full"}>
              <PriceCurvesChart
                id={shape === "narrow" ? "psm-chart" : "psm-chart-wide"}
                shape={shape}
                title={`Price curves for ${n} ${n === 1 ? "respondent" : "respondents"}`}
                description="The four cumulative curves by price, with the acceptable range shaded and the four crossings marked. The table below the chart gives the same shares at each price."
                curves={analysis.curves}
                points={analysis.points}
                lines={priceCurveLines}
                formatTick={(value) => tick.format(value)}
                formatPoint={formatPrice}
              />
            </div>
          ))}
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-primary">Show the curves as a table</summary>
            <div className="mt-2 max-h-80 overflow-auto @min-[52rem]/vw:max-w-3xl" tabIndex={0} role="region" aria-label="The four curves at each price">
              <table className="w-full text-right text-sm tabular-nums">
                <caption className="sr-only">The four curves at each price: the share of respondents</caption>
                <thead className="sticky top-0 bg-background">
                  <tr>
                    {/* Tight cells and 12 px headings on a phone: the five columns must fit 358 px without a sideways scroll. */}
                    <th scope="col" className="px-1 py-1 text-left text-xs @min-[52rem]/vw:text-sm">
                      Price
                    </th>
                    {priceCurveLines.map((line) => (
                      <th key={line.curve} scope="col" className="px-1 py-1 text-xs @min-[52rem]/vw:text-sm">
                        {line.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {analysis.curves.map((point) => (
                    <tr key={point.price} className="border-t border-border">
                      <th scope="row" className="px-1 py-1 text-left font-normal">
                        {tick.format(point.price)}
                      </th>
                      {priceCurveLines.map((line) => (
                        <td key={line.curve} className="px-1 py-1">
                          {percent(point[line.curve])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
