import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const colW = 96;
const colX = [12, 132, 252];
const centre = (index: number) => colX[index]! + colW / 2;
const outcome = { x: 80, y: 12, w: 200, h: 36 };
const oppY = 84;
const oppH = 46;
const subY = 156;
const subH = 24;
const solY = 212;
const expY = 270;
const boxH = 32;
/** The smaller opportunities under the outer two, as x positions of 40-unit boxes. */
const smaller = [
  { parent: 0, xs: [14, 66] },
  { parent: 2, xs: [254, 306] },
];

/** Teresa Torres's opportunity solution tree, in outline: outcome, opportunities, solutions, experiments. */
export function OpportunitySolutionTree() {
  return (
    <DiagramSvg
      id="diagram-ost"
      title="An opportunity solution tree: outcome, opportunities, solutions and experiments"
      description="A tree diagram: one desired outcome at the top branches into three opportunities, two of which split into smaller ones; the target opportunity in the middle branches into solutions A, B and C, each with an experiment beneath it."
      width={W}
      height={expY + boxH + 12}
    >
      <g fill="none" stroke={color.muted} strokeWidth={2}>
        <path d={`M180 ${outcome.y + outcome.h}V66M${centre(0)} ${oppY}V66H${centre(2)}V${oppY}M180 66V${oppY}`} />
        {smaller.map(({ parent, xs }) => (
          <path key={parent} d={`M${centre(parent)} ${oppY + oppH}V${subY - 10}M${xs[0]! + 20} ${subY}V${subY - 10}H${xs[1]! + 20}V${subY}`} />
        ))}
        <path d={`M180 ${oppY + oppH}V${solY - 14}M${centre(0)} ${solY}V${solY - 14}H${centre(2)}V${solY}M180 ${solY - 14}V${solY}`} stroke={color.primary} />
        {colX.map((_, index) => (
          <path key={index} d={`M${centre(index)} ${solY + boxH}V${expY}`} />
        ))}
      </g>
      <rect x={outcome.x} y={outcome.y} width={outcome.w} height={outcome.h} rx={10} fill={color.primary} />
      <Lines x={180} y={outcome.y + 23} lines={["Desired outcome"]} anchor="middle" bold fill={color.onPrimary} />
      {colX.map((x, index) =>
        index === 1 ? (
          <g key={index}>
            <rect x={x} y={oppY} width={colW} height={oppH} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={3} />
            <Lines x={centre(index)} y={oppY + 19} lines={["Target", "opportunity"]} anchor="middle" bold fill={color.onAccent} />
          </g>
        ) : (
          <g key={index}>
            <rect x={x} y={oppY} width={colW} height={oppH} rx={10} fill={color.raised} stroke={color.primary} strokeWidth={2} />
            <Lines x={centre(index)} y={oppY + 28} lines={["Opportunity"]} anchor="middle" />
          </g>
        ),
      )}
      <g fill={color.raised} stroke={color.muted} strokeWidth={2}>
        {smaller.flatMap(({ xs }) => xs.map((x) => <rect key={x} x={x} y={subY} width={40} height={subH} rx={6} />))}
      </g>
      {colX.map((x, index) => (
        <g key={index}>
          <rect x={x} y={solY} width={colW} height={boxH} rx={8} fill={color.accent} stroke={color.primary} strokeWidth={2} />
          <Lines x={centre(index)} y={solY + 21} lines={[`Solution ${"ABC"[index]}`]} anchor="middle" bold fill={color.onAccent} />
          <rect x={x} y={expY} width={colW} height={boxH} rx={8} fill={color.raised} stroke={color.success} strokeWidth={2} strokeDasharray="5 4" />
          <Lines x={centre(index)} y={expY + 21} lines={["Experiment"]} anchor="middle" />
        </g>
      ))}
    </DiagramSvg>
  );
}
