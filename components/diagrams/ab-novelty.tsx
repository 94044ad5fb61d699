import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const PLOT = { left: 16, right: 350, top: 40, bottom: 210 } as const;
const DAYS = 28;
/** Shapes only, in plot units: the lasting effect, where each curve starts, and how fast the surprise wears off (days). */
const LASTING = 0.25;
const FADE_DAYS = 6;
const r = (value: number) => Math.round(value * 10) / 10;
const x = (day: number) => r(PLOT.left + ((day - 1) / (DAYS - 1)) * (PLOT.right - PLOT.left));
/** -1 (the variant far behind) to 1 (far ahead), with 0 mid-plot. */
const y = (gap: number) => r((PLOT.top + PLOT.bottom) / 2 - gap * ((PLOT.bottom - PLOT.top) / 2));
const settle = (start: number) => (day: number) => LASTING + (start - LASTING) * Math.exp(-(day - 1) / FADE_DAYS);
const curve = (gapOn: (day: number) => number) =>
  Array.from({ length: DAYS }, (_, index) => `${x(index + 1)},${y(gapOn(index + 1))}`).join(" ");

/**
 * Novelty and primacy, drawn as the daily gap between variant and control:
 * a novelty effect starts high and fades, a primacy effect starts low and
 * recovers, and both settle on the same lasting effect, the one a short test
 * misreads. Shapes only: no figures, since the point is the trend.
 */
export function AbNovelty() {
  return (
    <DiagramSvg
      id="diagram-ab-novelty"
      title="Novelty and primacy effects: the daily gap between variant and control settles over the weeks"
      description="The daily difference between variant and control over four weeks. A novelty effect starts well above the lasting effect and fades down to it within about two weeks. A primacy effect starts below zero, with the variant behind while habits adjust, and rises to the same lasting effect. A test read in its first few days would overstate the first change and wrongly conclude that the second one hurts."
      width={W}
      height={PLOT.bottom + 56}
    >
      <Lines x={0} y={16} lines={["Daily gap, variant minus control"]} bold />
      <path d={`M${PLOT.left} ${y(0)}H${PLOT.right}`} stroke={color.muted} strokeWidth={1.5} />
      <Lines x={PLOT.right} y={y(0) + 18} lines={["no difference"]} anchor="end" fill={color.muted} />
      <path d={`M${PLOT.left} ${y(LASTING)}H${PLOT.right}`} stroke={color.muted} strokeWidth={1.5} strokeDasharray="3 4" />
      <Lines x={PLOT.right} y={y(LASTING) - 8} lines={["the lasting effect"]} anchor="end" fill={color.muted} />
      <polyline points={curve(settle(0.95))} fill="none" stroke={color.primary} strokeWidth={3} strokeLinejoin="round" />
      <polyline points={curve(settle(-0.7))} fill="none" stroke={color.foreground} strokeWidth={3} strokeDasharray="8 5" strokeLinejoin="round" />
      <Lines x={x(2) + 8} y={y(0.95) + 4} lines={["Novelty: clicked because it is new"]} fill={color.primary} />
      <Lines x={x(2) + 8} y={y(-0.7) + 6} lines={["Primacy: old habits broken at first"]} />
      <path d={`M${PLOT.left} ${PLOT.top}V${PLOT.bottom}`} stroke={color.muted} strokeWidth={1.5} />
      <Lines x={PLOT.left} y={PLOT.bottom + 20} lines={["Day 1"]} fill={color.muted} />
      <Lines x={x(8)} y={PLOT.bottom + 20} lines={["Day 8"]} anchor="middle" fill={color.muted} />
      <Lines x={x(15)} y={PLOT.bottom + 20} lines={["Day 15"]} anchor="middle" fill={color.muted} />
      <Lines x={x(22)} y={PLOT.bottom + 20} lines={["Day 22"]} anchor="middle" fill={color.muted} />
      <Lines x={0} y={PLOT.bottom + 44} lines={["Each settles on its own lasting effect."]} fill={color.muted} />
    </DiagramSvg>
  );
}
