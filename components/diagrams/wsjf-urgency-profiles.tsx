import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const PANEL_W = 176;
/** Plot area inside a panel: from the left axis, and up from the bottom axis. */
const PLOT = { left: 10, width: 150, bottom: 128, height: 76 } as const;

/**
 * The four urgency profiles of the WSJF explainer, as the value lost against
 * how late an item ships: a straight line (long life, peak kept), a curve
 * that rises faster than the weeks lost, drawn dashed beside it (long life,
 * peak lowered), a curve that rises fast and levels
 * off once the season is over (short life), and a step at the date (fixed
 * date). Shapes only: no numbers, since a profile is a shape, not a figure.
 */
const panels = [
  { title: ["Long life,", "peak kept"], curve: (x: number, y: number) => `M${x} ${y}L${x + 150} ${y - 60}` },
  // Above the peak-kept line (dashed) from the first week: the lowered peak is lost for good.
  { title: ["Long life,", "peak lowered"], curve: (x: number, y: number) => `M${x} ${y}Q${x + 60} ${y - 56} ${x + 150} ${y - 76}`, weeksLost: true },
  { title: ["Short life", "(a season, a trend)"], curve: (x: number, y: number) => `M${x} ${y}C${x + 20} ${y - 60} ${x + 50} ${y - 72} ${x + 80} ${y - 72}H${x + 150}` },
  { title: ["Fixed date", "(a rule, an event)"], curve: (x: number, y: number) => `M${x} ${y - 3}H${x + 90}V${y - 70}H${x + 150}`, date: 90 },
] as const;

export function WsjfUrgencyProfiles() {
  return (
    <DiagramSvg
      id="diagram-wsjf-urgency-profiles"
      title="Four urgency profiles: how the value lost grows as an item ships later"
      description="Four small charts. In each, across is how late the item ships and up is the total value lost to the delay. Long life, peak kept: a straight line, each week late costs the same. Long life, peak lowered: a steeper rise, above the dashed line of the weeks lost: every week late costs more than that week's benefit, because the peak is lowered for good. Short life, such as a season or a trend: the loss rises fast and levels off once most of the value is gone. Fixed date, such as a rule or an event: almost nothing is lost until the date, then a large step."
      width={W}
      height={352}
    >
      {panels.map((panel, index) => {
        const px = (index % 2) * (W - PANEL_W);
        const py = Math.floor(index / 2) * 152;
        const x0 = px + PLOT.left;
        const y0 = py + PLOT.bottom;
        const d = panel.curve(x0, y0);
        return (
          <g key={panel.title[0] + panel.title[1]}>
            <Lines x={px + 4} y={py + 16} lines={panel.title} bold />
            {"weeksLost" in panel ? <path d={panels[0].curve(x0, y0)} fill="none" stroke={color.muted} strokeWidth={2} strokeDasharray="6 5" /> : null}
            <path d={d} fill="none" stroke={color.primary} strokeWidth={3} strokeLinejoin="round" />
            <Arrow x1={x0} y1={y0} x2={x0} y2={y0 - PLOT.height - 6} stroke={color.muted} width={1.5} />
            <Arrow x1={x0} y1={y0} x2={x0 + PLOT.width + 6} y2={y0} stroke={color.muted} width={1.5} />
            {"date" in panel ? <Lines x={x0 + panel.date} y={y0 + 17} lines={["the date"]} anchor="middle" fill={color.muted} /> : null}
          </g>
        );
      })}
      <Lines x={0} y={320} lines={["Across: how late the item ships.", "Up: the total value lost to the delay."]} fill={color.muted} />
    </DiagramSvg>
  );
}
