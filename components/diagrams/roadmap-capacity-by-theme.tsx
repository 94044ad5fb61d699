import { roadmapQuarter as q } from "@/data/guides";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { Arrow, DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const bar = { x: 12, y: 34, w: 336, h: 36 };
const unit = bar.w / q.gross;
/** Theme shades, darkest first: the bar, the legend and the Now cards use the same one per theme. */
const shades = [1, 0.72, 0.48, 0.28];
const reserveW = q.reserve * unit;
const segments = q.themes.reduce<{ x: number; w: number }[]>((laid, theme) => {
  const previous = laid[laid.length - 1];
  return [...laid, { x: previous ? previous.x + previous.w : bar.x + reserveW, w: theme.weeks * unit }];
}, []);

/** Diagonal hatching clipped to the reserve's box, so the reserve reads without colour. */
function hatch(x0: number, x1: number, top: number, bottom: number): string {
  const h = bottom - top;
  const parts: string[] = [];
  for (let t = x0 - h; t < x1; t += 8) {
    const sx = Math.max(t, x0);
    const ex = Math.min(t + h, x1);
    if (ex <= sx) continue;
    parts.push(`M${Math.round(sx * 10) / 10} ${Math.round((bottom - (sx - t)) * 10) / 10}L${Math.round(ex * 10) / 10} ${Math.round((bottom - (ex - t)) * 10) / 10}`);
  }
  return parts.join("");
}

const legendY = bar.y + bar.h + 24;
const legend = [`Reserve ${formatNumber(q.reserve)} (${q.reservePercent}%)`, ...q.themes.map((theme) => `${theme.label} ${formatNumber(theme.weeks)} · ${theme.share}`)];
const boardY = legendY + legend.length * 22 + 40;
const colW = 106;
const colX = (index: number) => 12 + index * (colW + 9);
const nowCards = ["Shift swaps", "Staff import", "2 payroll links", "Publish fixes"];
const columns = [
  { name: "Now", cards: nowCards, style: "now" },
  { name: "Next", cards: ["Labour forecast", "Mobile approvals"], style: "next" },
  { name: "Later", cards: ["Tip pooling", "Retail?"], style: "later" },
] as const;
const cardTop = boardY + 58;
const laidColumns = columns.map((column, index) => {
  let y = cardTop;
  const cards = column.cards.map((label, cardIndex) => {
    const lines = fitLines(label, colW, 14, 10);
    const dated = column.style === "now" && cardIndex === 0;
    const h = 16 + lines.length * lineStep(14) + (dated ? 20 : 0);
    const card = { label, lines, y, h, dated, shade: column.style === "now" ? shades[cardIndex]! : 0 };
    y += h + 8;
    return card;
  });
  return { ...column, x: colX(index), cards, bottom: y };
});
const height = Math.max(...laidColumns.map((column) => column.bottom)) + 4;

/** A quarter's capacity, net of its reserve, split across four themes, and the Now-Next-Later board it fills. */
export function RoadmapCapacityByTheme() {
  const available = { x: bar.x + reserveW, w: bar.w - reserveW };
  return (
    <DiagramSvg
      id="diagram-roadmap-capacity"
      title="A quarter's capacity split by theme, filling a Now-Next-Later roadmap"
      description={`Shiftwise's quarter has ${formatNumber(q.gross)} engineer-weeks. A reserve of ${formatNumber(q.reserve)} (${q.reservePercent}%) is kept for bugs, support and on-call. The other ${formatNumber(q.available)} are split across four themes: ${q.themes.map((theme) => `${theme.label} ${formatNumber(theme.weeks)} (${theme.share})`).join(", ")}. That capacity fills Now, which holds one card per theme: shift swaps, staff import, two payroll links and publish fixes; only shift swaps carries a date, ${q.swapRange.replace("wks", "weeks")}. Next holds a labour forecast and mobile approvals; Later holds tip pooling and whether to serve retail. Confidence falls from Now to Later.`}
      width={W}
      height={height}
    >
      <Lines x={bar.x} y={22} lines={[`Quarter: ${formatNumber(q.gross)} eng-weeks`]} bold />
      <rect x={bar.x} y={bar.y} width={reserveW} height={bar.h} fill={color.surface} stroke={color.muted} strokeWidth={1.5} />
      <path d={hatch(bar.x, bar.x + reserveW, bar.y, bar.y + bar.h)} stroke={color.muted} strokeWidth={1.5} />
      {segments.map((segment, index) => (
        <rect key={index} x={segment.x} y={bar.y} width={segment.w} height={bar.h} fill={color.primary} opacity={shades[index]} stroke={color.background} strokeWidth={1} />
      ))}
      {legend.map((label, index) => (
        <g key={label}>
          {index === 0 ? (
            <rect x={bar.x} y={legendY + index * 22 - 12} width={14} height={14} fill={color.surface} stroke={color.muted} strokeWidth={1.5} />
          ) : (
            <rect x={bar.x} y={legendY + index * 22 - 12} width={14} height={14} fill={color.primary} opacity={shades[index - 1]} />
          )}
          <Lines x={bar.x + 22} y={legendY + index * 22} lines={[label]} />
        </g>
      ))}
      <Arrow x1={available.x + available.w / 2} y1={bar.y + bar.h + 4} x2={available.x + available.w / 2} y2={boardY - 6} stroke={color.primary} width={1.5} dash="4 3" />
      <Lines x={available.x + available.w / 2 + 8} y={boardY - 14} lines={[`${formatNumber(q.available)} fills Now`]} bold fill={color.primary} />
      {/* Confidence falls from left to right, drawn in three steps. */}
      {[1, 0.6, 0.3].map((shade, index) => (
        <rect key={shade} x={colX(index)} y={boardY} width={colW} height={6} fill={color.primary} opacity={shade} />
      ))}
      <Lines x={colX(0)} y={boardY + 22} lines={["high confidence"]} fill={color.muted} />
      <Lines x={colX(2) + colW} y={boardY + 22} lines={["low"]} anchor="end" fill={color.muted} />
      {laidColumns.map((column) => (
        <g key={column.name}>
          <Lines x={column.x} y={boardY + 46} lines={[column.name]} size={16} bold fill={color.primary} />
          {column.cards.map((card) => (
            <g key={card.label}>
              <rect
                x={column.x}
                y={card.y}
                width={colW}
                height={card.h}
                rx={8}
                fill={column.style === "now" ? color.raised : color.surface}
                stroke={column.style === "now" ? color.border : color.primary}
                strokeWidth={1.5}
                {...(column.style === "later" ? { strokeDasharray: "4 3" } : {})}
              />
              {column.style === "now" ? <rect x={column.x} y={card.y} width={6} height={card.h} fill={color.primary} opacity={card.shade} /> : null}
              <Lines x={column.x + 12} y={card.y + 21} lines={card.lines} />
              {card.dated ? <Lines x={column.x + 12} y={card.y + card.h - 10} lines={[q.swapRange]} bold fill={color.primary} /> : null}
            </g>
          ))}
        </g>
      ))}
    </DiagramSvg>
  );
}
