import { Arrow, DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
/** The plot: satisfaction up, how fully the feature is present to the right; the axes cross at neutral. */
const plot = { left: 16, right: 344, top: 34, bottom: 246 };
const origin = { x: 180, y: 140 };

/** Each category's curve, drawn in its own colour and dash so the legend does not rely on colour alone. */
const curves = [
  // Ends up and left of Performance's end, so the two do not run together in the top corner.
  { name: "Delighters", d: "M16 140C160 138 262 108 306 34", stroke: color.success, dash: undefined },
  { name: "Performance", d: "M16 242L344 38", stroke: color.primary, dash: undefined },
  { name: "Basic Needs", d: "M16 244C64 176 124 154 344 150", stroke: color.foreground, dash: "9 5" },
  // A hair above neutral: drawn on the axis itself, its dots vanished into the axis line.
  { name: "Indifferent", d: "M16 127H344", stroke: color.muted, dash: "2 6" },
  { name: "Reverse", d: "M16 64L344 222", stroke: color.destructive, dash: "12 4 3 4" },
];
const legendTop = 292;

/** The Kano model: how five kinds of feature move satisfaction as they go from absent to fully present. */
export function KanoModel() {
  return (
    <DiagramSvg
      id="diagram-kano"
      title="The Kano model: five kinds of feature and the satisfaction they bring"
      description="Kano diagram: horizontal axis from feature absent to fully present, vertical axis from dissatisfied to delighted. Delighters curve sharply upward, Performance Needs rise in a straight diagonal, Basic Needs only climb out of dissatisfaction and level off near neutral, Indifferent stays flat at neutral and Reverse slopes downward."
      width={W}
      height={legendTop + 3 * 24 - 6}
    >
      <Lines x={origin.x} y={22} lines={["Delighted"]} anchor="middle" bold />
      <Lines x={origin.x} y={plot.bottom + 20} lines={["Dissatisfied"]} anchor="middle" bold />
      {/* The horizontal axis is named at its two ends, where a reader looks for it (a caption under the plot read as a label for "Dissatisfied"). */}
      <Lines x={plot.left} y={origin.y + 22} lines={["Absent"]} fill={color.muted} />
      <Lines x={plot.right} y={origin.y - 22} lines={["Fully present"]} anchor="end" fill={color.muted} />
      <Arrow x1={origin.x} y1={plot.bottom} x2={origin.x} y2={plot.top - 4} stroke={color.muted} width={1.5} />
      <Arrow x1={plot.left - 4} y1={origin.y} x2={plot.right + 4} y2={origin.y} stroke={color.muted} width={1.5} />
      <g fill="none" strokeWidth={3} strokeLinecap="round">
        {curves.map((curve) => (
          <path key={curve.name} d={curve.d} stroke={curve.stroke} {...defined({ strokeDasharray: curve.dash })} />
        ))}
      </g>
      {curves.map((curve, index) => {
        const x = index % 2 === 0 ? 12 : 188;
        const y = legendTop + Math.floor(index / 2) * 24;
        return (
          <g key={curve.name}>
            <path d={`M${x} ${y - 5}h30`} stroke={curve.stroke} strokeWidth={3} {...defined({ strokeDasharray: curve.dash })} strokeLinecap="round" />
            <Lines x={x + 40} y={y} lines={[curve.name]} bold />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
