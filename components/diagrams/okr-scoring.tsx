import { okrObjective, okrWorkedExample } from "@/data/framework-examples";
import { gradeColour, keyResultScore, objectiveScore, roundGrade } from "@/lib/frameworks/okr";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const left = 12;
const barW = 290;
const objectiveLines = fitLines(okrObjective, W - 2 * left, 14, 12);
const objectiveH = 34 + objectiveLines.length * lineStep(14);
const rowH = 74;

/** The worked example's OKR: one objective, three graded key results, and the objective's score (from lib/frameworks/okr.ts). */
export function OkrScoring() {
  const krTop = 12 + objectiveH + 18;
  const rows = okrWorkedExample.map((keyResult, index) => {
    const score = keyResultScore(keyResult);
    return { keyResult, score, y: krTop + index * rowH };
  });
  const objective = objectiveScore(okrWorkedExample);
  const resultY = krTop + rows.length * rowH + 10;
  const range = (value: number, unit: string) => `${formatNumber(value)}${unit}`;
  return (
    <DiagramSvg
      id="diagram-okr"
      title="An objective with three key results, each graded from 0 to 1"
      description={`Objective: ${okrObjective}. ${rows
        .map(({ keyResult, score }, index) => `Key result ${index + 1}, ${keyResult.short}, from ${range(keyResult.start, keyResult.unit)} to a target of ${range(keyResult.target, keyResult.unit)}, reached ${range(keyResult.actual, keyResult.unit)}: score ${formatNumber(roundGrade(score))}.`)
        .join(" ")} The objective scores the average, ${formatNumber(roundGrade(objective))}.`}
      width={W}
      height={resultY + 40}
    >
      <rect x={left} y={12} width={W - 2 * left} height={objectiveH} rx={12} fill={color.primary} />
      <Lines x={left + 12} y={34} lines={["Objective"]} bold fill={color.onPrimary} />
      <Lines x={left + 12} y={56} lines={objectiveLines} fill={color.onPrimary} />
      {rows.map(({ keyResult, score, y }, index) => (
        <g key={keyResult.short}>
          <Lines x={left} y={y + 14} lines={[`KR ${index + 1}: ${keyResult.short}`]} bold />
          <Lines
            x={left}
            y={y + 33}
            lines={[`${range(keyResult.start, keyResult.unit)} → ${range(keyResult.target, keyResult.unit)}, reached ${range(keyResult.actual, keyResult.unit)}`]}
            fill={color.muted}
          />
          <rect x={left} y={y + 42} width={barW} height={18} rx={5} fill={color.raised} stroke={color.muted} />
          <rect x={left} y={y + 42} width={Math.round(barW * score)} height={18} rx={5} fill={color.primary} />
          <Lines x={W - left} y={y + 57} lines={[formatNumber(roundGrade(score))]} anchor="end" bold />
        </g>
      ))}
      <Lines x={left} y={resultY + 6} lines={[`Objective score: average ${formatNumber(objective)}`]} bold />
      <Lines x={left} y={resultY + 26} lines={[`graded ${formatNumber(roundGrade(objective))}, ${gradeColour(objective)} on Google's scale`]} fill={color.muted} />
    </DiagramSvg>
  );
}
