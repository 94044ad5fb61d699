import { Arrow, DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const boxW = 96;
const boxX = [24, 132, 240];
const discovery = { y: 12, h: 100 };
const delivery = { y: 176, h: 84 };
const ideaY = discovery.y + 52;
const sprintY = delivery.y + 14;
const ideas = [
  { label: "Idea A", validated: true },
  { label: "Idea B", validated: false },
  { label: "Idea C", validated: true },
];

/** Dual-track agile: a discovery track above a delivery track, running at the same time. */
export function DualTrackAgile() {
  return (
    <DiagramSvg
      id="diagram-dual-track"
      title="Dual-track agile: a discovery track running above a delivery track"
      description="Two parallel horizontal tracks. The upper Discovery track shows ideas being explored and tested; validated ideas drop down into the lower Delivery track of sprints, which feeds data and learning back up. In the drawing, ideas A and C pass their tests and move down into sprints 1 and 3, idea B does not, and data from sprint 2 flows back up to discovery."
      width={W}
      height={332}
    >
      <rect x={12} y={discovery.y} width={W - 24} height={discovery.h} rx={12} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <Lines x={24} y={discovery.y + 26} lines={["Discovery: explore and test"]} bold fill={color.onAccent} />
      <rect x={12} y={delivery.y} width={W - 24} height={delivery.h} rx={12} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <Lines x={24} y={delivery.y + 68} lines={["Delivery: build and ship"]} bold />
      {ideas.map((idea, index) => (
        <g key={idea.label}>
          <rect x={boxX[index]} y={ideaY} width={boxW} height={34} rx={8} fill={color.raised} stroke={color.primary} strokeWidth={2} {...defined({ strokeDasharray: idea.validated ? undefined : "5 4" })} />
          <Lines x={boxX[index]! + boxW / 2} y={ideaY + 22} lines={[idea.label]} anchor="middle" bold={idea.validated} fill={idea.validated ? color.foreground : color.muted} />
        </g>
      ))}
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect x={boxX[index]} y={sprintY} width={boxW} height={34} rx={8} fill={color.primary} />
          <Lines x={boxX[index]! + boxW / 2} y={sprintY + 22} lines={[`Sprint ${index + 1}`]} anchor="middle" bold fill={color.onPrimary} />
        </g>
      ))}
      <Arrow x1={72} y1={ideaY + 34} x2={72} y2={sprintY} stroke={color.primary} width={3} />
      <Arrow x1={288} y1={ideaY + 34} x2={288} y2={sprintY} stroke={color.primary} width={3} />
      <Arrow x1={180} y1={sprintY} x2={180} y2={ideaY + 34} stroke={color.success} width={3} dash="6 5" />
      <g>
        <Arrow x1={12} y1={288} x2={44} y2={288} stroke={color.primary} width={3} />
        <Lines x={54} y={293} lines={["validated ideas move down"]} />
        <Arrow x1={12} y1={314} x2={44} y2={314} stroke={color.success} width={3} dash="6 5" />
        <Lines x={54} y={319} lines={["data and learning flow back up"]} />
      </g>
      <Lines x={W - 24} y={delivery.y + 68} lines={["time →"]} anchor="end" fill={color.muted} />
    </DiagramSvg>
  );
}
