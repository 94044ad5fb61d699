import { Fragment } from "react";
import { mealKitTree, treeNodes, type TreeLevel, type TreeNode } from "@/data/framework-examples";
import { layoutBottom, layoutHorizontal, layoutOutline, type Placed } from "@/lib/diagrams/tree-layout";
import { DiagramSvg, Lines, TwoLayouts, color, defined, fitLines, lineStep, linesHeight } from "./svg";

/**
 * The Opportunity Solution Tree page's worked example, drawn from the same
 * data as its table (content/frameworks/ost-example.ts): a left-to-right tree
 * in a wide column, an indented outline on a phone.
 */

const size = 13;
const pad = 7;

type LevelStyle = { fill: string; stroke?: string; dash?: string; text: string; evidence: string };
const styles: Record<TreeLevel, LevelStyle> = {
  Outcome: { fill: color.primary, text: color.onPrimary, evidence: color.onPrimary },
  Opportunity: { fill: color.accent, stroke: color.primary, text: color.foreground, evidence: color.muted },
  "Sub-opportunity": { fill: color.accent, stroke: color.primary, text: color.foreground, evidence: color.muted },
  Solution: { fill: color.raised, stroke: color.muted, text: color.foreground, evidence: color.muted },
  Experiment: { fill: color.surface, stroke: color.primary, dash: "5 4", text: color.foreground, evidence: color.primary },
};

/** What a box shows under its label: the evidence, except for solutions (the branch already says what they are for). */
function evidenceOf(node: TreeNode): string | null {
  if (node.level === "Solution") return null;
  return node.target ? `${node.evidence} · target` : node.evidence;
}

function boxLines(node: TreeNode, width: number) {
  const text = fitLines(node.text, width, size, pad, node.level === "Outcome");
  const evidence = evidenceOf(node);
  const extra = evidence ? fitLines(evidence, width, size, pad) : [];
  const height = pad * 2 + linesHeight(text.length, size) + (extra.length ? 5 + extra.length * lineStep(size) : 0);
  return { text, extra, height };
}

/** The boxes, grouped by level so each group states its colours once. */
function Boxes({ placed }: { placed: readonly Placed<TreeNode>[] }) {
  return (
    <>
      {(Object.keys(styles) as TreeLevel[]).map((level) => {
        const style = styles[level];
        return (
          <g key={level} fill={style.fill} {...defined({ stroke: style.stroke, strokeWidth: style.stroke ? 1.5 : undefined, strokeDasharray: style.dash })}>
            {placed
              .filter((entry) => entry.node.level === level)
              .map(({ x, y, width, height, node }, index) => (
                <rect key={index} x={x} y={Math.round(y)} width={width} height={Math.round(height)} rx={7} {...defined({ strokeWidth: node.target ? 3 : undefined })} />
              ))}
          </g>
        );
      })}
    </>
  );
}

/** Each box's label and, under it, its evidence. */
function Labels({ placed }: { placed: readonly Placed<TreeNode>[] }) {
  return (
    <>
      {placed.map(({ node, x, y, width }, index) => {
        const style = styles[node.level];
        const { text, extra } = boxLines(node, width);
        const top = Math.round(y);
        const textBottom = top + pad + linesHeight(text.length, size);
        return (
          <Fragment key={index}>
            <Lines x={x + pad} y={top + pad + size - 2} lines={text} size={size} inherited={size} bold={node.level === "Outcome"} fill={style.text} />
            {extra.length ? <Lines x={x + pad} y={textBottom + 5 + size - 2} lines={extra} size={size} inherited={size} bold={node.target} fill={style.evidence} /> : null}
          </Fragment>
        );
      })}
    </>
  );
}

const levels = treeNodes(mealKitTree);
const count = (level: TreeLevel) => levels.filter((node) => node.level === level).length;
const target = levels.find((node) => node.target);
const descriptionId = "diagram-ost-desc";
const description = `The outcome, ${mealKitTree.text}, branches into ${count("Opportunity")} opportunities and ${count("Sub-opportunity")} narrower sub-opportunities. The target, "${target?.text}", has ${count("Solution")} solutions, and ${count("Experiment")} of them have an assumption test with its result. The table below lists every node with its evidence.`;

/* ---------- Wide: left to right, one column per depth ---------- */
// 724 units: the wide tree fits a figure panel in the reading column at 1,280 px (734 px inside its padding) at full size.
const wideW = 724;
const colW = 128;
const colGap = 18;
const columnX = (depth: number) => 6 + depth * (colW + colGap);
const headerH = 28;
const wide = layoutHorizontal(mealKitTree, { top: headerH, gapY: 12, columnX, width: colW, height: (node) => boxLines(node, colW).height });
const wideH = Math.ceil(layoutBottom(wide)) + 6;
const headers = [
  { label: "Outcome", x: columnX(0) + colW / 2 },
  { label: "Opportunities", x: columnX(1) + colW + colGap / 2 },
  { label: "Solutions", x: columnX(3) + colW / 2 },
  { label: "Assumption tests", x: columnX(4) + colW / 2 },
];

function wideEdges(): string {
  return wide
    .filter((entry) => entry.parent)
    .map(({ parent, x, y, height }) => {
      const px = parent!.x + parent!.width;
      const py = Math.round(parent!.y + parent!.height / 2);
      const mid = px + colGap / 2;
      return `M${px} ${py}H${mid}V${Math.round(y + height / 2)}H${x}`;
    })
    .join("");
}

/* ---------- Narrow: an indented outline ---------- */
const narrowW = 340;
const indent = 16;
const outlineX = (depth: number) => 6 + depth * indent;
const outlineWidth = (depth: number) => narrowW - 6 - outlineX(depth);
const legendH = 52;
const narrow = layoutOutline(mealKitTree, {
  top: legendH,
  gapY: 8,
  x: outlineX,
  width: outlineWidth,
  height: (node, depth) => boxLines(node, outlineWidth(depth)).height,
});
const narrowH = Math.ceil(layoutBottom(narrow)) + 6;
const legend: { label: string; level: TreeLevel }[] = [
  { label: "Outcome", level: "Outcome" },
  { label: "Opportunity", level: "Opportunity" },
  { label: "Solution", level: "Solution" },
  { label: "Assumption test", level: "Experiment" },
];

function narrowEdges(): string {
  return narrow
    .filter((entry) => entry.parent)
    .map(({ parent, x, y }) => `M${parent!.x + 10} ${Math.round(parent!.y + parent!.height)}V${Math.round(y) + 14}H${x}`)
    .join("");
}

export function OstMealKitTree() {
  return (
    <TwoLayouts
      breakpoint={700}
      descriptionId={descriptionId}
      description={description}
      narrow={
        <DiagramSvg
          id="diagram-ost-narrow"
          title="The meal-kit example drawn as an opportunity solution tree"
          describedBy={descriptionId}
          width={narrowW}
          height={narrowH}
          fontSize={size}
        >
          {legend.map(({ label, level }, index) => {
            const x = 6 + (index % 2) * 168;
            const y = 6 + Math.floor(index / 2) * 22;
            const style = styles[level];
            return (
              <g key={label}>
                <rect x={x} y={y} width={16} height={16} rx={3} fill={style.fill} {...defined({ stroke: style.stroke, strokeDasharray: style.dash })} />
                <Lines x={x + 22} y={y + 13} lines={[label]} size={size} inherited={size} />
              </g>
            );
          })}
          <path d={narrowEdges()} fill="none" stroke={color.muted} strokeWidth={1.5} />
          <Boxes placed={narrow} />
          <Labels placed={narrow} />
        </DiagramSvg>
      }
      wide={
        <DiagramSvg
          id="diagram-ost-wide"
          title="The meal-kit example drawn as an opportunity solution tree"
          describedBy={descriptionId}
          width={wideW}
          height={wideH}
          minContainer={700}
          fontSize={size}
        >
          {headers.map((header) => (
            <Lines key={header.label} x={header.x} y={18} lines={[header.label]} size={size} inherited={size} anchor="middle" bold fill={color.muted} />
          ))}
          <path d={wideEdges()} fill="none" stroke={color.muted} strokeWidth={1.5} />
          <Boxes placed={wide} />
          <Labels placed={wide} />
        </DiagramSvg>
      }
    />
  );
}
