import { DiagramSvg, Lines, centredBaseline, color } from "./svg";

const W = 360;
const CELL_W = 174;
/** Left edge of the left column: the 1.5-unit outlines stay inside the drawing instead of being clipped at its edge. */
const EDGE = 1;
const columns = ["Deliberate", "Inadvertent"] as const;
/** Each row: its band's name, then a cell per column in the lesson's own examples. */
const rows = [
  {
    name: "Reckless",
    cells: [
      ["Skips the tests", "because 'there is", "no time'"],
      ["Never learned the", "basics that would", "have avoided it"],
    ],
  },
  {
    name: "Prudent",
    cells: [
      ["Ships a simpler", "design for a launch,", "with a plan to fix it"],
      ["Learns the better", "design by building", "the first one"],
    ],
  },
] as const;

/** The left edge of a column's cells. */
const cellX = (column: number) => (column === 0 ? EDGE : W - EDGE - CELL_W);

/** Martin Fowler's technical debt quadrant, as the Engineering Collaboration lesson uses it: where debt came from decides how to talk about it. */
export function TechDebtQuadrant() {
  return (
    <DiagramSvg
      id="diagram-tech-debt-quadrant"
      title="The technical debt quadrant: deliberate or inadvertent, reckless or prudent"
      description="A two by two grid. Columns: deliberate and inadvertent. Rows: reckless and prudent. Reckless and deliberate: skipping the tests because there is no time. Reckless and inadvertent: never having learned the basics that would have avoided the debt. Prudent and deliberate, the one to plan for: shipping a simpler design for a launch, with a plan to fix it. Prudent and inadvertent: learning the better design by building the first one."
      width={W}
      height={268}
    >
      {columns.map((name, column) => (
        <Lines key={name} x={cellX(column) + CELL_W / 2} y={16} lines={[name]} anchor="middle" bold />
      ))}
      {rows.map((row, rowIndex) => {
        const top = 28 + rowIndex * 120;
        return (
          <g key={row.name}>
            {/* The row's name as a tag on the axis at its left, with a rule to the edge: a full-width bar read as a table's header row. */}
            <path d={`M${EDGE + 98} ${top + 13}H${W - EDGE}`} stroke={color.border} strokeWidth={1.5} strokeDasharray="4 4" />
            <rect x={EDGE} y={top} width={92} height={26} rx={13} fill={color.raised} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={EDGE + 46} y={top + 18} lines={[row.name]} anchor="middle" bold />
            {row.cells.map((lines, column) => {
              // Prudent and deliberate is the debt a team chooses and plans to repay: the one drawn strong.
              const chosen = rowIndex === 1 && column === 0;
              const x = cellX(column);
              return (
                <g key={lines[0]}>
                  <rect x={x} y={top + 32} width={CELL_W} height={80} rx={10} fill={chosen ? color.primary : color.accent} stroke={color.primary} strokeWidth={chosen ? 0 : 1.5} />
                  <Lines x={x + CELL_W / 2} y={centredBaseline(top + 72, lines.length, 14)} lines={lines} anchor="middle" fill={chosen ? color.onPrimary : color.onAccent} />
                </g>
              );
            })}
          </g>
        );
      })}
    </DiagramSvg>
  );
}
