/**
 * Card thumbnails for /frameworks: a simplified drawing of each explainer's
 * diagram, keyed by the framework's slug. A card is 282 px wide at its
 * narrowest (two columns at 640 px), so the drawings are 320 × 200 units with
 * 16-unit labels (over 14 px there) and only a few words: the shapes carry
 * the picture, the card's own text names it. Colours are theme variables, as
 * in the full diagrams, and every thumbnail is decorative (the card's title
 * names the link).
 */
import type { ReactNode } from "react";
import { Arrow, Lines, color, defined, starPath } from "./svg";

export const thumbnailBox = { width: 320, height: 200, fontSize: 16 } as const;
/**
 * A margin around the 320 × 200 drawing, in units: drawings that use their
 * whole box (three tiles edge to edge, a column to the top) had touched the
 * card's edges. 16-unit labels stay over 13 px on the narrowest card.
 */
export const thumbnailMargin = { x: 12, y: 10 } as const;

/** A card thumbnail's frame: 320 × 200 units inside a small margin, decorative, bold labels in the text colour. */
export function Thumb({ children }: { children: ReactNode }) {
  const { x, y } = thumbnailMargin;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`${-x} ${-y} ${thumbnailBox.width + 2 * x} ${thumbnailBox.height + 2 * y}`}
      className="block h-auto w-full"
      fontSize={thumbnailBox.fontSize}
      fontWeight={700}
      fill={color.foreground}
    >
      {children}
    </svg>
  );
}

/** A 16-unit label; thumbnails only use bold text, set once on the <svg>. */
export function Label({ x, y, text, fill, anchor = "middle", size }: { x: number; y: number; text: string; fill?: string; anchor?: "start" | "middle" | "end"; size?: number }) {
  return <Lines x={x} y={y} lines={[text]} size={size ?? thumbnailBox.fontSize} inherited={thumbnailBox.fontSize} anchor={anchor} fill={fill} />;
}

function BusinessModelCanvasThumb() {
  const col = 54;
  const x = (index: number) => 20 + index * (col + 3);
  const blocks = [
    { x: x(0), y: 16, w: col, h: 112, n: 8 },
    { x: x(1), y: 16, w: col, h: 54.5, n: 7 },
    { x: x(1), y: 73.5, w: col, h: 54.5, n: 6 },
    { x: x(2), y: 16, w: col, h: 112, n: 2 },
    { x: x(3), y: 16, w: col, h: 54.5, n: 4 },
    { x: x(3), y: 73.5, w: col, h: 54.5, n: 3 },
    { x: x(4), y: 16, w: col, h: 112, n: 1 },
    { x: 20, y: 131, w: 138.5, h: 52, n: 9 },
    { x: 161.5, y: 131, w: 138.5, h: 52, n: 5 },
  ];
  return (
    <Thumb>
      {blocks.map((block) => (
        <g key={block.n}>
          <rect x={block.x} y={block.y} width={block.w} height={block.h} rx={5} fill={block.n === 2 ? color.accent : color.raised} stroke={block.n === 2 ? color.primary : color.muted} strokeWidth={block.n === 2 ? 2.5 : 1.5} />
          <Label x={block.x + block.w / 2} y={block.y + block.h / 2 + 6} text={String(block.n)} fill={block.n === 2 ? color.onAccent : undefined} />
        </g>
      ))}
    </Thumb>
  );
}

function DoubleDiamondThumb() {
  return (
    <Thumb>
      <g stroke={color.primary} strokeWidth={2} strokeLinejoin="round">
        <path d="M16 84L88 24V144z" fill={color.accent} />
        <path d="M88 24L160 84L88 144z" fill={color.primary} />
        <path d="M160 84L232 24V144z" fill={color.accent} />
        <path d="M232 24L304 84L232 144z" fill={color.primary} />
      </g>
      <Label x={88} y={178} text="Problem" />
      <Label x={232} y={178} text="Solution" />
    </Thumb>
  );
}

function DualTrackAgileThumb() {
  return (
    <Thumb>
      <rect x={16} y={14} width={288} height={72} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <rect x={16} y={114} width={288} height={72} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <Label x={30} y={40} text="Discovery" anchor="start" fill={color.onAccent} />
      {/* Under its cards, mirroring Discovery above its own: over them, the arrows ran through the word. */}
      <Label x={30} y={176} text="Delivery" anchor="start" />
      {[40, 128, 216].map((x) => (
        <g key={x}>
          <rect x={x} y={52} width={64} height={22} rx={6} fill={color.raised} stroke={color.primary} strokeWidth={1.5} />
          <rect x={x} y={128} width={64} height={22} rx={6} fill={color.primary} />
        </g>
      ))}
      <Arrow x1={72} y1={74} x2={72} y2={128} stroke={color.primary} width={3} />
      <Arrow x1={248} y1={74} x2={248} y2={128} stroke={color.primary} width={3} />
      <Arrow x1={160} y1={128} x2={160} y2={74} stroke={color.success} width={3} dash="5 4" />
    </Thumb>
  );
}

function LetterTiles({ tiles, y, operator }: { tiles: { letter: string; x: number; strong?: boolean }[]; y: number; operator: string }) {
  return (
    <>
      {tiles.map((tile, index) => (
        <g key={tile.letter}>
          <rect x={tile.x} y={y} width={68} height={68} rx={12} fill={tile.strong ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
          <Label x={tile.x + 34} y={y + 46} text={tile.letter} size={34} fill={tile.strong ? color.onPrimary : color.onAccent} />
          {index < tiles.length - 1 ? <Label x={tile.x + 79} y={y + 42} text={operator} size={22} /> : null}
        </g>
      ))}
    </>
  );
}

function IceScoringThumb() {
  return (
    <Thumb>
      <LetterTiles y={14} operator="+" tiles={[{ letter: "I", x: 38, strong: true }, { letter: "C", x: 128 }, { letter: "E", x: 218 }]} />
      {[0.78, 0.62, 0.44].map((share, index) => (
        <g key={share}>
          <rect x={38} y={104 + index * 28} width={248} height={18} rx={5} fill={color.raised} stroke={color.border} />
          <rect x={38} y={104 + index * 28} width={Math.round(248 * share)} height={18} rx={5} fill={index === 0 ? color.primary : color.accent} stroke={color.primary} />
        </g>
      ))}
    </Thumb>
  );
}

function JobsToBeDoneThumb() {
  return (
    <Thumb>
      <rect x={16} y={76} width={112} height={48} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <Label x={72} y={106} text="Old way" />
      <rect x={192} y={76} width={112} height={48} rx={10} fill={color.primary} />
      <Label x={248} y={106} text="New way" fill={color.onPrimary} />
      <Arrow x1={136} y1={100} x2={184} y2={100} stroke={color.muted} width={2} />
      <Arrow x1={40} y1={30} x2={280} y2={30} stroke={color.primary} width={5} />
      <Arrow x1={40} y1={54} x2={230} y2={54} stroke={color.primary} width={5} />
      <Arrow x1={280} y1={148} x2={90} y2={148} stroke={color.destructive} width={5} />
      <Arrow x1={280} y1={172} x2={40} y2={172} stroke={color.destructive} width={5} />
    </Thumb>
  );
}

function KaizenThumb() {
  const letters = ["P", "D", "C", "A", "P"];
  const stepW = 56;
  const top = (index: number) => 164 - index * 26;
  const outline = `M20 186${letters.map((_, index) => `V${top(index)}H${20 + (index + 1) * stepW}`).join("")}V186z`;
  return (
    <Thumb>
      <path d={outline} fill={color.accent} stroke={color.primary} strokeWidth={2} strokeLinejoin="round" />
      {letters.map((letter, index) => (
        <g key={index}>
          <circle cx={20 + index * stepW + stepW / 2} cy={top(index) - 20} r={15} fill={color.primary} />
          <Label x={20 + index * stepW + stepW / 2} y={top(index) - 14} text={letter} fill={color.onPrimary} />
        </g>
      ))}
    </Thumb>
  );
}

function KanoModelThumb() {
  return (
    <Thumb>
      <g stroke={color.muted} strokeWidth={1.5}>
        <path d="M160 14V186M24 100H296" />
      </g>
      <g fill="none" strokeWidth={4} strokeLinecap="round">
        <path d="M24 98C130 96 220 80 292 18" stroke={color.success} />
        <path d="M24 180L296 20" stroke={color.primary} />
        <path d="M24 184C64 130 110 112 296 108" stroke={color.foreground} strokeDasharray="9 6" />
        <path d="M24 100H296" stroke={color.muted} strokeDasharray="2 7" />
      </g>
    </Thumb>
  );
}

function LeanStartupThumb() {
  const nodes = [
    { name: "Build", x: 160, y: 48 },
    { name: "Measure", x: 252, y: 150 },
    { name: "Learn", x: 68, y: 150 },
  ];
  return (
    <Thumb>
      <circle cx={160} cy={110} r={74} fill="none" stroke={color.primary} strokeWidth={3} strokeDasharray="10 6" />
      {nodes.map((node) => (
        <g key={node.name}>
          <rect x={node.x - 50} y={node.y - 20} width={100} height={40} rx={20} fill={color.primary} />
          <Label x={node.x} y={node.y + 6} text={node.name} fill={color.onPrimary} />
        </g>
      ))}
    </Thumb>
  );
}

function MoscowThumb() {
  const rows = [
    { letter: "M", w: 150, fill: color.primary, text: color.onPrimary },
    { letter: "S", w: 110, fill: color.accent, text: color.onAccent },
    { letter: "C", w: 70, fill: color.raised, text: color.foreground },
    { letter: "W", w: 40, fill: "none", text: color.foreground },
  ];
  return (
    <Thumb>
      {rows.map((row, index) => (
        <g key={row.letter}>
          <rect x={60} y={18 + index * 42} width={row.w * 1.5} height={32} rx={8} fill={row.fill} stroke={color.primary} strokeWidth={2} {...defined({ strokeDasharray: index > 1 ? "5 4" : undefined })} />
          <Label x={40} y={40 + index * 42} text={row.letter} size={20} />
        </g>
      ))}
    </Thumb>
  );
}

function NorthStarThumb() {
  return (
    <Thumb>
      <path d={starPath(160, 46, 34)} fill={color.primary} />
      <g stroke={color.muted} strokeWidth={2}>
        {[46, 122, 198, 274].map((x) => (
          <path key={x} d={`M160 80L${x} 124`} />
        ))}
      </g>
      {[16, 92, 168, 244].map((x) => (
        <rect key={x} x={x} y={124} width={60} height={44} rx={8} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      ))}
    </Thumb>
  );
}

function OkrsThumb() {
  return (
    <Thumb>
      <rect x={20} y={14} width={280} height={40} rx={10} fill={color.primary} />
      <Label x={34} y={40} text="Objective" anchor="start" fill={color.onPrimary} />
      {[0.7, 0.7, 0.4].map((score, index) => (
        <g key={index}>
          <rect x={20} y={72 + index * 40} width={220} height={20} rx={5} fill={color.raised} stroke={color.muted} />
          <rect x={20} y={72 + index * 40} width={Math.round(220 * score)} height={20} rx={5} fill={color.primary} />
          <Label x={300} y={88 + index * 40} text={String(score)} anchor="end" />
        </g>
      ))}
    </Thumb>
  );
}

function OpportunityScoringThumb() {
  return (
    <Thumb>
      <path d="M40 16H296L40 176z" fill={color.accent} stroke={color.primary} strokeWidth={2} strokeDasharray="6 4" />
      <path d="M40 16V176H296" fill="none" stroke={color.foreground} strokeWidth={2} />
      <circle cx={92} cy={52} r={9} fill={color.primary} />
      <circle cx={240} cy={140} r={9} fill={color.muted} />
    </Thumb>
  );
}

function OpportunitySolutionTreeThumb() {
  const cols = [28, 124, 220];
  return (
    <Thumb>
      <g fill="none" stroke={color.muted} strokeWidth={2}>
        <path d="M160 42V56M64 70V56H256V70M160 56V70M160 100V116M64 130V116H256V130M64 152V166M160 152V166M256 152V166" />
      </g>
      <rect x={100} y={12} width={120} height={30} rx={8} fill={color.primary} />
      {cols.map((x, index) => (
        <g key={x}>
          <rect x={x} y={70} width={72} height={30} rx={8} fill={index === 1 ? color.accent : color.raised} stroke={color.primary} strokeWidth={index === 1 ? 3 : 2} />
          <rect x={x} y={130} width={72} height={22} rx={6} fill={color.accent} stroke={color.primary} strokeWidth={2} />
          <rect x={x} y={166} width={72} height={22} rx={6} fill={color.raised} stroke={color.success} strokeWidth={2} strokeDasharray="5 4" />
        </g>
      ))}
    </Thumb>
  );
}

function RiceScoringThumb() {
  return (
    <Thumb>
      <LetterTiles y={10} operator="×" tiles={[{ letter: "R", x: 38, strong: true }, { letter: "I", x: 128 }, { letter: "C", x: 218 }]} />
      <path d="M38 96H286" stroke={color.foreground} strokeWidth={3} strokeLinecap="round" />
      <LetterTiles y={110} operator="" tiles={[{ letter: "E", x: 128 }]} />
    </Thumb>
  );
}

function UserStoryMappingThumb() {
  const xs = [20, 94, 168, 242];
  return (
    <Thumb>
      {xs.map((x, index) => (
        <g key={x}>
          <rect x={x} y={16} width={58} height={36} rx={7} fill={color.primary} />
          <rect x={x} y={66} width={58} height={30} rx={6} fill={color.accent} stroke={color.primary} strokeWidth={1.5} />
          {index < 3 ? <rect x={x} y={126} width={58} height={30} rx={6} fill={color.raised} stroke={color.primary} strokeWidth={1.5} /> : null}
        </g>
      ))}
      <g stroke={color.muted} strokeWidth={2} strokeDasharray="6 5">
        <path d="M20 110H300M20 172H300" />
      </g>
    </Thumb>
  );
}

function ValuePropositionCanvasThumb() {
  return (
    <Thumb>
      <g stroke={color.primary} strokeWidth={2}>
        <rect x={24} y={30} width={124} height={124} fill={color.accent} />
        <path d="M86 30V154M86 92H148" />
        <circle cx={234} cy={92} r={62} fill={color.raised} />
        <path d="M234 30V154M172 92H234" />
      </g>
      <Arrow x1={150} y1={62} x2={176} y2={62} stroke={color.foreground} width={2.5} />
      <Arrow x1={150} y1={122} x2={176} y2={122} stroke={color.foreground} width={2.5} />
      <Label x={160} y={186} text="Fit" />
    </Thumb>
  );
}

function TamSamSomThumb() {
  const rings = [
    { r: 88, fill: color.raised, label: "TAM", labelY: 40, text: undefined },
    { r: 58, fill: color.accent, label: "SAM", labelY: 96, text: color.onAccent },
    { r: 28, fill: color.primary, label: "SOM", labelY: 166, text: color.onPrimary },
  ];
  return (
    <Thumb>
      {rings.map((ring) => (
        <g key={ring.label}>
          <circle cx={160} cy={192 - ring.r} r={ring.r} fill={ring.fill} stroke={color.primary} strokeWidth={2} />
          <Label x={160} y={ring.labelY} text={ring.label} fill={ring.text} />
        </g>
      ))}
    </Thumb>
  );
}

function WsjfThumb() {
  // Two orders of the same jobs: the hatched wait under the first job is the delay cost.
  const lanes = [
    { y: 16, first: 150, second: 90 },
    { y: 108, first: 90, second: 150 },
  ];
  return (
    <Thumb>
      {lanes.map((lane) => (
        <g key={lane.y}>
          <rect x={40} y={lane.y} width={lane.first} height={40} rx={6} fill={color.primary} />
          <rect x={40 + lane.first} y={lane.y} width={lane.second} height={40} rx={6} fill={color.accent} stroke={color.primary} strokeWidth={2} />
          <rect x={40} y={lane.y + 48} width={lane.first} height={22} fill="none" stroke={color.primary} strokeWidth={1.5} strokeDasharray="4 3" />
          <path d={Array.from({ length: Math.ceil((lane.first + 22) / 10) }, (_, i) => 40 - 22 + i * 10)
            .map((x) => `M${Math.max(x, 40)} ${lane.y + 70 - (Math.max(x, 40) - x)}L${Math.min(x + 22, 40 + lane.first)} ${lane.y + 70 - (Math.min(x + 22, 40 + lane.first) - x)}`)
            .join("")} stroke={color.primary} strokeWidth={1.5} />
        </g>
      ))}
      <Label x={20} y={44} text="1" />
      <Label x={20} y={136} text="2" />
    </Thumb>
  );
}

function VanWestendorpThumb() {
  // Two falling and two rising curves, the acceptable range shaded between the outer crossings.
  return (
    <Thumb>
      <rect x={112} y={20} width={96} height={132} fill={color.accent} />
      <g fill="none" strokeWidth={4} strokeLinejoin="round">
        <path d="M24 24L80 50L120 120L160 152H296" stroke={color.primary} strokeDasharray="10 7" />
        <path d="M24 152H70L120 100L160 40L200 24H296" stroke={color.primary} />
        <path d="M24 24H100L160 60L210 140L240 152H296" stroke={color.foreground} />
        <path d="M24 152H120L180 120L240 60L296 24" stroke={color.foreground} strokeDasharray="10 7" />
      </g>
      <path d="M24 20V152H296" fill="none" stroke={color.muted} strokeWidth={2} />
      <Label x={160} y={184} text="Acceptable range" />
    </Thumb>
  );
}

function HeartThumb() {
  const letters = ["H", "E", "A", "R", "T"];
  return (
    <Thumb>
      {letters.map((letter, index) => (
        <g key={letter}>
          <rect x={16} y={8 + index * 37} width={288} height={31} rx={7} fill={index === 2 || index === 3 ? color.accent : color.surface} stroke={index === 2 || index === 3 ? color.primary : color.border} strokeWidth={2} />
          <Label x={40} y={30 + index * 37} text={letter} fill={color.primary} />
          <g fill={color.muted}>
            <rect x={76} y={19 + index * 37} width={60} height={9} rx={4} />
            <rect x={156} y={19 + index * 37} width={60} height={9} rx={4} />
            <rect x={236} y={19 + index * 37} width={48} height={9} rx={4} />
          </g>
        </g>
      ))}
    </Thumb>
  );
}

function AarrrThumb() {
  const half = [120, 98, 76, 54, 32];
  return (
    <Thumb>
      {half.slice(0, 4).map((width, index) => (
        <path key={width} d={`M${150 - width} ${12 + index * 44}H${150 + width}L${150 + half[index + 1]!} ${50 + index * 44}H${150 - half[index + 1]!}z`} fill={index >= 2 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
      ))}
      <path d="M232 122C306 122 306 34 256 34" fill="none" stroke={color.primary} strokeWidth={3} strokeDasharray="8 5" />
      <Arrow x1={262} y1={34} x2={244} y2={34} stroke={color.primary} width={3} />
    </Thumb>
  );
}

function PlayingToWinThumb() {
  return (
    <Thumb>
      {[0, 1, 2, 3, 4].map((index) => (
        <rect key={index} x={20 + index * 28} y={10 + index * 37} width={168} height={28} rx={7} fill={index === 1 || index === 2 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
      ))}
      <g fill={color.primary}>
        <Label x={282} y={100} text="WIN" size={28} />
      </g>
    </Thumb>
  );
}

/** By framework slug (a card's id). */
export const frameworkThumbnails: Record<string, () => ReactNode> = {
  "business-model-canvas": BusinessModelCanvasThumb,
  "double-diamond": DoubleDiamondThumb,
  "dual-track-agile": DualTrackAgileThumb,
  "ice-scoring": IceScoringThumb,
  "jobs-to-be-done": JobsToBeDoneThumb,
  kaizen: KaizenThumb,
  "kano-model": KanoModelThumb,
  "lean-startup": LeanStartupThumb,
  moscow: MoscowThumb,
  "north-star-metric": NorthStarThumb,
  okrs: OkrsThumb,
  "opportunity-scoring": OpportunityScoringThumb,
  "opportunity-solution-tree": OpportunitySolutionTreeThumb,
  "rice-scoring": RiceScoringThumb,
  "tam-sam-som": TamSamSomThumb,
  "user-story-mapping": UserStoryMappingThumb,
  "value-proposition-canvas": ValuePropositionCanvasThumb,
  wsjf: WsjfThumb,
  "van-westendorp": VanWestendorpThumb,
  "heart-framework": HeartThumb,
  "aarrr-pirate-metrics": AarrrThumb,
  "playing-to-win": PlayingToWinThumb,
};
