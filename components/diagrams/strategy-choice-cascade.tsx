import { routewiseTrial, routewiseTrialResults } from "@/data/framework-examples";
import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const boxW = 250;
const boxH = 40;
const step = 72;
const offset = 22;
const pounds = (value: number) => `£${new Intl.NumberFormat("en-US").format(value)}`;

/** The five choices, each with Routewise's answer in a few words (the worked example gives them in full). */
const choices = [
  { name: "Winning aspiration", example: `2,000 accounts, £${routewiseTrialResults.arrMillions}M ARR` },
  { name: "Where to play", example: "Trades, 5-50 vans, UK" },
  { name: "How to win", example: "Live in 15 min, per van" },
  { name: "Capabilities", example: "Self-serve, job-tool links" },
  { name: "Management systems", example: "Weekly install and churn" },
];
const x = (index: number) => 4 + index * offset;
const y = (index: number) => 6 + index * step;
const checksY = y(choices.length) + 8;
const checks = [
  `Install: ${routewiseTrialResults.installRate} (bar ${routewiseTrial.bars.install * 100}%)`,
  `Convert: ${routewiseTrialResults.conversion} (bar ${routewiseTrial.bars.convert * 100}%)`,
  `CAC: ${routewiseTrialResults.cac} (bar ${pounds(routewiseTrial.bars.cac)})`,
];

/** The strategy choice cascade, filled in for Routewise's small-fleet line, with the tests that chose where to play. */
export function StrategyChoiceCascade() {
  return (
    <DiagramSvg
      id="diagram-cascade"
      title="The strategy choice cascade for Routewise's small-fleet product line"
      description={
        "Five choices in a descending cascade, refined up and down until they fit: " +
        choices.map((choice, index) => `${index + 1}, ${choice.name}: ${choice.example}.`).join(" ") +
        ` Below, the three conditions the trial tested for the trades option, each passed: ${checks.join("; ")}. The fourth, how the incumbent reacts, cannot be tested and is watched as a risk. The worked example gives the same in full.`
      }
      width={W}
      height={checksY + 112}
    >
      {choices.map((choice, index) => {
        const core = index === 1 || index === 2;
        return (
          <g key={choice.name}>
            <rect x={x(index)} y={y(index)} width={boxW} height={boxH} rx={10} fill={core ? color.primary : color.accent} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={x(index) + 14} y={y(index) + 26} lines={[`${index + 1}. ${choice.name}`]} bold fill={core ? color.onPrimary : color.onAccent} />
            <Lines x={x(index) + 14} y={y(index) + boxH + 18} lines={[choice.example]} fill={color.muted} />
            {index < choices.length - 1 ? (
              <g>
                <Arrow x1={x(index) + boxW - 30} y1={y(index) + boxH + 2} x2={x(index) + boxW - 30} y2={y(index + 1) - 2} stroke={color.foreground} />
                <Arrow x1={x(index) + boxW - 12} y1={y(index + 1) - 2} x2={x(index) + boxW - 12} y2={y(index) + boxH + 2} stroke={color.muted} width={1.5} dash="4 3" />
              </g>
            ) : null}
          </g>
        );
      })}
      <Lines x={W - 4} y={y(0) + 26} lines={["refine"]} anchor="end" fill={color.muted} />
      <Lines x={W - 4} y={y(0) + 43} lines={["until"]} anchor="end" fill={color.muted} />
      <Lines x={W - 4} y={y(0) + 60} lines={["they fit"]} anchor="end" fill={color.muted} />
      <rect x={4} y={checksY} width={W - 8} height={104} rx={10} fill={color.surface} stroke={color.border} strokeWidth={1.5} />
      <Lines x={16} y={checksY + 24} lines={["What would have to be true?"]} bold />
      {checks.map((check, index) => (
        <g key={check}>
          <circle cx={26} cy={checksY + 44 + index * 20} r={8} fill={color.success} />
          <path d={`M22 ${checksY + 44 + index * 20}l3 3l5 -6`} fill="none" stroke={color.background} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          <Lines x={42} y={checksY + 49 + index * 20} lines={[check]} />
        </g>
      ))}
    </DiagramSvg>
  );
}
