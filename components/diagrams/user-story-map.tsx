import { waitlistActivities, waitlistReleaseNames, waitlistStories } from "@/data/framework-examples";
import { DiagramSvg, Lines, centredBaseline, color, fitLines, linesHeight } from "./svg";

const W = 360;
const colW = 80;
const gap = 6;
const left = 11;
const pad = 5;
const releasesShown = [1, 2] as const;
const colX = (index: number) => left + index * (colW + gap);

type Cell = { x: number; lines: string[] };

function row(texts: (string | undefined)[], bold: boolean): { cells: (Cell | null)[]; height: number } {
  const cells = texts.map((text, index) => (text ? { x: colX(index), lines: fitLines(text, colW, 14, pad, bold) } : null));
  const most = Math.max(...cells.map((cell) => cell?.lines.length ?? 0));
  return { cells, height: linesHeight(most, 14) + 16 };
}

const backbone = row([...waitlistActivities], true);
const sliceRows = releasesShown.map((release) => ({
  release,
  ...row(
    waitlistActivities.map((activity) => waitlistStories.find((entry) => entry.activity === activity && entry.release === release)?.short),
    false,
  ),
}));

const backboneY = 30;
const slices: ((typeof sliceRows)[number] & { labelY: number; cellsY: number; lineY: number })[] = [];
let cursor = backboneY + backbone.height + 14;
for (const slice of sliceRows) {
  const labelY = cursor + 14;
  const cellsY = cursor + 24;
  cursor = cellsY + slice.height + 16;
  slices.push({ ...slice, labelY, cellsY, lineY: cursor - 8 });
}
const height = cursor;
const describe = sliceRows
  .map((slice) => `${waitlistReleaseNames[slice.release]}: ${slice.cells.flatMap((cell) => (cell ? [cell.lines.join(" ")] : [])).join(", ")}`)
  .join(". ");

/** The worked example's story map: the backbone, then the first two release slices. */
export function UserStoryMap() {
  return (
    <DiagramSvg
      id="diagram-story-map"
      title="A user story map for a restaurant waitlist app"
      description={`The backbone runs left to right: ${waitlistActivities.join(", ")}. Under it, stories are grouped into release slices separated by dashed lines. ${describe}. Release 2 adds nothing under Come back.`}
      width={W}
      height={height}
    >
      <Lines x={left} y={20} lines={["Backbone: what diners and hosts do →"]} fill={color.muted} />
      {backbone.cells.map((cell, index) =>
        cell ? (
          <g key={index}>
            <rect x={cell.x} y={backboneY} width={colW} height={backbone.height} rx={8} fill={color.primary} />
            <Lines x={cell.x + colW / 2} y={centredBaseline(backboneY + backbone.height / 2, cell.lines.length, 14)} lines={cell.lines} anchor="middle" bold fill={color.onPrimary} />
          </g>
        ) : null,
      )}
      {slices.map((slice) => (
        <g key={slice.release}>
          <Lines x={left} y={slice.labelY} lines={[waitlistReleaseNames[slice.release]!]} bold fill={color.primary} />
          {slice.cells.map((cell, index) =>
            cell ? (
              <g key={index}>
                <rect x={cell.x} y={slice.cellsY} width={colW} height={slice.height} rx={6} fill={slice.release === 1 ? color.accent : color.raised} stroke={color.primary} strokeWidth={1.5} />
                <Lines x={cell.x + colW / 2} y={centredBaseline(slice.cellsY + slice.height / 2, cell.lines.length, 14)} lines={cell.lines} anchor="middle" />
              </g>
            ) : null,
          )}
          <path d={`M${left} ${slice.lineY}H${W - left}`} stroke={color.muted} strokeWidth={2} strokeDasharray="6 5" />
        </g>
      ))}
    </DiagramSvg>
  );
}
