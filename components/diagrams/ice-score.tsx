import { iceScale } from "@/lib/frameworks/ice";
import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const tileW = 100;
const tileY = 12;
const tiles = [
  { letter: "I", name: "Impact", x: 12, fill: color.primary, text: color.onPrimary, stroke: undefined },
  { letter: "C", name: "Confidence", x: 130, fill: color.accent, text: color.onAccent, stroke: color.primary },
  { letter: "E", name: "Ease", x: 248, fill: color.raised, text: color.foreground, stroke: color.primary },
];
/** Illustrative scores for three ideas, to show the ranking step. */
const ranked = [
  { label: "Idea A", score: 7.7 },
  { label: "Idea B", score: 6.3 },
  { label: "Idea C", score: 4.7 },
];
const barX = 84;
const barMaxW = 220;

/** ICE: three 1-10 ratings, averaged into one score, then ranked. */
export function IceScore() {
  return (
    <DiagramSvg
      id="diagram-ice"
      title="ICE scoring: impact, confidence and ease, averaged into one score"
      description={`Three tiles, Impact, Confidence and Ease, each rated from ${iceScale.min} to ${iceScale.max}, are added together and divided by 3 to give the ICE score, also from ${iceScale.min} to ${iceScale.max}. Ideas are then ranked by their score, highest first, for example Idea A at 7.7, Idea B at 6.3 and Idea C at 4.7.`}
      width={W}
      height={336}
    >
      {tiles.map((tile, index) => (
        <g key={tile.letter}>
          <rect x={tile.x} y={tileY} width={tileW} height={tileW} rx={14} fill={tile.fill} {...defined({ stroke: tile.stroke, strokeWidth: tile.stroke ? 2 : undefined })} />
          <Lines x={tile.x + tileW / 2} y={tileY + 48} lines={[tile.letter]} size={36} anchor="middle" bold fill={tile.text} />
          <Lines x={tile.x + tileW / 2} y={tileY + 72} lines={[tile.name]} anchor="middle" bold fill={tile.text} />
          <Lines x={tile.x + tileW / 2} y={tileY + 91} lines={[`${iceScale.min} to ${iceScale.max}`]} anchor="middle" fill={tile.text} />
          {index < tiles.length - 1 ? <Lines x={tile.x + tileW + 9} y={tileY + 58} lines={["+"]} size={22} anchor="middle" bold /> : null}
        </g>
      ))}
      <path d={`M12 130H348`} stroke={color.foreground} strokeWidth={3} strokeLinecap="round" />
      <Lines x={W / 2} y={160} lines={["÷ 3 = ICE score, 1 to 10"]} size={18} anchor="middle" bold />
      <Lines x={12} y={204} lines={["Rank the ideas, highest first"]} fill={color.muted} />
      {ranked.map((idea, index) => {
        const y = 218 + index * 36;
        return (
          <g key={idea.label}>
            <Lines x={12} y={y + 19} lines={[idea.label]} bold />
            <rect x={barX} y={y} width={barMaxW} height={26} rx={6} fill={color.raised} stroke={color.border} />
            <rect x={barX} y={y} width={Math.round((barMaxW * idea.score) / iceScale.max)} height={26} rx={6} fill={index === 0 ? color.primary : color.accent} {...defined({ stroke: index === 0 ? undefined : color.primary })} />
            <Lines x={348} y={y + 19} lines={[String(idea.score)]} anchor="end" bold />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
