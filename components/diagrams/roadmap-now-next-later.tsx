import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const pad = 12;
const cardX = 24;
const cardW = W - 2 * cardX;
/** Ledgerly's roadmap as the Roadmapping lesson lists it; certainty falls from Now to Later, so the frames go from solid to dashed. */
const horizons = [
  { name: "Now", note: "committed, sized", items: ["Create an invoice on a phone in under a minute", "Turn a photo of a job sheet into line items", "Card payment from the invoice"], dash: undefined },
  { name: "Next", note: "understood, not started", items: ["Chasing late payments", "Giving accountants access"], dash: "8 4" },
  { name: "Later", note: "bigger, fuzzier bet", items: ["Payroll"], dash: "3 5" },
] as const;
const itemLines = horizons.map((horizon) => horizon.items.map((item) => fitLines(item, cardW, 14, 12)));
const cardH = (lines: readonly string[]) => 14 + lines.length * lineStep(14);
const strategyLines = fitLines("Strategy: win independent tradespeople with one-minute invoicing from a phone, then expand into payroll", W - 2 * pad, 14, 12);
const strategyH = 16 + strategyLines.length * lineStep(14);

/** Lays the bands out top to bottom: a heading row, then the cards 8 apart, then 12 of padding. */
const bands: ((typeof horizons)[number] & { top: number; bottom: number; cards: { y: number; lines: string[]; h: number }[] })[] = [];
let cursor = pad + strategyH + 14;
for (const [index, horizon] of horizons.entries()) {
  const top = cursor;
  let y = top + 36;
  const cards = itemLines[index]!.map((lines) => {
    const card = { y, lines, h: cardH(lines) };
    y += card.h + 8;
    return card;
  });
  bands.push({ ...horizon, top, bottom: y + 4, cards });
  cursor = y + 4 + 12;
}
const parkedY = bands[bands.length - 1]!.bottom + 10;

/** Ledgerly's Now-Next-Later roadmap: three committed problems, two understood ones, one bet, and 34 requests parked with a reason. */
export function RoadmapNowNextLater() {
  return (
    <DiagramSvg
      id="diagram-roadmap-nnl"
      title="A Now-Next-Later roadmap drawn from a strategy"
      description="Ledgerly's strategy, win independent tradespeople with one-minute invoicing from a phone and then expand into payroll, sorted 40 requested features into a roadmap. Now, committed and sized: create an invoice on a phone in under a minute, turn a photo of a job sheet into line items, card payment from the invoice. Next, understood but not started: chasing late payments, giving accountants access. Later, the biggest and fuzziest bet: payroll. The other 34 requests were parked, each with a written reason."
      width={W}
      height={parkedY + 52}
    >
      <rect x={pad} y={pad} width={W - 2 * pad} height={strategyH} rx={12} fill={color.primary} />
      <Lines x={pad + 12} y={pad + 24} lines={strategyLines} fill={color.onPrimary} />
      {bands.map((band) => (
        <g key={band.name}>
          <rect x={pad} y={band.top} width={W - 2 * pad} height={band.bottom - band.top} rx={12} fill={color.surface} stroke={color.primary} strokeWidth={2} {...(band.dash ? { strokeDasharray: band.dash } : {})} />
          <Lines x={cardX} y={band.top + 24} lines={[band.name]} size={18} bold fill={color.primary} />
          <Lines x={W - cardX} y={band.top + 24} lines={[band.note]} anchor="end" fill={color.muted} />
          {band.cards.map((card) => (
            <g key={card.y}>
              <rect x={cardX} y={card.y} width={cardW} height={card.h} rx={8} fill={color.accent} />
              <Lines x={cardX + 12} y={card.y + 21} lines={card.lines} fill={color.onAccent} />
            </g>
          ))}
        </g>
      ))}
      <rect x={pad} y={parkedY} width={W - 2 * pad} height={40} rx={12} fill="none" stroke={color.muted} strokeWidth={2} strokeDasharray="2 4" />
      <Lines x={W / 2} y={parkedY + 25} lines={["34 parked, each with a written reason"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
