import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const tileW = 100;
const tileH = 104;
const top = 12;
const tiles = [
  { letter: "R", name: "Reach", detail: "per quarter", x: 12, fill: color.primary, text: color.onPrimary, stroke: undefined },
  { letter: "I", name: "Impact", detail: "0.25 to 3", x: 130, fill: color.accent, text: color.onAccent, stroke: color.primary },
  { letter: "C", name: "Confidence", detail: "0 to 100%", x: 248, fill: color.raised, text: color.foreground, stroke: color.primary },
];
// Wider than the others: "person-months" needs about 100 units of 14 px text, and a tile as wide as its text leaves it touching the edges.
const effort = { letter: "E", name: "Effort", detail: "person-months", x: 115, y: 150, width: 130 };

function Tile({ x, y, letter, name, detail, fill, text, stroke, width = tileW }: { x: number; y: number; letter: string; name: string; detail: string; fill: string; text: string; stroke?: string; width?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={tileH} rx={14} fill={fill} {...defined({ stroke, strokeWidth: stroke ? 2 : undefined })} />
      <Lines x={x + width / 2} y={y + 44} lines={[letter]} size={36} anchor="middle" bold fill={text} />
      <Lines x={x + width / 2} y={y + 70} lines={[name]} anchor="middle" bold fill={text} />
      <Lines x={x + width / 2} y={y + 90} lines={[detail]} anchor="middle" fill={text} />
    </g>
  );
}

/** RICE: reach × impact × confidence, divided by effort. */
export function RiceScore() {
  return (
    <DiagramSvg
      id="diagram-rice"
      title="RICE scoring: reach times impact times confidence, divided by effort"
      description="The RICE formula drawn as four tiles: Reach times Impact times Confidence, divided by Effort, giving one score per idea. Reach counts people or events in a fixed period, impact runs from 0.25 (minimal) to 3 (massive), confidence is a percentage and effort is in person-months. The higher the score, the more value per unit of work."
      width={W}
      height={332}
    >
      {tiles.map((tile, index) => (
        <g key={tile.letter}>
          <Tile {...tile} y={top} />
          {index < tiles.length - 1 ? <Lines x={tile.x + tileW + 9} y={top + 60} lines={["×"]} size={20} anchor="middle" bold /> : null}
        </g>
      ))}
      <path d={`M12 ${top + tileH + 19}H348`} stroke={color.foreground} strokeWidth={3} strokeLinecap="round" />
      <Tile {...effort} fill={color.raised} text={color.foreground} stroke={color.muted} />
      <Lines x={W / 2} y={290} lines={["= one RICE score per idea"]} size={18} anchor="middle" bold />
      <Lines x={W / 2} y={312} lines={["higher means more value per unit of work"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
