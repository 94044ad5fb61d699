import { retentionCurve } from "@/lib/stats/growth";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The lesson's rate: 3% of the cohort lost each month. */
export const monthlyChurn = 0.03;
const months = 12;
const curve = retentionCurve(monthlyChurn, months);
const plot = { left: 48, right: 256, top: 72, bottom: 272 };
const slot = (plot.right - plot.left) / (months + 1);
const barW = slot - 4;
const yOf = (share: number) => plot.bottom - share * (plot.bottom - plot.top);
const pct = (share: number) => `${Math.round(share * 100)}%`;
const last = curve[months]!;
const lastX = plot.left + months * slot + 2;
const firstX = plot.left + slot + 2;
const noteX = plot.right + 12;

/** A cohort under a constant 3% monthly churn, month by month: 0.97^12 leaves about 69% after a year. */
export function ChurnCompoundingMonths() {
  return (
    <DiagramSvg
      id="diagram-churn-compounding-months"
      title="3% monthly churn compounds to about 31% of a cohort lost in a year"
      description={`Bars for months 0 to 12 show the share of a cohort still active at 3% monthly churn. Each month keeps 0.97 of the month before: ${pct(curve[1]!)} after one month, ${pct(curve[6]!)} after six and ${pct(last)} after twelve, so about ${pct(1 - last)} of the cohort has gone in a year, not 3%.`}
      width={W}
      height={plot.bottom + 50}
    >
      <Lines x={12} y={22} lines={["Share of a cohort still active"]} bold />
      <Lines x={12} y={42} lines={["at 3% monthly churn"]} fill={color.muted} />
      <g fill={color.muted}>
        <Lines x={plot.left - 8} y={yOf(1) + 5} lines={["100%"]} anchor="end" fill={color.muted} />
        <Lines x={plot.left - 8} y={yOf(0.5) + 5} lines={["50%"]} anchor="end" fill={color.muted} />
        <Lines x={plot.left - 8} y={yOf(0) + 5} lines={["0%"]} anchor="end" fill={color.muted} />
      </g>
      <path d={`M${plot.left} ${yOf(0.5)}H${plot.right}`} stroke={color.border} strokeWidth={1} />
      <g fill={color.primary}>
        {curve.map((share, month) => (
          <rect key={month} x={plot.left + month * slot + 2} y={yOf(share)} width={barW} height={plot.bottom - yOf(share)} rx={2} />
        ))}
      </g>
      {/* The year's loss, outlined above the last bar, and both parts named to its right. */}
      <rect x={lastX} y={yOf(1)} width={barW} height={yOf(last) - yOf(1)} fill="none" stroke={color.destructive} strokeWidth={2} strokeDasharray="4 3" />
      {/* Month 1's share, raised over a short leader to its bar: sat just above the bars, it read as month 0's. */}
      <path d={`M${firstX + barW / 2} ${yOf(curve[1]!) - 18}V${yOf(curve[1]!) - 3}`} stroke={color.muted} strokeWidth={1.5} />
      <Lines x={firstX + barW / 2 + 4} y={yOf(curve[1]!) - 16} lines={[`${pct(curve[1]!)} after month 1`]} fill={color.muted} />
      <Lines x={noteX} y={yOf((1 + last) / 2) - 4} lines={[`${pct(1 - last)} gone`]} bold fill={color.destructive} />
      <Lines x={noteX} y={yOf((1 + last) / 2) + 14} lines={["in a year"]} fill={color.muted} />
      <Lines x={noteX} y={yOf(last / 2) - 4} lines={[`${pct(last)} left`]} bold fill={color.primary} />
      <Lines x={noteX} y={yOf(last / 2) + 14} lines={["0.97 to the", "power of 12"]} fill={color.muted} />
      <path d={`M${plot.left} ${plot.bottom}H${plot.right}`} stroke={color.muted} strokeWidth={1.5} />
      <g>
        {[0, 3, 6, 9, 12].map((month) => (
          <Lines key={month} x={plot.left + month * slot + slot / 2} y={plot.bottom + 20} lines={[String(month)]} anchor="middle" fill={color.muted} />
        ))}
      </g>
      <Lines x={(plot.left + plot.right) / 2} y={plot.bottom + 42} lines={["Months since sign-up"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
