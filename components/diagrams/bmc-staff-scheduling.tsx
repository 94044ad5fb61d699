import { Fragment } from "react";
import { staffSchedulingCanvas, type CanvasBlock } from "@/data/framework-examples";
import { DiagramSvg, Lines, TwoLayouts, color, defined, fitLines, lineStep, linesHeight } from "./svg";

/**
 * The Business Model Canvas page's worked example, filled in, from the same
 * record as its table (content/frameworks/bmc-example.ts): the nine blocks in
 * the canvas arrangement in a wide column, stacked in three groups on a phone.
 */

const size = 13;
const pad = 8;

type Area = "infrastructure" | "value" | "customers" | "money";
const areaOf: Record<CanvasBlock, Area> = {
  "Key Partnerships": "infrastructure",
  "Key Activities": "infrastructure",
  "Key Resources": "infrastructure",
  "Value Propositions": "value",
  "Customer Relationships": "customers",
  Channels: "customers",
  "Customer Segments": "customers",
  "Cost Structure": "money",
  "Revenue Streams": "money",
};
const areaStyle: Record<Area, { fill: string; stroke: string; width: number; dash?: string }> = {
  infrastructure: { fill: color.raised, stroke: color.muted, width: 1.5 },
  value: { fill: color.accent, stroke: color.primary, width: 2.5 },
  customers: { fill: color.accent, stroke: color.muted, width: 1.5 },
  money: { fill: color.raised, stroke: color.primary, width: 1.5, dash: "5 4" },
};

function blockText(block: CanvasBlock, width: number) {
  const heading = fitLines(block, width, size, pad, true);
  const body = fitLines(staffSchedulingCanvas[block], width, size, pad);
  const height = pad * 2 + linesHeight(heading.length, size) + 4 + body.length * lineStep(size);
  return { heading, body, height };
}

type PlacedBlock = { block: CanvasBlock; x: number; y: number; width: number; height: number };

/** The blocks' boxes, grouped by canvas area so each group states its colours once, then their text. */
function Blocks({ placed }: { placed: readonly PlacedBlock[] }) {
  return (
    <>
      {(Object.keys(areaStyle) as Area[]).map((area) => {
        const style = areaStyle[area];
        return (
          <g key={area} fill={style.fill} stroke={style.stroke} strokeWidth={style.width} {...defined({ strokeDasharray: style.dash })}>
            {placed
              .filter((entry) => areaOf[entry.block] === area)
              .map(({ block, x, y, width, height }) => (
                <rect key={block} x={x} y={Math.round(y)} width={width} height={Math.round(height)} rx={6} />
              ))}
          </g>
        );
      })}
      {placed.map(({ block, x, y, width }) => {
        const { heading, body } = blockText(block, width);
        const top = Math.round(y);
        const bodyTop = top + pad + linesHeight(heading.length, size) + 4;
        return (
          <Fragment key={block}>
            <Lines x={x + pad} y={top + pad + size - 2} lines={heading} size={size} inherited={size} bold />
            <Lines x={x + pad} y={bodyTop + size - 2} lines={body} size={size} inherited={size} />
          </Fragment>
        );
      })}
    </>
  );
}

const title = "The staff-scheduling example as a filled-in Business Model Canvas";
const descriptionId = "diagram-bmc-desc";
const description =
  "The nine blocks of the canvas filled in for a restaurant staff-scheduling product, with the same text as the table below: customer segments, value propositions, channels and customer relationships for the customers and the offer; key resources, key activities and key partnerships for what makes it work; revenue streams and the cost structure for the money.";

/* ---------- Wide: the canvas arrangement ---------- */
const wideW = 700;
const margin = 8;
const gap = 6;
const colW = 132;
const colX = (index: number) => margin + index * (colW + gap);
const need = (block: CanvasBlock, width = colW) => blockText(block, width).height;
const half = Math.max(need("Key Activities"), need("Key Resources"), need("Customer Relationships"), need("Channels"));
const topH = Math.ceil(Math.max(need("Key Partnerships"), need("Value Propositions"), need("Customer Segments"), 2 * half + gap));
const halfH = (topH - gap) / 2;
const bottomW = (wideW - 2 * margin - gap) / 2;
const bottomY = margin + topH + gap;
const bottomH = Math.ceil(Math.max(need("Cost Structure", bottomW), need("Revenue Streams", bottomW)));
const wideH = bottomY + bottomH + margin;
const wideBlocks: PlacedBlock[] = [
  { block: "Key Partnerships", x: colX(0), y: margin, width: colW, height: topH },
  { block: "Key Activities", x: colX(1), y: margin, width: colW, height: halfH },
  { block: "Key Resources", x: colX(1), y: margin + halfH + gap, width: colW, height: halfH },
  { block: "Value Propositions", x: colX(2), y: margin, width: colW, height: topH },
  { block: "Customer Relationships", x: colX(3), y: margin, width: colW, height: halfH },
  { block: "Channels", x: colX(3), y: margin + halfH + gap, width: colW, height: halfH },
  { block: "Customer Segments", x: colX(4), y: margin, width: colW, height: topH },
  { block: "Cost Structure", x: margin, y: bottomY, width: bottomW, height: bottomH },
  { block: "Revenue Streams", x: margin + bottomW + gap, y: bottomY, width: bottomW, height: bottomH },
];

/* ---------- Narrow: three groups, one block per row ---------- */
const narrowW = 300;
const groups: { heading: string; blocks: CanvasBlock[] }[] = [
  { heading: "Customers and the offer", blocks: ["Customer Segments", "Value Propositions", "Channels", "Customer Relationships"] },
  { heading: "What makes it work", blocks: ["Key Resources", "Key Activities", "Key Partnerships"] },
  { heading: "Money", blocks: ["Revenue Streams", "Cost Structure"] },
];
const narrowHeadings: { text: string; y: number }[] = [];
const narrowBlocks: PlacedBlock[] = [];
let cursor = margin;
for (const group of groups) {
  narrowHeadings.push({ text: group.heading, y: cursor + size });
  cursor += 24;
  for (const block of group.blocks) {
    const height = need(block, narrowW - 2 * margin);
    narrowBlocks.push({ block, x: margin, y: cursor, width: narrowW - 2 * margin, height });
    cursor += height + gap;
  }
  cursor += 10;
}
const narrowH = cursor;

export function BmcStaffScheduling() {
  return (
    <TwoLayouts
      breakpoint={700}
      descriptionId={descriptionId}
      description={description}
      narrow={
        <DiagramSvg id="diagram-bmc-narrow" title={title} describedBy={descriptionId} width={narrowW} height={narrowH} fontSize={size}>
          {narrowHeadings.map((heading) => (
            <Lines key={heading.text} x={margin} y={heading.y} lines={[heading.text]} size={size} inherited={size} bold fill={color.primary} />
          ))}
          <Blocks placed={narrowBlocks} />
        </DiagramSvg>
      }
      wide={
        <DiagramSvg id="diagram-bmc-wide" title={title} describedBy={descriptionId} width={wideW} height={wideH} minContainer={700} fontSize={size}>
          <Blocks placed={wideBlocks} />
        </DiagramSvg>
      }
    />
  );
}
