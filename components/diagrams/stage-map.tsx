import { Arrow, DiagramSvg, Lines, TwoLayouts, color, fitLines, lineStep, linesHeight } from "./svg";

/**
 * A few stages in order, each with a heading, a one-line note and the things
 * that happen in it: side by side with arrows between them in a wide column,
 * stacked with arrows down on a phone. The content pages that explain a
 * sequence (an interview loop, where ideas act in a product, how an AI
 * feature is built) draw it from their own data.
 */
export type StageItem = { label: string; detail?: string };
export type Stage = { title: string; note: string; items: readonly StageItem[] };

const size = 14;
const step = lineStep(size);
const pad = 10;
const headH = (lines: number) => 16 + linesHeight(lines, size);

type Placed = { x: number; y: number; w: number; h: number; lines: string[]; detail: string[] };
type Column = { x: number; w: number; title: string[]; titleH: number; note: string[]; noteY: number; items: Placed[]; bottom: number };

/** Lays one stage out in a column `w` wide from (x, y). */
function column(stage: Stage, x: number, y: number, w: number, titleLines?: number): Column {
  const title = fitLines(stage.title, w, size, pad, true);
  const titleH = headH(Math.max(title.length, titleLines ?? 0));
  const note = fitLines(stage.note, w, size, 0);
  const noteY = y + titleH + 8 + size;
  let cursor = noteY + (note.length - 1) * step + 12;
  const items = stage.items.map((item) => {
    const lines = fitLines(item.label, w, size, pad, true);
    const detail = item.detail ? fitLines(item.detail, w, size, pad) : [];
    const h = 14 + linesHeight(lines.length + detail.length, size) + (detail.length ? 4 : 0);
    const placed = { x, y: cursor, w, h, lines, detail };
    cursor += h + 8;
    return placed;
  });
  return { x, w, title, titleH, note, noteY, items, bottom: cursor - 8 };
}

function Drawn({ col, y }: { col: Column; y: number }) {
  return (
    <g>
      <rect x={col.x} y={y} width={col.w} height={col.titleH} rx={10} fill={color.primary} />
      <Lines x={col.x + pad} y={y + 8 + size * 0.85} lines={col.title} bold fill={color.onPrimary} />
      <Lines x={col.x} y={col.noteY} lines={col.note} fill={color.muted} />
      {col.items.map((item) => (
        <g key={item.y}>
          <rect x={item.x} y={item.y} width={item.w} height={item.h} rx={8} fill={color.accent} stroke={color.border} />
          <Lines x={item.x + pad} y={item.y + 7 + size * 0.85} lines={item.lines} bold fill={color.onAccent} />
          {item.detail.length ? (
            <Lines x={item.x + pad} y={item.y + 11 + size * 0.85 + item.lines.length * step} lines={item.detail} fill={color.onAccent} />
          ) : null}
        </g>
      ))}
    </g>
  );
}

const wideW = 760;
const narrowW = 360;
const gap = 34;

/** The same stages as columns (wide) and as a stack (narrow), one description for both. */
export function StageMap({ id, title, description, stages }: { id: string; title: string; description: string; stages: readonly Stage[] }) {
  const colW = (wideW - gap * (stages.length - 1)) / stages.length;
  const titleLines = Math.max(...stages.map((stage) => fitLines(stage.title, colW, size, pad, true).length));
  const wide = stages.map((stage, index) => column(stage, index * (colW + gap), 1, colW, titleLines));
  const wideH = Math.ceil(Math.max(...wide.map((col) => col.bottom))) + 2;

  // Stacked: each stage starts 36 units below the one above, leaving room for the arrow down.
  const narrow: { col: Column; top: number }[] = [];
  let y = 1;
  for (const stage of stages) {
    const col = column(stage, 1, y, narrowW - 2);
    narrow.push({ col, top: y });
    y = col.bottom + 36;
  }
  y -= 36;
  const narrowH = Math.ceil(y) + 2;
  const descriptionId = `${id}-desc`;

  return (
    <TwoLayouts
      breakpoint={700}
      descriptionId={descriptionId}
      description={description}
      narrow={
        <DiagramSvg id={`${id}-narrow`} title={title} describedBy={descriptionId} width={narrowW} height={narrowH}>
          {narrow.map(({ col, top }, index) => (
            <g key={index}>
              <Drawn col={col} y={top} />
              {index < narrow.length - 1 ? <Arrow x1={narrowW / 2} y1={col.bottom + 4} x2={narrowW / 2} y2={col.bottom + 32} stroke={color.primary} /> : null}
            </g>
          ))}
        </DiagramSvg>
      }
      wide={
        <DiagramSvg id={`${id}-wide`} title={title} describedBy={descriptionId} width={wideW} height={wideH} minContainer={700}>
          {wide.map((col, index) => (
            <g key={index}>
              <Drawn col={col} y={1} />
              {index < wide.length - 1 ? <Arrow x1={col.x + col.w + 4} y1={1 + col.titleH / 2} x2={col.x + col.w + gap - 4} y2={1 + col.titleH / 2} stroke={color.primary} /> : null}
            </g>
          ))}
        </DiagramSvg>
      }
    />
  );
}
