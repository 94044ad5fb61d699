import { DiagramSvg, HArrow, Lines, color } from "./svg";

const W = 360;
const forcesFor = [
  { title: "Push of the situation", detail: "the current way stops working", y: 12 },
  { title: "Pull of the new solution", detail: "the promise of something better", y: 74 },
];
const forcesAgainst = [
  { title: "Anxiety of the new", detail: "doubts about the new way", y: 206 },
  { title: "Habit of the present", detail: "the comfort of the old way", y: 268 },
];
const boxW = 270;
const boxH = 54;

function ForceBox({ x, y, title, detail, stroke, fill }: { x: number; y: number; title: string; detail: string; stroke: string; fill: string }) {
  return (
    <g>
      <rect x={x} y={y} width={boxW} height={boxH} rx={10} fill={fill} stroke={stroke} strokeWidth={2} />
      <Lines x={x + 12} y={y + 22} lines={[title]} bold />
      <Lines x={x + 12} y={y + 42} lines={[detail]} fill={color.muted} />
    </g>
  );
}

/** Bob Moesta's four forces of progress: two drive a switch, two hold it back. */
export function JobsToBeDoneForces() {
  return (
    <DiagramSvg
      id="diagram-jtbd-forces"
      title="The four forces of progress in Jobs to Be Done"
      description="Two forces push a customer from the current way towards a new one: the push of the situation (the current way stops working) and the pull of the new solution (the promise of something better). Two forces hold them back: the anxiety of the new (doubts about the new way) and the habit of the present (the comfort of the old way). A switch happens only when push plus pull outweigh anxiety plus habit."
      width={W}
      height={372}
    >
      {forcesFor.map((force) => (
        <g key={force.title}>
          <ForceBox x={12} {...force} stroke={color.primary} fill={color.accent} />
          <HArrow x1={288} x2={348} y={force.y + boxH / 2} stroke={color.primary} />
        </g>
      ))}
      <rect x={12} y={142} width={132} height={48} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <Lines x={78} y={171} lines={["Current way"]} anchor="middle" bold />
      <HArrow x1={152} x2={208} y={166} stroke={color.muted} width={2} />
      <rect x={216} y={142} width={132} height={48} rx={10} fill={color.primary} />
      <Lines x={282} y={171} lines={["New way"]} anchor="middle" bold fill={color.onPrimary} />
      {forcesAgainst.map((force) => (
        <g key={force.title}>
          <ForceBox x={78} {...force} stroke={color.destructive} fill={color.raised} />
          <HArrow x1={72} x2={12} y={force.y + boxH / 2} stroke={color.destructive} />
        </g>
      ))}
      <Lines x={W / 2} y={340} lines={["A switch happens when push + pull", "outweigh anxiety + habit"]} anchor="middle" bold />
    </DiagramSvg>
  );
}
