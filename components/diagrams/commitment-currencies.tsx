import { DiagramSvg, Lines, color, fitLines, lineStep, linesHeight } from "./svg";

const W = 360;
const size = 14;
const step = lineStep(size);
/** Every box spans the same width, so the currencies and the dashed "not commitment" box share both edges. */
const boxX = 12;
const boxW = W - 2 * boxX;
/** A currency's name sits in a column of its own; its examples fill the rest of the row. */
const nameW = 104;
const examplesX = boxX + nameW;
const examplesW = boxW - nameW - 12;
const padY = 10;
const rowGap = 8;

/** The Mom Test's three currencies, with the examples The Mom Test review gives for each. */
const currencies = [
  { name: "Time", examples: "a follow-up meeting, a trial" },
  { name: "Reputation", examples: "an introduction to a colleague or their boss" },
  { name: "Money", examples: "a letter of intent, pre-order or deposit" },
].map((currency) => {
  const lines = fitLines(currency.examples, examplesW, size, 0);
  return { ...currency, lines, height: 2 * padY + linesHeight(lines.length, size) };
});
const notCommitment = fitLines("Compliments, enthusiasm, a friendly chat with no next step", boxW, size, 12);
const top = 34;
// Each row starts under the one before it; the dashed box under the last.
let cursor = top;
const rowTops = currencies.map((currency) => {
  const y = cursor;
  cursor += currency.height + rowGap;
  return y;
});
const notY = cursor - rowGap + 16;
const notH = 2 * padY + linesHeight(1 + notCommitment.length, size) + 2;

/**
 * Rob Fitzpatrick's currencies of commitment (time, reputation and money) and
 * what is not commitment: one row per currency, its name in a column of its
 * own and its examples beside it, over the dashed box of what costs nothing.
 * (Three boxes side by side wrapped each example to four or five lines.)
 */
export function CommitmentCurrencies() {
  return (
    <DiagramSvg
      id="diagram-commitment-currencies"
      title="Commitment after a meeting: the other person gives up time, reputation or money"
      description={`Three rows, the currencies of commitment: ${currencies.map((currency) => `${currency.name.toLowerCase()}, such as ${currency.examples}`).join("; ")}. Below them a dashed box, not commitment: compliments, enthusiasm and a friendly chat with no next step.`}
      width={W}
      height={notY + notH + 12}
    >
      <Lines x={boxX} y={20} lines={["What the other person gives up"]} bold />
      {currencies.map((currency, index) => {
        const y = rowTops[index]!;
        const baseline = y + padY + size * 0.85;
        return (
          <g key={currency.name}>
            <rect x={boxX} y={y} width={boxW} height={currency.height} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
            <Lines x={boxX + 12} y={baseline} lines={[currency.name]} bold fill={color.onAccent} />
            <Lines x={examplesX} y={baseline} lines={currency.lines} fill={color.onAccent} />
          </g>
        );
      })}
      <rect x={boxX} y={notY} width={boxW} height={notH} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} strokeDasharray="5 4" />
      <Lines x={boxX + 12} y={notY + padY + size * 0.85} lines={["Not commitment: it costs them nothing"]} bold />
      <Lines x={boxX + 12} y={notY + padY + size * 0.85 + step} lines={notCommitment} fill={color.muted} />
    </DiagramSvg>
  );
}
