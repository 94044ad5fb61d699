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
type Column = { x: number; top: number; w: number; title: string[]; titleH: number; note: string[]; noteY: number; items: Placed[]; bottom: number };

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
  return { x, top: y, w, title, titleH, note, noteY, items, bottom: cursor - 8 };
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

/**
 * The wide drawing's stages: one row of columns for two or three, two rows
 * of two for four (four columns in the reading column were 160 units wide and
 * wrapped every label after two or three words). Each row's titles share one
 * height, so its stages start level.
 */
export function wideLayout(stages: readonly Stage[]): { cols: Column[]; rows: Column[][]; height: number } {
  const perRow = stages.length === 4 ? 2 : stages.length;
  const colW = (wideW - gap * (perRow - 1)) / perRow;
  const rows: Column[][] = [];
  let top = 1;
  for (let start = 0; start < stages.length; start += perRow) {
    const row = stages.slice(start, start + perRow);
    const titleLines = Math.max(...row.map((stage) => fitLines(stage.title, colW, size, pad, true).length));
    const cols = row.map((stage, index) => column(stage, index * (colW + gap), top, colW, titleLines));
    rows.push(cols);
    top = Math.max(...cols.map((col) => col.bottom)) + rowGap;
  }
  return { cols: rows.flat(), rows, height: Math.ceil(top - rowGap) + 2 };
}

/** Between two rows of the wide drawing: room for the arrow that turns from the end of one row to the start of the next. */
const rowGap = 44;

/** The same stages as columns (wide) and as a stack (narrow), one description for both. */
export function StageMap({ id, title, description, stages }: { id: string; title: string; description: string; stages: readonly Stage[] }) {
  const { rows, height: wideH } = wideLayout(stages);

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
          {rows.map((row, rowIndex) => {
            const top = row[0]!.top;
            const next = rows[rowIndex + 1];
            const last = row[row.length - 1]!;
            const turnY = Math.max(...row.map((col) => col.bottom)) + rowGap / 2;
            return (
              <g key={rowIndex}>
                {row.map((col, index) => (
                  <g key={index}>
                    <Drawn col={col} y={top} />
                    {index < row.length - 1 ? <Arrow x1={col.x + col.w + 4} y1={top + col.titleH / 2} x2={col.x + col.w + gap - 4} y2={top + col.titleH / 2} stroke={color.primary} /> : null}
                  </g>
                ))}
                {next ? (
                  // From under the row's last stage, back along the gap, down into the next row's first stage.
                  <g>
                    <path d={`M${last.x + last.w / 2} ${last.bottom + 4}V${turnY}H${next[0]!.x + next[0]!.w / 2}`} fill="none" stroke={color.primary} strokeWidth={2} />
                    <Arrow x1={next[0]!.x + next[0]!.w / 2} y1={turnY} x2={next[0]!.x + next[0]!.w / 2} y2={turnY + rowGap / 2 - 3} stroke={color.primary} />
                  </g>
                ) : null}
              </g>
            );
          })}
        </DiagramSvg>
      }
    />
  );
}
