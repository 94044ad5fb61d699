import { DiagramSvg, Lines, color, fitLines, lineStep, starPath } from "./svg";

const W = 360;
const colW = 78;
const gap = 8;
const colX = (index: number) => 12 + index * (colW + gap);
const inputs = [
  { name: "Breadth", detail: "active customers" },
  { name: "Depth", detail: "use per customer" },
  { name: "Frequency", detail: "how often" },
  { name: "Quality", detail: "value per use" },
].map((input) => ({ ...input, lines: fitLines(input.detail, colW, 14, 6) }));
const pill = { y: 88, h: 32, w: 176 };
const boxY = 156;
const boxH = 26 + Math.max(...inputs.map((input) => input.lines.length)) * lineStep(14) + 6;
const workY = boxY + boxH + 36;

/** A North Star Metric fed by input metrics, which the teams' work moves. */
export function NorthStarMetric() {
  return (
    <DiagramSvg
      id="diagram-north-star"
      title="A North Star Metric, its input metrics and the work that moves them"
      description="A star labelled North Star Metric at the top, fed by four input metrics below it, each connected by a line to the work teams do. The four inputs shown are breadth (active customers), depth (use per customer), frequency (how often) and quality (value per use); teams move the inputs, and the inputs move the North Star."
      width={W}
      height={workY + 62}
    >
      <path d={starPath(180, 44, 36)} fill={color.primary} stroke={color.primary} strokeWidth={2} strokeLinejoin="round" />
      <rect x={180 - pill.w / 2} y={pill.y} width={pill.w} height={pill.h} rx={16} fill={color.primary} />
      <Lines x={180} y={pill.y + 21} lines={["North Star Metric"]} anchor="middle" bold fill={color.onPrimary} />
      <g stroke={color.muted} strokeWidth={2} fill="none">
        {inputs.map((input, index) => {
          const cx = colX(index) + colW / 2;
          return <path key={input.name} d={`M${cx} ${boxY}L${180 + (index - 1.5) * 36} ${pill.y + pill.h}M${cx} ${boxY + boxH}V${workY}`} />;
        })}
      </g>
      {inputs.map((input, index) => (
        <g key={input.name}>
          <rect x={colX(index)} y={boxY} width={colW} height={boxH} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
          <Lines x={colX(index) + colW / 2} y={boxY + 22} lines={[input.name]} anchor="middle" bold fill={color.onAccent} />
          <Lines x={colX(index) + colW / 2} y={boxY + 42} lines={input.lines} anchor="middle" fill={color.muted} />
        </g>
      ))}
      <rect x={12} y={workY} width={W - 24} height={50} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
      <Lines x={180} y={workY + 21} lines={["The work teams do"]} anchor="middle" bold />
      <Lines x={180} y={workY + 40} lines={["features, experiments, fixes"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
