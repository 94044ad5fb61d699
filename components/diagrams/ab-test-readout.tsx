import { mealKitTest as ex } from "@/data/guides";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatPoints } from "@/lib/calculators/ab-test";
import { readTest } from "@/lib/stats/ab-test";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const result = readTest(ex.control, ex.variant, ex.alpha);
const pct = (fraction: number) => fraction * 100;
const mde = pct(ex.mde);
/** One decimal, as the guide states the interval: 0.0178 → "1.8". */
const oneDecimal = (fraction: number) => formatPoints(fraction).replace(/^\+/, "");
const plot = { left: 122, right: 346, from: -1, to: 4 };
const xOf = (points: number) => plot.left + ((points - plot.from) / (plot.to - plot.from)) * (plot.right - plot.left);
const ticks = [-1, 0, 1, 2, 3, 4];
/** Two invented results on the same scale, to read the guide's against. */
const comparisons = [
  { label: "Clear win", low: 2.4, high: 3.8 },
  { label: "Our test", low: pct(result.low), high: pct(result.high) },
  { label: "Too small to tell", low: -0.6, high: 2.6 },
];
const main = { y: 64, h: 14 };
const rowY = (i: number) => 120 + i * 28;
const axisY = 208;

/** The meal-kit test's confidence interval read against two lines: zero (no effect) and the smallest effect worth shipping. */
export function AbTestReadout() {
  const low = oneDecimal(result.low);
  const high = oneDecimal(result.high);
  return (
    <DiagramSvg
      id="diagram-ab-readout"
      title="Reading an A/B test result against zero and the minimum detectable effect"
      description={`A number line of the difference in first-order rate, in percentage points, from ${plot.from} to +${plot.to}, with a solid line at 0 (no effect) and a dashed line at +${mde} (the minimum detectable effect). The meal-kit test's 95% confidence interval runs from ${low} to ${high} points around an observed ${formatPoints(result.difference)}: wholly above zero, so significant, and reaching past the MDE. For comparison, a clear win lies wholly right of the MDE line (+2.4 to +3.8), and a test too small to tell crosses zero (${formatPoints(-0.006)} to +2.6). The test compared ${formatNumber(ex.control.users)} and ${formatNumber(ex.variant.users)} users; p = ${result.pValue.toFixed(4)}.`}
      width={W}
      height={axisY + 74}
    >
      {/* Reference lines: no effect, and the smallest effect worth shipping. */}
      <path d={`M${xOf(0)} 30V${axisY}`} stroke={color.muted} strokeWidth={2} />
      <path d={`M${xOf(mde)} 30V${axisY}`} stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
      <Lines x={xOf(0)} y={22} lines={["No effect"]} anchor="middle" fill={color.muted} />
      <Lines x={xOf(mde)} y={22} lines={[`MDE +${mde}`]} anchor="middle" fill={color.muted} />

      <Lines x={8} y={main.y + 5} lines={["95% CI"]} bold />
      <rect x={xOf(pct(result.low))} y={main.y - main.h / 2} width={xOf(pct(result.high)) - xOf(pct(result.low))} height={main.h} rx={main.h / 2} fill={color.primary} />
      <circle cx={xOf(pct(result.difference))} cy={main.y} r={9} fill={color.primary} stroke={color.background} strokeWidth={3} />
      {/* Right-aligned just past the dot, so the label stays clear of the MDE line beside it. */}
      {/* Ending left of the point: the dashed MDE line runs just right of it. */}
      <Lines x={xOf(pct(result.difference)) - 6} y={main.y - 16} lines={[formatPoints(result.difference)]} anchor="end" bold />
      <Lines x={xOf(pct(result.low))} y={main.y + 28} lines={[low]} anchor="middle" />
      <Lines x={xOf(pct(result.high))} y={main.y + 28} lines={[high]} anchor="middle" />

      {comparisons.map((row, i) => (
        <g key={row.label}>
          <Lines x={8} y={rowY(i) + 5} lines={[row.label]} fill={color.muted} />
          {/* Solid fills with text-level contrast on either theme (a half-transparent primary was grey-lavender on navy); our own test in the primary colour of its interval above. */}
          <rect x={xOf(row.low)} y={rowY(i) - 5} width={xOf(row.high) - xOf(row.low)} height={10} rx={5} fill={row.label === "Our test" ? color.primary : color.muted} />
        </g>
      ))}

      <path d={`M${plot.left} ${axisY}H${plot.right}`} stroke={color.muted} strokeWidth={2} />
      {ticks.map((tick) => (
        <g key={tick}>
          <path d={`M${xOf(tick)} ${axisY}v6`} stroke={color.muted} strokeWidth={2} />
          <Lines x={xOf(tick)} y={axisY + 22} lines={[tick > 0 ? `+${tick}` : tick < 0 ? `\u2212${-tick}` : "0"]} anchor="middle" />
        </g>
      ))}
      <Lines x={W / 2} y={axisY + 44} lines={["Difference in first-order rate (points)"]} anchor="middle" />
      <Lines x={W / 2} y={axisY + 66} lines={[`p = ${result.pValue.toFixed(4)} \u00b7 ${formatNumber(ex.control.users)} vs ${formatNumber(ex.variant.users)} users`]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
