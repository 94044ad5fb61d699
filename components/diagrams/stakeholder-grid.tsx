import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The grid: influence over the decision up, how much it affects them to the right. */
const grid = { left: 40, top: 12, size: 156 };
const cell = (column: number, row: number) => ({ x: grid.left + column * grid.size, y: grid.top + row * grid.size });
const quadrants = [
  { column: 0, row: 0, name: "Keep satisfied" },
  { column: 0, row: 1, name: "Monitor" },
  { column: 1, row: 1, name: "Keep informed" },
];
/** The four critical stakeholders of the usage-based pricing change in content/glossary-terms/stakeholder.md. */
const critical = ["CFO (approver)", "Head of sales", "Customer success", "Legal"];

/** A power/interest grid: stakeholders mapped by influence over a decision and how much it affects them. */
export function StakeholderGrid() {
  const closely = cell(1, 0);
  return (
    <DiagramSvg
      id="diagram-stakeholder-grid"
      title="A stakeholder map: influence over the decision against how much it affects them"
      description={`A two-by-two grid. Up: influence over the decision; right: how much the decision affects them. High influence and highly affected: involve closely, with one-to-ones, early previews and a say in the options; for the move to usage-based pricing these were the four critical stakeholders, ${critical.join(", ")}. The other three quarters (keep satisfied, keep informed, monitor) get the regular written update, more or less closely.`}
      width={W}
      height={grid.top + 2 * grid.size + 36}
    >
      <rect x={closely.x} y={closely.y} width={grid.size} height={grid.size} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      {quadrants.map((quadrant) => {
        const { x, y } = cell(quadrant.column, quadrant.row);
        return (
          <g key={quadrant.name}>
            <rect x={x} y={y} width={grid.size} height={grid.size} fill={color.raised} stroke={color.border} strokeWidth={1.5} />
            <Lines x={x + 10} y={y + 24} lines={[quadrant.name]} bold />
            <Lines x={x + 10} y={y + 44} lines={["regular written", "update"]} fill={color.muted} />
          </g>
        );
      })}
      <Lines x={closely.x + 10} y={closely.y + 24} lines={["Involve closely"]} bold fill={color.onAccent} />
      {critical.map((name, index) => (
        <g key={name}>
          <rect x={closely.x + 8} y={closely.y + 36 + index * 29} width={grid.size - 16} height={24} rx={12} fill={color.primary} />
          <Lines x={closely.x + grid.size / 2} y={closely.y + 53 + index * 29} lines={[name]} anchor="middle" fill={color.onPrimary} />
        </g>
      ))}
      <g fill={color.muted}>
        <text x={grid.left + grid.size} y={grid.top + 2 * grid.size + 24} textAnchor="middle">
          Affected by the decision →
        </text>
        <text transform={`translate(${grid.left - 14} ${grid.top + grid.size}) rotate(-90)`} textAnchor="middle">
          Influence over it →
        </text>
      </g>
    </DiagramSvg>
  );
}
