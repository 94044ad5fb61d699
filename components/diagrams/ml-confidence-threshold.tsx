import { Arrow, DiagramSvg, Lines, centredBaseline, color, fitLines } from "./svg";

const W = 360;
const model = { x: 60, y: 12, w: 240, h: 48 };
const gate = { x: 48, y: 92, w: 264, h: 40 };
const boxY = 176;
const boxH = 100;
const branches = [
  { x: 12, title: "Applied on its own", lines: ["70% of receipts,", "98% accurate"], fill: color.primary, text: color.onPrimary, answer: "Yes" },
  { x: 180, title: "Suggested", lines: ["30% of receipts:", "the user confirms", "in one tap"], fill: color.raised, text: color.foreground, answer: "No" },
] as const;
const boxW = 160;
const loop = { x: 12, y: 312, w: 324, h: 48 };
const loopLines = fitLines("Every correction is logged and added to the next training round", loop.w, 14, 10);

/** The expense app's rule: the model applies a category itself only above a confidence of 0.85, and suggests it otherwise. */
export function MlConfidenceThreshold() {
  return (
    <DiagramSvg
      id="diagram-ml-threshold"
      title="A confidence threshold splits automatic categories from suggestions"
      description="The model reads a receipt and picks a category with a confidence from 0 to 1. If the confidence is above 0.85, the category is applied automatically: 70% of the evaluation receipts, at 98% accuracy. Otherwise it is shown as a suggestion the user confirms with one tap: the other 30%. Every correction is logged and added to the next training round, which feeds back into the model."
      width={W}
      height={loop.y + loop.h + 12}
    >
      <rect x={model.x} y={model.y} width={model.w} height={model.h} rx={12} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <Lines x={180} y={model.y + 20} lines={["Model picks a category"]} anchor="middle" bold fill={color.onAccent} />
      <Lines x={180} y={model.y + 39} lines={["with a confidence from 0 to 1"]} anchor="middle" fill={color.muted} />
      <Arrow x1={180} y1={model.y + model.h} x2={180} y2={gate.y} stroke={color.muted} />
      <rect x={gate.x} y={gate.y} width={gate.w} height={gate.h} rx={20} fill={color.background} stroke={color.primary} strokeWidth={2} strokeDasharray="6 4" />
      <Lines x={180} y={gate.y + 25} lines={["Confidence above 0.85?"]} anchor="middle" bold />
      {branches.map((branch) => {
        const cx = branch.x + boxW / 2;
        return (
          <g key={branch.title}>
            <Arrow x1={branch.x === 12 ? 130 : 230} y1={gate.y + gate.h} x2={cx} y2={boxY} stroke={color.primary} />
            <Lines x={branch.x === 12 ? 76 : 284} y={boxY - 14} lines={[branch.answer]} anchor="middle" bold fill={color.primary} />
            <rect x={branch.x} y={boxY} width={boxW} height={boxH} rx={12} fill={branch.fill} stroke={color.primary} strokeWidth={2} />
            <Lines x={cx} y={boxY + 26} lines={[branch.title]} anchor="middle" bold fill={branch.text} />
            <Lines x={cx} y={centredBaseline(boxY + 64, branch.lines.length, 14)} lines={branch.lines} anchor="middle" fill={branch.text} />
          </g>
        );
      })}
      <g stroke={color.muted} strokeWidth={2} fill="none">
        <path d={`M${12 + boxW / 2} ${boxY + boxH}V${loop.y - 12}M${180 + boxW / 2} ${boxY + boxH}V${loop.y - 12}`} strokeDasharray="4 4" />
        <path d={`M${loop.x + loop.w} ${loop.y + loop.h / 2}H350V${model.y + model.h / 2}H${model.x + model.w + 10}`} />
      </g>
      <Arrow x1={92} y1={loop.y - 14} x2={92} y2={loop.y} stroke={color.muted} />
      <Arrow x1={260} y1={loop.y - 14} x2={260} y2={loop.y} stroke={color.muted} />
      <Arrow x1={model.x + model.w + 14} y1={model.y + model.h / 2} x2={model.x + model.w} y2={model.y + model.h / 2} stroke={color.muted} />
      <rect x={loop.x} y={loop.y} width={loop.w} height={loop.h} rx={12} fill={color.surface} stroke={color.muted} strokeWidth={2} strokeDasharray="6 4" />
      <Lines x={loop.x + loop.w / 2} y={centredBaseline(loop.y + loop.h / 2, loopLines.length, 14)} lines={loopLines} anchor="middle" />
    </DiagramSvg>
  );
}
