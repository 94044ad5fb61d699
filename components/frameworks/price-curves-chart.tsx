/**
 * The four Van Westendorp curves as a line chart, with the acceptable range
 * shaded and the four crossings marked. One drawing for two places: the
 * explainer's diagram (a server component renders it with the worked
 * example) and the calculator (which redraws it as answers change), so the
 * page teaches with exactly the picture the tool makes.
 *
 * No hooks and no client-only code, so it renders on either side. Colours
 * are theme variables; the curves differ by dash as well as colour, so the
 * chart reads without colour too. Straight lines join the grid prices, the
 * same lines the crossings are interpolated on, so each marked point sits
 * on its two curves. Text is 14 units in a 360-unit drawing (13 px or more
 * in a phone's column).
 *
 * Two shapes of one drawing: "narrow" (360 units across, the legend in two
 * columns under the plot) for a phone's column and the explainer, "wide"
 * (880 across, the legend on one line) for a calculator with a page's width
 * to give it, where the narrow one drew at 360 px and a stretched one at
 * 28 px text.
 */
import { defined } from "@/lib/defined-props";
import type { CurveName, CurvePoint, PricePointKey } from "@/lib/frameworks/van-westendorp";
import { chartTicks, pricePointLabels, type PriceCurveLine } from "@/lib/frameworks/van-westendorp-chart";

type Shape = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Where the legend's i-th line and the i-th crossing's price are written (their text's left and baseline). */
  legend: (index: number) => { x: number; y: number };
  crossing: (index: number) => { x: number; y: number };
};

const shapes: Record<"narrow" | "wide", Shape> = {
  narrow: {
    width: 360,
    height: 370,
    plot: { left: 46, right: 344, top: 62, bottom: 232 },
    legend: (index) => ({ x: index % 2 === 0 ? 8 : 186, y: 232 + 44 + Math.floor(index / 2) * 24 }),
    crossing: (index) => ({ x: index % 2 === 0 ? 8 : 186, y: 232 + 104 + Math.floor(index / 2) * 22 }),
  },
  wide: {
    width: 880,
    height: 372,
    plot: { left: 52, right: 864, top: 62, bottom: 300 },
    legend: (index) => ({ x: 52 + index * 200, y: 300 + 46 }),
    crossing: (index) => ({ x: 52 + index * 200, y: 300 + 68 }),
  },
};

const style: Record<CurveName, { stroke: string; dash?: string }> = {
  tooCheap: { stroke: "var(--primary)", dash: "7 5" },
  notCheap: { stroke: "var(--primary)" },
  notExpensive: { stroke: "var(--foreground)" },
  tooExpensive: { stroke: "var(--foreground)", dash: "7 5" },
};

type Props = {
  /** Unique on the page: the title's and description's ids derive from it. */
  id: string;
  /** "narrow" unless given: see the file's comment. */
  shape?: keyof typeof shapes;
  title: string;
  description: string;
  /** Shares (0-1) at each grid price, ascending. */
  curves: readonly CurvePoint[];
  points: Readonly<Record<PricePointKey, number | null>>;
  lines: readonly PriceCurveLine[];
  /** A tick's price ("$25"). */
  formatTick: (value: number) => string;
  /** A crossing's price ("$18.00"). */
  formatPoint: (value: number) => string;
};

const r = (value: number) => Math.round(value * 10) / 10;

export function PriceCurvesChart({ id, shape = "narrow", title, description, curves, points, lines, formatTick, formatPoint }: Props) {
  const { width, height, plot, legend, crossing } = shapes[shape];
  const prices = curves.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // One price named by everyone: widen the axis so the chart still has a width.
  const [min, max] = low === high ? [low * 0.9, high * 1.1 || 1] : [low, high];
  const x = (price: number) => r(plot.left + ((price - min) / (max - min)) * (plot.right - plot.left));
  const y = (share: number) => r(plot.bottom - share * (plot.bottom - plot.top));
  const ticks = chartTicks(min, max);
  const pmc = points.pmc;
  const pme = points.pme;
  const marked = pricePointLabels(points, curves, formatPoint);
  const bandCentre = pmc !== null && pme !== null ? Math.min(Math.max((x(pmc) + x(pme)) / 2, 70), width - 70) : 0;

  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="h-auto max-w-full" fontSize={14} fill="var(--foreground)">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {pmc !== null && pme !== null && pme > pmc ? (
        <g>
          <rect x={x(pmc)} y={plot.top} width={r(x(pme) - x(pmc))} height={plot.bottom - plot.top} fill="var(--accent)" />
          <text x={r(bandCentre)} y={16} textAnchor="middle" fontWeight={700}>
            Acceptable range
          </text>
        </g>
      ) : null}
      <g stroke="var(--border)" strokeWidth={1}>
        {[0, 0.25, 0.5, 0.75, 1].map((share) => (
          <path key={share} d={`M${plot.left} ${y(share)}H${plot.right}`} />
        ))}
      </g>
      <g fill="var(--muted)" textAnchor="end">
        {[0, 0.5, 1].map((share) => (
          <text key={share} x={plot.left - 6} y={y(share) + 5}>
            {share * 100}%
          </text>
        ))}
      </g>
      <g fill="var(--muted)" textAnchor="middle">
        {ticks.map((tick) => (
          <text key={tick} x={x(tick)} y={plot.bottom + 20}>
            {formatTick(tick)}
          </text>
        ))}
      </g>
      <path d={`M${plot.left} ${plot.top}V${plot.bottom}H${plot.right}`} stroke="var(--muted)" strokeWidth={1.5} fill="none" />
      <g fill="none" strokeWidth={2.5} strokeLinejoin="round">
        {(Object.keys(style) as CurveName[]).map((curve) => (
          <polyline
            key={curve}
            points={curves.map((point) => `${x(point.price)},${y(point[curve])}`).join(" ")}
            stroke={style[curve].stroke}
            {...defined({ strokeDasharray: style[curve].dash })}
          />
        ))}
      </g>
      {marked.map((mark) => (
        <g key={mark.key}>
          <path d={`M${x(mark.price)} ${mark.row === 0 ? 36 : 52}V${plot.bottom}`} stroke="var(--muted)" strokeWidth={1} strokeDasharray="2 3" />
          <circle cx={x(mark.price)} cy={y(mark.share)} r={4.5} fill="var(--foreground)" stroke="var(--background)" strokeWidth={1.5} />
          <text x={x(mark.price)} y={mark.row === 0 ? 34 : 50} textAnchor="middle" fontWeight={700}>
            {mark.short}
          </text>
        </g>
      ))}
      <g>
        {lines.map((line, index) => {
          const { x: left, y: top } = legend(index);
          return (
            <g key={line.curve}>
              <path d={`M${left} ${top - 5}h28`} stroke={style[line.curve].stroke} strokeWidth={2.5} {...defined({ strokeDasharray: style[line.curve].dash })} />
              <text x={left + 34} y={top}>
                {line.label}
              </text>
            </g>
          );
        })}
      </g>
      <g fill="var(--muted)">
        {marked.map((mark, index) => (
          <text key={mark.key} {...crossing(index)}>
            {mark.short} {mark.shown}
          </text>
        ))}
      </g>
    </svg>
  );
}
