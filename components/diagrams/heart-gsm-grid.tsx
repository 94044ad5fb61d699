import { heartResults } from "@/data/framework-examples";
import { DiagramSvg, Lines, color, fitLines } from "./svg";

const W = 360;
const letterW = 88;
const colW = (W - letterW - 4) / 3;
const headerH = 34;
const rowH = 66;
const size = 14;

/** The meal planner's goals, signals and metrics, in the page's worked example's words (shortened to fit a cell). */
const rows = [
  { letter: "H", word: "Happiness", cells: ["Feels easy", "Rating", `${heartResults.happiness} rate 4-5`], target: false },
  { letter: "E", word: "Engagement", cells: ["Most dinners", "Dinners added", `${heartResults.engagement} per week`], target: false },
  { letter: "A", word: "Adoption", cells: ["Try it", "First plan", `${heartResults.adoption} of MAU`], target: true },
  { letter: "R", word: "Retention", cells: ["Keep planning", "Plan in week 4", heartResults.retention], target: true },
  { letter: "T", word: "Task success", cells: ["Plans finished", "Saved vs started", `${heartResults.taskSuccess} saved`], target: false },
];
const headings = ["Goal", "Signal", "Metric"];
const top = (index: number) => headerH + index * (rowH + 6);
const legendY = top(rows.length) + 16;

/** HEART's five categories down the side, goals, signals and metrics across, filled in with the meal planner. */
export function HeartGsmGrid() {
  return (
    <DiagramSvg
      id="diagram-heart"
      title="The HEART grid for the meal planner: goal, signal and metric for each category"
      description={
        `Five rows, Happiness, Engagement, Adoption, Retention and Task success, each read from goal to signal to metric. ` +
        rows.map((row) => `${row.word}: ${row.cells.join(", ")}.`).join(" ") +
        " The Adoption and Retention rows are outlined as the targets; the other three are guardrails. The worked example's tables give the same in words."
      }
      width={W}
      height={legendY + 28}
    >
      <g fill={color.muted} fontWeight={700}>
        {headings.map((heading, index) => (
          <Lines key={heading} x={letterW + 4 + index * colW + colW / 2} y={20} lines={[heading]} anchor="middle" fill={color.muted} />
        ))}
      </g>
      <g stroke={color.muted} strokeWidth={1.5}>
        {[0, 1].map((index) => (
          <path key={index} d={`M${letterW + 4 + (index + 1) * colW - 14} 15h10m-4 -4l4 4l-4 4`} fill="none" />
        ))}
      </g>
      {rows.map((row, index) => {
        const y = top(index);
        return (
          <g key={row.letter}>
            <rect
              x={1}
              y={y}
              width={W - 2}
              height={rowH}
              rx={10}
              fill={row.target ? color.accent : color.surface}
              stroke={row.target ? color.primary : color.border}
              strokeWidth={row.target ? 2.5 : 1.5}
            />
            <Lines x={letterW / 2} y={y + 27} lines={[row.letter]} size={24} anchor="middle" bold fill={color.primary} />
            <Lines x={letterW / 2} y={y + 46} lines={[row.word === "Task success" ? "Task" : row.word]} anchor="middle" />
            {row.word === "Task success" ? <Lines x={letterW / 2} y={y + 46 + 15} lines={["success"]} anchor="middle" /> : null}
            {row.cells.map((cell, column) => {
              const lines = fitLines(cell, colW, size, 6, column === 2);
              return (
                <Lines
                  key={column}
                  x={letterW + 4 + column * colW + colW / 2}
                  y={y + rowH / 2 + 5 - ((lines.length - 1) * 16) / 2}
                  lines={lines}
                  size={size}
                  inherited={size}
                  anchor="middle"
                  bold={column === 2}
                />
              );
            })}
          </g>
        );
      })}
      <rect x={4} y={legendY - 11} width={22} height={14} rx={4} fill={color.accent} stroke={color.primary} strokeWidth={2.5} />
      <Lines x={32} y={legendY} lines={["Targets (A, R)"]} />
      <rect x={184} y={legendY - 11} width={22} height={14} rx={4} fill={color.surface} stroke={color.border} strokeWidth={1.5} />
      <Lines x={212} y={legendY} lines={["Guardrails"]} />
    </DiagramSvg>
  );
}
