import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** Two boxes a row, 160 units wide, centred at 92 and 268. */
const pairX = [12, 188];
const pairW = 160;
const pairCentre = (index: number) => pairX[index]! + pairW / 2;
const vision = { x: 80, y: 12, w: 200, h: 48 };
const intentY = 96;
const initiativeY = 180;
const optionY = 264;
/** The two levels drawn as a pair of boxes, the first box of each on the branch the drawing follows. */
const pairLevels = [
  { name: "Strategic intent", gloss: "a business challenge", y: intentY },
  { name: "Product initiative", gloss: "a customer problem", y: initiativeY },
];
const boxH = 48;
const optionX = [12, 128, 244];
const optionW = 104;

/** A box's name in bold and what it stands for beneath, centred at x. */
function Named({ x, y, name, gloss, fill }: { x: number; y: number; name: string; gloss: string; fill?: string }) {
  return (
    <>
      <Lines x={x} y={y + 20} lines={[name]} anchor="middle" bold fill={fill} />
      <Lines x={x} y={y + 38} lines={[gloss]} anchor="middle" fill={fill} />
    </>
  );
}

/** Melissa Perri's strategy deployment, in outline: vision, strategic intents, product initiatives, options. */
export function StrategyDeployment() {
  return (
    <DiagramSvg
      id="diagram-strategy-deployment"
      title="Strategy deployment: a company vision, strategic intents, product initiatives and options"
      description="A tree diagram: the company vision at the top branches into two strategic intents, each a business challenge; the first intent branches into two product initiatives, each a customer problem; the first initiative branches into three options, each a solution a team might try."
      width={W}
      height={optionY + boxH + 12}
    >
      {/* The branch the drawing follows down is in the primary colour; its siblings' links are muted. */}
      <g fill="none" stroke={color.muted} strokeWidth={2}>
        <path d={`M180 78H${pairCentre(1)}V${intentY}`} />
        <path d={`M${pairCentre(0)} 162H${pairCentre(1)}V${initiativeY}`} />
        <path d={`M${pairCentre(0)} ${initiativeY + boxH}V246M${optionX[0]! + optionW / 2} ${optionY}V246H${optionX[2]! + optionW / 2}V${optionY}M180 246V${optionY}`} />
      </g>
      <path
        d={`M180 ${vision.y + vision.h}V78H${pairCentre(0)}V${intentY}M${pairCentre(0)} ${intentY + boxH}V${initiativeY}`}
        fill="none"
        stroke={color.primary}
        strokeWidth={2}
      />
      <rect x={vision.x} y={vision.y} width={vision.w} height={vision.h} rx={10} fill={color.primary} />
      <Named x={180} y={vision.y} name="Company vision" gloss="where the company is going" fill={color.onPrimary} />
      {pairLevels.flatMap((level) =>
        pairX.map((x, index) => (
          <g key={`${level.name}-${x}`}>
            <rect x={x} y={level.y} width={pairW} height={boxH} rx={10} fill={index === 0 ? color.accent : color.raised} stroke={color.primary} strokeWidth={index === 0 ? 3 : 2} />
            <Named x={pairCentre(index)} y={level.y} name={level.name} gloss={level.gloss} fill={index === 0 ? color.onAccent : undefined} />
          </g>
        )),
      )}
      {optionX.map((x) => (
        <g key={`option-${x}`}>
          <rect x={x} y={optionY} width={optionW} height={boxH} rx={8} fill={color.raised} stroke={color.success} strokeWidth={2} strokeDasharray="5 4" />
          <Named x={x + optionW / 2} y={optionY} name="Option" gloss="a solution" />
        </g>
      ))}
    </DiagramSvg>
  );
}
