import { DiagramSvg, Lines, color, defined } from "./svg";

/**
 * The empty Business Model Canvas: the nine blocks in their canvas places,
 * each carrying its number in the suggested fill order. Block names do not
 * fit five columns at a legible size on a phone, so a numbered list beside
 * the grid names them.
 */
const W = 360;
const left = 12;
const gap = 4;
const colW = (W - 2 * left - 4 * gap) / 5;
const colX = (index: number) => left + index * (colW + gap);
const top = 12;
const topH = 150;
const halfH = (topH - gap) / 2;
const bottomY = top + topH + gap;
const bottomH = 48;
const bottomW = (W - 2 * left - gap) / 2;

type Block = { order: number; name: string; x: number; y: number; w: number; h: number; value?: boolean; money?: boolean };
const blocks: Block[] = [
  { order: 8, name: "Key Partnerships", x: colX(0), y: top, w: colW, h: topH },
  { order: 7, name: "Key Activities", x: colX(1), y: top, w: colW, h: halfH },
  { order: 6, name: "Key Resources", x: colX(1), y: top + halfH + gap, w: colW, h: halfH },
  { order: 2, name: "Value Propositions", x: colX(2), y: top, w: colW, h: topH, value: true },
  { order: 4, name: "Customer Relationships", x: colX(3), y: top, w: colW, h: halfH },
  { order: 3, name: "Channels", x: colX(3), y: top + halfH + gap, w: colW, h: halfH },
  { order: 1, name: "Customer Segments", x: colX(4), y: top, w: colW, h: topH },
  { order: 9, name: "Cost Structure", x: left, y: bottomY, w: bottomW, h: bottomH, money: true },
  { order: 5, name: "Revenue Streams", x: left + bottomW + gap, y: bottomY, w: bottomW, h: bottomH, money: true },
];
const listTop = bottomY + bottomH + 34;
const listStep = 27;

/** A numbered badge: the block's place in the fill order. */
function Badge({ x, y, order, strong, r = 13 }: { x: number; y: number; order: number; strong?: boolean; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={strong ? color.primary : color.raised} stroke={color.primary} strokeWidth={2} />
      <Lines x={x} y={y + 5} lines={[String(order)]} anchor="middle" bold fill={strong ? color.onPrimary : color.foreground} />
    </g>
  );
}

export function BusinessModelCanvas() {
  const inOrder = [...blocks].sort((a, b) => a.order - b.order);
  return (
    <DiagramSvg
      id="diagram-business-model-canvas"
      title="The Business Model Canvas: nine blocks, numbered in a suggested fill order"
      description="The canvas grid: Key Partnerships, Key Activities, Key Resources, Value Propositions, Customer Relationships, Channels and Customer Segments across the top, with Cost Structure and Revenue Streams along the bottom. Each block is numbered in a suggested fill order, starting with Customer Segments: 1 Customer Segments, 2 Value Propositions, 3 Channels, 4 Customer Relationships, 5 Revenue Streams, 6 Key Resources, 7 Key Activities, 8 Key Partnerships, 9 Cost Structure."
      width={W}
      height={listTop + 10 + 8 * listStep + 14}
    >
      {blocks.map((block) => (
        <rect
          key={block.name}
          x={block.x}
          y={block.y}
          width={block.w}
          height={block.h}
          rx={6}
          fill={block.value ? color.accent : color.raised}
          stroke={block.value ? color.primary : color.muted}
          strokeWidth={block.value ? 2.5 : 1.5}
          {...defined({ strokeDasharray: block.money ? "5 4" : undefined })}
        />
      ))}
      {blocks.map((block) => (
        <Badge key={block.name} x={block.x + block.w / 2} y={block.y + block.h / 2} order={block.order} strong={block.value} />
      ))}
      <Lines x={left} y={listTop - 12} lines={["Fill it in this order"]} bold fill={color.primary} />
      {inOrder.map((block, index) => {
        const y = listTop + 10 + index * listStep;
        return (
          <g key={block.name}>
            <Badge x={left + 12} y={y - 5} order={block.order} strong={block.value} r={12} />
            <Lines x={left + 36} y={y} lines={[block.name]} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
