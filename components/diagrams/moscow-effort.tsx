import { moscowGuidance } from "@/lib/frameworks/moscow";
import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const barX = 12;
const barW = 336;
const barY = 36;
const barH = 48;
const mustW = Math.round((barW * moscowGuidance.maxMustShare) / 100);
const couldW = Math.round((barW * moscowGuidance.typicalCouldShare) / 100);
const shouldW = barW - mustW - couldW;

const rows = [
  { letter: "M", title: "Must Have", detail: `no more than ${moscowGuidance.maxMustShare}% of the effort`, fill: color.primary, text: color.onPrimary, stroke: undefined, dash: undefined },
  { letter: "S", title: "Should Have", detail: "important, but has a workaround", fill: color.accent, text: color.onAccent, stroke: color.primary, dash: undefined },
  { letter: "C", title: "Could Have", detail: `about ${moscowGuidance.typicalCouldShare}%: the first to be dropped`, fill: color.raised, text: color.foreground, stroke: color.primary, dash: "5 4" },
  { letter: "W", title: "Won't Have this time", detail: "agreed, recorded, not planned", fill: "none", text: color.foreground, stroke: color.muted, dash: "5 4" },
];

/** MoSCoW's four priorities, with DSDM's split of the planned effort. */
export function MoscowEffort() {
  return (
    <DiagramSvg
      id="diagram-moscow"
      title="MoSCoW priorities and how the planned effort is split"
      description={`A bar of the effort planned for a fixed timeframe: Must Haves take no more than ${moscowGuidance.maxMustShare}%, Should Haves the middle, and Could Haves about ${moscowGuidance.typicalCouldShare}% as contingency. Below it, the four priorities: Must Have, no more than ${moscowGuidance.maxMustShare}% of the effort; Should Have, important but with a workaround; Could Have, about ${moscowGuidance.typicalCouldShare}% and the first to be dropped; Won't Have this time, agreed and recorded but not planned.`}
      width={W}
      height={332}
    >
      <Lines x={barX} y={24} lines={["Effort planned for a fixed timeframe"]} fill={color.muted} />
      <rect x={barX} y={barY} width={mustW} height={barH} rx={8} fill={color.primary} />
      <rect x={barX + mustW} y={barY} width={shouldW} height={barH} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <rect x={barX + mustW + shouldW} y={barY} width={couldW} height={barH} rx={8} fill={color.raised} stroke={color.primary} strokeWidth={2} strokeDasharray="5 4" />
      <Lines x={barX + 12} y={barY + 30} lines={[`Must · up to ${moscowGuidance.maxMustShare}%`]} bold fill={color.onPrimary} />
      <Lines x={barX + mustW + shouldW / 2} y={barY + 30} lines={["S"]} anchor="middle" bold fill={color.onAccent} />
      <Lines x={barX + mustW + shouldW + couldW / 2} y={barY + 30} lines={["C"]} anchor="middle" bold />
      <Lines x={barX + barW} y={barY + barH + 22} lines={[`contingency ~${moscowGuidance.typicalCouldShare}%`]} anchor="end" fill={color.muted} />
      {rows.map((row, index) => {
        const y = 128 + index * 50;
        return (
          <g key={row.letter}>
            <rect x={barX} y={y} width={40} height={40} rx={8} fill={row.fill} {...defined({ stroke: row.stroke, strokeWidth: row.stroke ? 2 : undefined, strokeDasharray: row.dash })} />
            <Lines x={barX + 20} y={y + 27} lines={[row.letter]} size={18} anchor="middle" bold fill={row.text} />
            <Lines x={barX + 54} y={y + 16} lines={[row.title]} bold />
            <Lines x={barX + 54} y={y + 35} lines={[row.detail]} fill={color.muted} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
