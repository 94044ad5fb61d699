import { breakEvenChanges, cumulativeDays } from "@/lib/glossary/pictures";
import { ChartAxes, plainTicks } from "./chart-axes";
import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
/** The online grocer in content/glossary-terms/technical-debt.md: working days per checkout change, and the rebuild that cuts them. */
const keep = { upfront: 0, perChange: 11 };
const rebuild = { upfront: 30, perChange: 5 };
const interestPerChange = 6;
const changes = 12;
const breakEven = breakEvenChanges(rebuild.upfront, keep.perChange, rebuild.perChange);
const plot = { left: 48, right: 292, top: 16, bottom: 196, max: 140 };
const x = (change: number) => Math.round(plot.left + ((plot.right - plot.left) * change) / changes);
const y = (days: number) => Math.round(plot.bottom - ((plot.bottom - plot.top) * days) / plot.max);
const lines = [
  { name: "Keep the shortcut", detail: `${keep.perChange} days a change, ${interestPerChange} of them interest`, plan: keep, stroke: color.destructive, dash: "8 5" },
  { name: "Rebuild first", detail: `${rebuild.upfront} days, then ${rebuild.perChange} a change`, plan: rebuild, stroke: color.primary, dash: undefined },
];
const legendY = plot.bottom + 64;

/** Technical debt as interest: cumulative days spent on checkout changes, keeping the tangled code or rebuilding it first. */
export function TechnicalDebtInterest() {
  const crossing = cumulativeDays(keep.upfront, keep.perChange, breakEven);
  return (
    <DiagramSvg
      id="diagram-technical-debt"
      title="Technical debt as interest: working days spent on checkout changes, with and without repaying the debt"
      description={`Cumulative working days against the number of checkout changes. Keeping the tangled discount engine costs ${keep.perChange} days a change, ${interestPerChange} of them spent working around it: ${cumulativeDays(keep.upfront, keep.perChange, changes)} days after ${changes} changes. Rebuilding it first costs ${rebuild.upfront} days, then ${rebuild.perChange} days a change: ${cumulativeDays(rebuild.upfront, rebuild.perChange, changes)} days after ${changes} changes. The lines cross after ${breakEven} changes, at ${crossing} days; every change after that is cheaper with the debt repaid.`}
      width={W}
      height={legendY + 70}
    >
      <ChartAxes plot={plot} x={x} y={y} grid={[0, 50, 100]} yTicks={plainTicks([0, 50, 100])} xTicks={plainTicks([0, 3, 6, 9, 12])} xTitle="Checkout changes made" />
      <Lines x={plot.left - 8} y={plot.top - 2} lines={["days"]} anchor="end" fill={color.muted} />
      {lines.map((line) => {
        const end = cumulativeDays(line.plan.upfront, line.plan.perChange, changes);
        return (
          <g key={line.name}>
            <path d={`M${x(0)} ${y(line.plan.upfront)}L${x(changes)} ${y(end)}`} stroke={line.stroke} strokeWidth={3} {...defined({ strokeDasharray: line.dash })} />
            <Lines x={plot.right + 8} y={y(end) + 5} lines={[`${end} days`]} bold fill={line.stroke} />
          </g>
        );
      })}
      <circle cx={x(breakEven)} cy={y(crossing)} r={6} fill={color.background} stroke={color.foreground} strokeWidth={2.5} />
      <Lines x={x(breakEven) - 10} y={y(crossing) - 34} lines={["even after", `${breakEven} changes`]} anchor="end" bold />
      {lines.map((line, index) => {
        const ly = legendY + index * 44;
        return (
          <g key={line.name}>
            <path d={`M12 ${ly - 5}h28`} stroke={line.stroke} strokeWidth={3} {...defined({ strokeDasharray: line.dash })} />
            <Lines x={48} y={ly} lines={[line.name]} bold />
            <Lines x={48} y={ly + 18} lines={[line.detail]} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
