import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const bottom = 262;
const stepW = 67;
const rise = 36;
const steps = [
  { letter: "P", lines: ["Plan"] },
  { letter: "D", lines: ["Do"] },
  { letter: "C", lines: ["Check"] },
  { letter: "A", lines: ["Act"] },
  { letter: "P", lines: ["Plan", "again"] },
];
const stepTop = (index: number) => bottom - 40 - index * rise;
const stepX = (index: number) => 12 + Math.round(index * stepW);
const outline = `M12 ${bottom}${steps.map((_, index) => `V${stepTop(index)}H${stepX(index + 1)}`).join("")}V${bottom}z`;

/** Kaizen: continuous improvement as a staircase of small steps, one turn of Plan-Do-Check-Act at a time. */
export function KaizenSteps() {
  return (
    <DiagramSvg
      id="diagram-kaizen"
      title="Kaizen: small, steady improvements, one step at a time"
      description="A staircase of small steps rising to the right, each step labelled with one turn of the Plan, Do, Check, Act cycle: Plan, Do, Check, Act, then Plan again. Each step is small, and each one starts from the level the last one reached."
      width={W}
      height={bottom + 12}
    >
      <Lines x={12} y={26} lines={["Small, steady improvements"]} bold />
      <Arrow x1={20} y1={60} x2={190} y2={44} stroke={color.muted} width={2} />
      <path d={outline} fill={color.accent} stroke={color.primary} strokeWidth={2} strokeLinejoin="round" />
      {steps.map((step, index) => {
        const cx = stepX(index) + stepW / 2;
        const top = stepTop(index);
        return (
          <g key={index}>
            <circle cx={cx} cy={top - 20} r={15} fill={color.primary} />
            <Lines x={cx} y={top - 15} lines={[step.letter]} anchor="middle" bold fill={color.onPrimary} />
            <Lines x={cx} y={top + 22} lines={step.lines} anchor="middle" bold fill={color.onAccent} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
