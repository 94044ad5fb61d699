import { quilloPilot } from "@/data/framework-examples";
import { formatDollars, pricePoints, priceSensitivity, type CurveName, type PricePointKey } from "@/lib/frameworks/van-westendorp";
import { curveAt, priceCurveLines } from "@/lib/frameworks/van-westendorp-chart";
import { DiagramSvg, Lines, color, defined } from "./svg";

const { curves, points } = priceSensitivity(quilloPilot);
const W = 360;
const PANEL_W = 172;
const PANEL_H = 184;
/** The plot inside a panel, below its title and the two curves' names. */
const PLOT = { left: 6, width: 160, top: 62, height: 96 } as const;
const low = curves[0]!.price;
const high = curves.at(-1)!.price;
const r = (value: number) => Math.round(value * 10) / 10;

/** The same strokes as the hero chart (components/frameworks/price-curves-chart.tsx), so a curve is recognised across the two. */
const stroke: Record<CurveName, { colour: string; dash?: string }> = {
  tooCheap: { colour: color.primary, dash: "7 5" },
  notCheap: { colour: color.primary },
  notExpensive: { colour: color.foreground },
  tooExpensive: { colour: color.foreground, dash: "7 5" },
};
/** A price's and a share's place inside a panel, from its top left corner. */
const localX = (value: number) => r(PLOT.left + ((value - low) / (high - low)) * PLOT.width);
const localY = (share: number) => r(PLOT.top + (1 - share) * PLOT.height);
const curveId = (curve: CurveName) => `diagram-van-westendorp-crossings-${curve}`;
const label = (curve: CurveName) => priceCurveLines.find((line) => line.curve === curve)!.label.toLowerCase();
const keys = Object.keys(pricePoints) as PricePointKey[];

/**
 * One small chart per crossing of Quillo's curves (the worked example's ten
 * respondents): the two curves that define it drawn in the hero chart's
 * strokes, the other two faint behind them, and the point where they meet.
 * The text beside it defines each crossing in words; this shows which pair
 * of lines each one is.
 */
export function VanWestendorpCrossings() {
  const described = keys.map((key) => {
    const point = pricePoints[key];
    const price = points[key];
    return `${point.short}, ${point.name.toLowerCase()}: ${label(point.falling)} meets ${label(point.rising)}${price === null ? ", no crossing" : ` at ${formatDollars(price)}`}.`;
  });
  return (
    <DiagramSvg
      id="diagram-van-westendorp-crossings"
      title="Which two curves meet at each of the four price points, on Quillo's pilot"
      description={`Four small charts of the same four curves, price from $${low} to $${high} across, share up; in each, two curves are drawn strongly and meet at a marked point. ${described.join(" ")}`}
      width={W}
      height={2 * PANEL_H + 4}
    >
      <defs>
        {(Object.keys(stroke) as CurveName[]).map((curve) => (
          <polyline key={curve} id={curveId(curve)} points={curves.map((at) => `${localX(at.price)},${localY(at[curve])}`).join(" ")} />
        ))}
      </defs>
      {keys.map((key, index) => {
        const point = pricePoints[key];
        const price = points[key];
        const pair: CurveName[] = [point.falling, point.rising];
        const cross = price === null ? null : { x: localX(price), y: localY(curveAt(curves, point.falling, price)) };
        // Each panel draws in its own coordinates; each curve is defined once above and placed with <use>
        // (four inline copies of every curve passed the 6 KB budget).
        return (
          <g key={key} transform={`translate(${(index % 2) * (W - PANEL_W)} ${Math.floor(index / 2) * (PANEL_H + 4)})`}>
            <Lines x={2} y={16} lines={[`${point.short}${price === null ? "" : ` ${formatDollars(price)}`}`]} bold />
            {pair.map((curve, row) => (
              <g key={curve}>
                <path d={`M2 ${33 + row * 18}h22`} stroke={stroke[curve].colour} strokeWidth={2.5} {...defined({ strokeDasharray: stroke[curve].dash })} />
                <Lines x={30} y={38 + row * 18} lines={[row === 0 ? label(curve) : `meets ${label(curve)}`]} />
              </g>
            ))}
            <path d={`M${PLOT.left} ${PLOT.top}V${PLOT.top + PLOT.height}H${PLOT.left + PLOT.width}`} fill="none" stroke={color.muted} strokeWidth={1.5} />
            <g fill="none" stroke={color.border} strokeWidth={1.5}>
              {(Object.keys(stroke) as CurveName[])
                .filter((curve) => !pair.includes(curve))
                .map((curve) => (
                  <use key={curve} href={`#${curveId(curve)}`} />
                ))}
            </g>
            <g fill="none" strokeWidth={2.5} strokeLinejoin="round">
              {pair.map((curve) => (
                <use key={curve} href={`#${curveId(curve)}`} stroke={stroke[curve].colour} {...defined({ strokeDasharray: stroke[curve].dash })} />
              ))}
            </g>
            {cross === null ? null : (
              <g>
                <path d={`M${cross.x} ${cross.y}V${PLOT.top + PLOT.height}`} stroke={color.muted} strokeDasharray="2 3" />
                <circle cx={cross.x} cy={cross.y} r={5} stroke={color.background} strokeWidth={1.5} />
              </g>
            )}
            <g fill={color.muted}>
              <Lines x={PLOT.left} y={PLOT.top + PLOT.height + 18} lines={[`$${low}`]} />
              <Lines x={PLOT.left + PLOT.width} y={PLOT.top + PLOT.height + 18} lines={[`$${high}`]} anchor="end" />
            </g>
          </g>
        );
      })}
    </DiagramSvg>
  );
}
