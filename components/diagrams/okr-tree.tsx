import { keyResultScore } from "@/lib/frameworks/okr";
import { wholePercent } from "@/lib/glossary/pictures";
import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
/** The fitness app's rewritten OKR in content/glossary-terms/okr.md, with where each key result ended the quarter. */
const objective = "Members build a habit of training every week";
const keyResults = [
  { name: "Share of new members with 2+ workouts in each of their first four weeks", from: "18%", to: "26%", start: 18, target: 26, actual: 24, reached: "24%" },
  { name: "Workouts per active member per week", from: "1.6", to: "2.0", start: 1.6, target: 2.0, actual: 1.9, reached: "1.9" },
].map((keyResult) => ({ ...keyResult, lines: fitLines(keyResult.name, W - 24, 14, 12) }));
const guardrail = { name: "Monthly cancellations stay below 6%", reached: "held at 5.4%" };
const bets = ["Custom workout builder", "50 new videos"];
const objectiveLines = fitLines(objective, W - 24, 14, 14, true);
const objectiveH = 30 + objectiveLines.length * lineStep(14);
const krTop = 12 + objectiveH + 28;
const krH = (lines: number) => 30 + (lines + 1) * lineStep(14);
const krYs = keyResults.reduce<number[]>((ys, keyResult, index) => [...ys, index === 0 ? krTop : ys[index - 1]! + krH(keyResults[index - 1]!.lines.length) + 10], []);
const guardY = krYs.at(-1)! + krH(keyResults.at(-1)!.lines.length) + 10;
const betsY = guardY + 54 + 28;

/** An OKR in three levels: the objective, the key results that measure it, and the initiatives judged against them. */
export function OkrTree() {
  return (
    <DiagramSvg
      id="diagram-okr-tree"
      title="An OKR: the objective, the key results that measure it, and the initiatives judged against them"
      description={`Objective: ${objective}. Key results: ${keyResults.map((keyResult) => `${keyResult.name}, from ${keyResult.from} to ${keyResult.to}, which reached ${keyResult.reached}, ${wholePercent(keyResultScore(keyResult))} of the way`).join("; ")}; and ${guardrail.name.toLowerCase()}, which ${guardrail.reached}. Below them, the initiatives are candidate bets judged against those numbers: ${bets.join(" and ").toLowerCase()}.`}
      width={W}
      height={betsY + 62}
    >
      <path d={`M180 ${12 + objectiveH}V${krTop}M180 ${guardY + 54}V${betsY - 28}`} stroke={color.muted} strokeWidth={2} />
      <rect x={12} y={12} width={W - 24} height={objectiveH} rx={12} fill={color.primary} />
      <Lines x={24} y={32} lines={["Objective"]} fill={color.onPrimary} />
      <Lines x={24} y={32 + lineStep(14) + 2} lines={objectiveLines} bold fill={color.onPrimary} />
      {keyResults.map((keyResult, index) => {
        const y = krYs[index]!;
        return (
          <g key={keyResult.name}>
            <rect x={12} y={y} width={W - 24} height={krH(keyResult.lines.length)} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
            <Lines x={24} y={y + 20} lines={[`Key result ${index + 1}`]} bold fill={color.onAccent} />
            <Lines x={24} y={y + 20 + lineStep(14)} lines={keyResult.lines} fill={color.onAccent} />
            <Lines
              x={24}
              y={y + 20 + (keyResult.lines.length + 1) * lineStep(14)}
              lines={[`${keyResult.from} → ${keyResult.to}: reached ${keyResult.reached}, ${wholePercent(keyResultScore(keyResult))} of the way`]}
              fill={color.onAccent}
            />
          </g>
        );
      })}
      <rect x={12} y={guardY} width={W - 24} height={54} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <Lines x={24} y={guardY + 21} lines={[`Key result ${keyResults.length + 1}: ${guardrail.name.replace("Monthly c", "c")}`]} bold fill={color.onAccent} />
      <Lines x={24} y={guardY + 41} lines={[`Monthly cancellations ${guardrail.reached}`]} fill={color.onAccent} />
      <Lines x={12} y={betsY - 8} lines={["Initiatives: bets, judged by the key results"]} fill={color.muted} />
      {bets.map((bet, index) => (
        <g key={bet}>
          <rect x={12 + index * 172} y={betsY} width={164} height={40} rx={8} fill={color.raised} stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
          <Lines x={94 + index * 172} y={betsY + 25} lines={[bet]} anchor="middle" />
        </g>
      ))}
    </DiagramSvg>
  );
}
