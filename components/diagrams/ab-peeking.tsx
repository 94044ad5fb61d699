import { formatPValue } from "@/lib/stats/format";
import { firstSignificantDay, nullPValuePath, peekingFalsePositiveRate } from "@/lib/stats/peeking";
import { DiagramSvg, Lines, color } from "./svg";

/** The simulated A/A test the figure draws: four weekly cycles, and the seed of one path that dips early (tests/unit/stats/peeking.test.ts checks it does). */
export const PEEKING_DAYS = 28;
export const PEEKING_SEED = 275;
/** The look counts the bars compare; the last is the top chart's daily checks. */
const LOOKS = [1, 2, 5, 10, PEEKING_DAYS] as const;

const W = 360;
const path = nullPValuePath(PEEKING_DAYS, PEEKING_SEED);
const stopDay = firstSignificantDay(path)!;
const r = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const rates = LOOKS.map((looks) => ({ looks, rate: peekingFalsePositiveRate(looks) }));

/** The path's chart: p on a log scale from 1 down to 0.01, so the 0.05 line sits well clear of the axis. */
const TOP = { left: 44, right: 350, top: 40, bottom: 176 } as const;
const dayX = (day: number) => r(TOP.left + ((day - 1) / (PEEKING_DAYS - 1)) * (TOP.right - TOP.left));
const pY = (p: number) => r(TOP.top + (-Math.log10(Math.max(p, 0.01)) / 2) * (TOP.bottom - TOP.top));

/** The bars: one per look count, the chance of at least one false win. */
const BARS = { top: 268, left: 88, width: 200, row: 24, height: 14 } as const;
const barMax = 0.3;

/**
 * Peeking, drawn: one simulated test with no real difference whose daily
 * p-value dips under 0.05 before drifting back up, and the chance of such a
 * false win as the number of looks grows (Armitage, McPherson and Rowe's
 * figures, computed by lib/stats/peeking).
 */
export function AbPeeking() {
  const line = path.map((p, index) => `${dayX(index + 1)},${pY(p)}`).join(" ");
  const last = path.at(-1)!;
  return (
    <DiagramSvg
      id="diagram-ab-peeking"
      title="Why peeking inflates false positives: one test with no real effect, checked daily, and the false-positive rate by number of looks"
      description={
        `Top: the daily p-value of a simulated test with no real difference over ${PEEKING_DAYS} days. It falls below 0.05 on day ${stopDay} (p = ${formatPValue(path[stopDay - 1]!)}), ` +
        `where a team checking daily would stop and call a win, and ends on day ${PEEKING_DAYS} at p = ${formatPValue(last)}. ` +
        `Bottom: the chance that a test with no real effect shows p below 0.05, in either direction, at one or more evenly spaced looks: ${rates.map(({ looks, rate }) => `${looks} ${looks === 1 ? "look" : "looks"}, ${percent(rate)}`).join("; ")}.`
      }
      width={W}
      height={BARS.top + LOOKS.length * BARS.row + 8}
    >
      <Lines x={0} y={16} lines={["Daily p-value of a test with no real difference"]} bold />
      <Lines x={TOP.left} y={TOP.top - 8} lines={["log scale"]} fill={color.muted} />
      <g stroke={color.border} strokeWidth={1}>
        {[1, 0.1, 0.01].map((p) => (
          <path key={p} d={`M${TOP.left} ${pY(p)}H${TOP.right}`} />
        ))}
      </g>
      <g fill={color.muted} textAnchor="end">
        {[1, 0.1, 0.01].map((p) => (
          <text key={p} x={TOP.left - 6} y={pY(p) + 5}>
            {p}
          </text>
        ))}
      </g>
      <path d={`M${TOP.left} ${pY(0.05)}H${TOP.right}`} stroke={color.destructive} strokeWidth={1.5} strokeDasharray="6 4" />
      <Lines x={TOP.right} y={pY(0.05) - 6} lines={["p = 0.05"]} anchor="end" fill={color.destructive} />
      <polyline points={line} fill="none" stroke={color.primary} strokeWidth={2.5} strokeLinejoin="round" />
      <path d={`M${TOP.left} ${TOP.top}V${TOP.bottom}H${TOP.right}`} fill="none" stroke={color.muted} strokeWidth={1.5} />
      <circle cx={dayX(stopDay)} cy={pY(path[stopDay - 1]!)} r={5} fill={color.foreground} stroke={color.background} strokeWidth={1.5} />
      <Lines x={176} y={TOP.bottom - 26} lines={[`← Day ${stopDay}: p = ${formatPValue(path[stopDay - 1]!)}`, "a daily checker stops here"]} />
      <circle cx={dayX(PEEKING_DAYS)} cy={pY(last)} r={5} fill={color.foreground} stroke={color.background} strokeWidth={1.5} />
      <Lines x={dayX(PEEKING_DAYS)} y={pY(last) - 10} lines={[`Day ${PEEKING_DAYS}: p = ${formatPValue(last)}`]} anchor="end" />
      <Lines x={TOP.left} y={TOP.bottom + 20} lines={["Day 1"]} fill={color.muted} />
      <Lines x={TOP.right} y={TOP.bottom + 20} lines={[`Day ${PEEKING_DAYS}`]} anchor="end" fill={color.muted} />
      <Lines x={0} y={BARS.top - 30} lines={['Chance of a false "significant" result']} bold />
      <Lines x={0} y={BARS.top - 12} lines={["Number of evenly spaced looks"]} fill={color.muted} />
      {rates.map(({ looks, rate }, index) => {
        const y = BARS.top + index * BARS.row;
        const width = r((rate / barMax) * BARS.width);
        return (
          <g key={looks}>
            <text x={BARS.left - 10} y={y + 12} textAnchor="end">
              {looks === PEEKING_DAYS ? `${looks}, daily` : looks}
            </text>
            <rect x={BARS.left} y={y} width={width} height={BARS.height} rx={3} fill={looks === 1 ? color.muted : color.primary} />
            <text x={BARS.left + width + 6} y={y + 12} fontWeight={700}>
              {percent(rate)}
            </text>
          </g>
        );
      })}
    </DiagramSvg>
  );
}
