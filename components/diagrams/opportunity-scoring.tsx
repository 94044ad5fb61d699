import { opportunityScale } from "@/lib/frameworks/opportunity";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const plot = { left: 44, right: 348, top: 12, bottom: 300 };
const size = plot.right - plot.left;
/** A point at importance `i` and satisfaction `s`, both 0-10. */
const point = (s: number, i: number) => ({
  x: Math.round(plot.left + (size * (s - opportunityScale.min)) / (opportunityScale.max - opportunityScale.min)),
  y: Math.round(plot.bottom - ((plot.bottom - plot.top) * (i - opportunityScale.min)) / (opportunityScale.max - opportunityScale.min)),
});
const topLeft = point(0, 10);
const topRight = point(10, 10);
const bottomLeft = point(0, 0);

/** Opportunity scoring's chart: importance against satisfaction, with the under-served corner marked. */
export function OpportunityScoring() {
  const needs = [
    { ...point(3, 8), fill: color.primary, label: "score 13", anchor: "start" as const, dx: 14 },
    { ...point(8, 3), fill: color.muted, label: "over-served", anchor: "end" as const, dx: -14 },
  ];
  return (
    <DiagramSvg
      id="diagram-opportunity-scoring"
      title="Opportunity scoring: importance against satisfaction"
      description="A chart with importance on the vertical axis and satisfaction on the horizontal axis; the top-left corner, important but unsatisfied, is marked as the opportunity zone. A need rated 8 for importance and 3 for satisfaction sits there with an opportunity score of 13; below the diagonal, where satisfaction exceeds importance, needs are over-served."
      width={W}
      height={plot.bottom + 40}
    >
      <path d={`M${topLeft.x} ${topLeft.y}H${topRight.x}L${bottomLeft.x} ${bottomLeft.y}z`} fill={color.accent} stroke={color.primary} strokeWidth={2} strokeDasharray="6 4" strokeLinejoin="round" />
      <path d={`M${plot.left} ${plot.top}V${plot.bottom}H${plot.right}`} fill="none" stroke={color.foreground} strokeWidth={2} />
      <Lines x={plot.left + 12} y={plot.top + 24} lines={["Opportunity zone"]} bold fill={color.onAccent} />
      <Lines x={plot.left + 12} y={plot.top + 44} lines={["important, poorly served"]} fill={color.onAccent} />
      {needs.map((need) => (
        <g key={need.label}>
          <circle cx={need.x} cy={need.y} r={8} fill={need.fill} />
          <Lines x={need.x + need.dx} y={need.y + 5} lines={[need.label]} anchor={need.anchor} bold />
        </g>
      ))}
      <Lines x={plot.left + size / 2} y={plot.bottom + 28} lines={[`Satisfaction (${opportunityScale.min} to ${opportunityScale.max})`]} anchor="middle" bold />
      <g transform={`translate(28 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}>
        <Lines x={0} y={0} lines={[`Importance (${opportunityScale.min} to ${opportunityScale.max})`]} anchor="middle" bold />
      </g>
    </DiagramSvg>
  );
}
