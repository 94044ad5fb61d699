import { churnCurve, gapInPoints, wholePercent } from "@/lib/glossary/pictures";
import { ChartAxes, plainTicks } from "./chart-axes";
import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const months = 12;
/** The plot: share of the cohort still subscribed (0 to 100%) against months since the start. */
const plot = { left: 52, right: 300, top: 36, bottom: 216 };
const x = (month: number) => Math.round((plot.left + ((plot.right - plot.left) * month) / months) * 10) / 10;
const y = (share: number) => Math.round((plot.bottom - (plot.bottom - plot.top) * share) * 10) / 10;
const rates = [
  { churn: 0.03, name: "3% churn a month", stroke: color.primary, dash: undefined },
  { churn: 0.05, name: "5% churn a month", stroke: color.foreground, dash: "8 5" },
].map((rate) => ({ ...rate, curve: churnCurve(rate.churn, months) }));
const legendY = plot.bottom + 64;

/** Monthly churn compounding: the share of a cohort left month by month at 3% and 5% a month. */
export function ChurnCompounding() {
  const [three, five] = rates as [(typeof rates)[number], (typeof rates)[number]];
  return (
    <DiagramSvg
      id="diagram-churn-compounding"
      title="Monthly churn compounds: the share of a cohort left after each month at 3% and 5% churn"
      description={`Line chart of the share of a starting group of customers still there, month by month for a year. Each month keeps a fixed share of those left the month before, so the lines bend rather than fall straight. At 3% churn a month, ${wholePercent(three.curve[months]!)} is left after 12 months (about ${wholePercent(1 - three.curve[months]!)} gone, not 3 × 12 = 36%); at 5% a month, ${wholePercent(five.curve[months]!)} is left.`}
      width={W}
      height={legendY + 10}
    >
      <Lines x={12} y={18} lines={["Share of the cohort still there"]} bold />
      <ChartAxes plot={plot} x={x} y={y} grid={[0, 0.25, 0.5, 0.75, 1]} yTicks={plainTicks([0, 0.5, 1], wholePercent)} xTicks={plainTicks([0, 3, 6, 9, 12])} xTitle="Months after the start" />
      {rates.map((rate) => (
        <g key={rate.churn}>
          <path d={`M${rate.curve.map((share, month) => `${x(month)} ${y(share)}`).join("L")}`} fill="none" stroke={rate.stroke} strokeWidth={3} {...defined({ strokeDasharray: rate.dash })} />
          <g fill={rate.stroke}>
            {rate.curve.map((share, month) => (
              <circle key={month} cx={x(month)} cy={y(share)} r={3.5} />
            ))}
          </g>
          <Lines x={plot.right + 10} y={y(rate.curve[months]!) + 6} lines={[wholePercent(rate.curve[months]!)]} bold fill={rate.stroke} />
        </g>
      ))}
      {/* The gap the page is about, named where it is widest: a bracket between the two ends, its size in points under it. */}
      <path
        d={`M${x(months) - 8} ${y(three.curve[months]!) + 4}h-6V${y(five.curve[months]!) - 4}h6`}
        fill="none"
        stroke={color.muted}
        strokeWidth={1.5}
      />
      {/* Under the lower line, where the plot is empty: between the lines it crossed the dashed one. */}
      <Lines
        x={x(months) - 8}
        y={y(five.curve[months]!) + 30}
        lines={[`${gapInPoints(three.curve[months]!, five.curve[months]!)} points apart`]}
        anchor="end"
        bold
        fill={color.muted}
      />
      {rates.map((rate, index) => {
        const lx = 12 + index * 180;
        return (
          <g key={rate.name}>
            <path d={`M${lx} ${legendY - 5}h28`} stroke={rate.stroke} strokeWidth={3} {...defined({ strokeDasharray: rate.dash })} />
            <Lines x={lx + 36} y={legendY} lines={[rate.name]} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
