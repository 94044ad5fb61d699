import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const boxW = 108;
const gap = 10;
const boxX = [12, 12 + boxW + gap, 12 + 2 * (boxW + gap)];
/** The Mom Test's three currencies, with the examples The Mom Test review gives for each. */
const currencies = [
  { name: "Time", examples: "a follow-up meeting, a trial" },
  { name: "Reputation", examples: "an introduction to a colleague or their boss" },
  { name: "Money", examples: "a letter of intent, pre-order or deposit" },
].map((currency) => ({ ...currency, lines: fitLines(currency.examples, boxW, 14, 8) }));
const notCommitment = fitLines("Compliments, enthusiasm, a friendly chat with no next step", W - 24, 14, 12);
const top = 34;
const boxH = 30 + Math.max(...currencies.map((currency) => currency.lines.length)) * lineStep(14) + 10;
const notY = top + boxH + 16;
const notH = 30 + notCommitment.length * lineStep(14) + 10;

/** Rob Fitzpatrick's currencies of commitment: time, reputation and money, and what is not commitment. */
export function CommitmentCurrencies() {
  return (
    <DiagramSvg
      id="diagram-commitment-currencies"
      title="Commitment after a meeting: the other person gives up time, reputation or money"
      description={`Three boxes side by side, the currencies of commitment: ${currencies.map((currency) => `${currency.name.toLowerCase()}, such as ${currency.examples}`).join("; ")}. Below them a dashed box, not commitment: compliments, enthusiasm and a friendly chat with no next step.`}
      width={W}
      height={notY + notH + 12}
    >
      <Lines x={12} y={20} lines={["What the other person gives up"]} bold />
      {currencies.map((currency, index) => (
        <g key={currency.name}>
          <rect x={boxX[index]} y={top} width={boxW} height={boxH} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
          <Lines x={boxX[index]! + 8} y={top + 21} lines={[currency.name]} bold fill={color.onAccent} />
          <Lines x={boxX[index]! + 8} y={top + 21 + lineStep(14)} lines={currency.lines} fill={color.onAccent} />
        </g>
      ))}
      <rect x={12} y={notY} width={W - 24} height={notH} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
      <Lines x={24} y={notY + 21} lines={["Not commitment: it costs them nothing"]} bold />
      <Lines x={24} y={notY + 21 + lineStep(14)} lines={notCommitment} fill={color.muted} />
    </DiagramSvg>
  );
}
