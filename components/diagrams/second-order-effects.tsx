import { Arrow, DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const pad = 12;
const indent = 40;
const boxW = W - indent - pad;
/** The referral-bonus decision in the Mental models lesson: one first-order effect, then the questions that came after it and what the one-city test found. */
const decision = "Double the referral bonus to $40";
const first = { title: "More sign-ups", result: "model: +20%; one-city test: +23%" };
const second = [
  { title: "Would bonus hunters ride once and leave?", result: "90-day retention of referred riders: 31% → 19%", source: "second-order" },
  { title: "Would riders wait for a code instead of paying full price?", result: "", source: "second-order" },
  { title: "Pre-mortem: fraud through duplicate accounts", result: "fraud reports tripled", source: "pre-mortem" },
] as const;
const wrap = (text: string, bold = false) => fitLines(text, boxW, 14, 12, bold);
const boxes = second.map((effect) => ({ ...effect, titleLines: wrap(effect.title, true), resultLines: effect.result ? wrap(effect.result) : [] }));
const heightOf = (box: (typeof boxes)[number]) => 14 + (box.titleLines.length + box.resultLines.length) * lineStep(14);
const top = 12;
const firstY = top + 40 + 34;
const secondLabelY = firstY + 58 + 30;
const positions = boxes.reduce<number[]>((ys, box, index) => [...ys, index === 0 ? secondLabelY + 14 : ys[index - 1]! + heightOf(boxes[index - 1]!) + 10], []);
const lastBottom = positions[positions.length - 1]! + heightOf(boxes[boxes.length - 1]!);
const outcomeY = lastBottom + 30;
const outcomeLines = fitLines("Kept the original bonus; spent the budget on first-ride discounts instead", W - 2 * pad, 14, 12);

/** Second-order thinking about a referral bonus: the first-order effect looked good, the effects after it did not. */
export function SecondOrderEffects() {
  return (
    <DiagramSvg
      id="diagram-second-order"
      title="First- and second-order effects of doubling a referral bonus"
      description="The decision: double the referral bonus to $40. First-order effect: more sign-ups; a model predicted 20% more and the one-city test measured 23%. Second-order questions: would bonus hunters ride once and leave (90-day retention of referred riders fell from 31% to 19%), and would riders wait for a code instead of paying full price; a pre-mortem added fraud through duplicate accounts, and fraud reports tripled. The team kept the original bonus and spent the budget on first-ride discounts instead."
      width={W}
      height={outcomeY + 36 + outcomeLines.length * lineStep(14)}
    >
      <rect x={pad} y={top} width={W - 2 * pad} height={40} rx={20} fill={color.primary} />
      <Lines x={W / 2} y={top + 26} lines={[decision]} anchor="middle" bold fill={color.onPrimary} />
      <Arrow x1={W / 2} y1={top + 40} x2={W / 2} y2={firstY - 4} stroke={color.muted} />
      <Lines x={pad} y={firstY - 12} lines={["First-order effect"]} fill={color.muted} />
      <rect x={pad} y={firstY} width={W - 2 * pad} height={58} rx={10} fill={color.accent} stroke={color.success} strokeWidth={2} />
      <Lines x={pad + 12} y={firstY + 23} lines={[first.title]} bold fill={color.onAccent} />
      <Lines x={pad + 12} y={firstY + 43} lines={[first.result]} fill={color.onAccent} />
      <Lines x={indent} y={secondLabelY} lines={["And then? Second-order effects"]} fill={color.muted} />
      <path d={`M${pad + 14} ${firstY + 58}V${positions[positions.length - 1]! + 20}`} stroke={color.muted} strokeWidth={2} fill="none" />
      {boxes.map((box, index) => {
        const y = positions[index]!;
        return (
          <g key={box.title}>
            <Arrow x1={pad + 14} y1={y + 20} x2={indent} y2={y + 20} stroke={color.muted} />
            <rect x={indent} y={y} width={boxW} height={heightOf(box)} rx={10} fill={color.raised} stroke={box.result ? color.destructive : color.muted} strokeWidth={2} {...(box.source === "pre-mortem" ? { strokeDasharray: "6 4" } : {})} />
            <Lines x={indent + 12} y={y + 22} lines={box.titleLines} bold />
            {box.resultLines.length ? <Lines x={indent + 12} y={y + 22 + box.titleLines.length * lineStep(14)} lines={box.resultLines} fill={color.destructive} /> : null}
          </g>
        );
      })}
      <Lines x={pad} y={outcomeY} lines={["Decision (reversible, so tested first)"]} fill={color.muted} />
      <rect x={pad} y={outcomeY + 8} width={W - 2 * pad} height={16 + outcomeLines.length * lineStep(14)} rx={10} fill={color.surface} stroke={color.primary} strokeWidth={2} />
      <Lines x={pad + 12} y={outcomeY + 28} lines={outcomeLines} />
    </DiagramSvg>
  );
}
