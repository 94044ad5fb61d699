import { DiagramSvg, Lines, TwoLayouts, color, fitLines, lineStep } from "./svg";

const CHIP_W = 96;
const TEXT_X = CHIP_W + 14;
const GAP = 14;

/** The job story's three parts, each with the slot's name and the worked example's words in it. */
const parts = [
  { lead: "When", slot: "the situation", example: "I finally have 20 minutes to myself in the evening" },
  { lead: "I want to", slot: "the motivation", example: "make visible progress on a piece I love" },
  { lead: "so I can", slot: "the expected outcome", example: "feel like a musician again and not a beginner" },
] as const;

const step = lineStep(14);
/** Each row: the slot's name on one line, the example under it, and padding. */
const rowHeight = (lines: number) => 12 + 18 + lines * step + 8;

/** The rows laid out in a drawing `width` units wide: the examples wrap to what its text column holds. */
function layout(width: number) {
  const rows = parts.map((part) => ({ ...part, lines: fitLines(part.example, width - TEXT_X, 14, 0) }));
  const tops = rows.reduce<number[]>((acc, row, index) => [...acc, index === 0 ? 0 : acc[index - 1]! + rowHeight(rows[index - 1]!.lines.length) + GAP], []);
  return { rows, tops, height: tops.at(-1)! + rowHeight(rows.at(-1)!.lines.length) };
}

const description = `A job story has three parts. ${parts.map((part) => `${part.lead}, ${part.slot}: ${part.example}.`).join(" ")}`;
const title = "A job story's three parts, filled in with the piano course's job";

function Drawing({ id, width }: { id: string; width: number }) {
  const { rows, tops, height } = layout(width);
  return (
    <DiagramSvg id={id} title={title} describedBy="diagram-jtbd-job-story-desc" width={width} height={height} minContainer={width > 360 ? 700 : undefined}>
      {rows.map((row, index) => {
        const top = tops[index]!;
        const h = rowHeight(row.lines.length);
        return (
          <g key={row.lead}>
            <rect x={1} y={top + 1} width={CHIP_W} height={h - 2} rx={8} fill={index === 0 ? color.primary : color.accent} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={1 + CHIP_W / 2} y={top + h / 2 + 5} lines={[row.lead]} anchor="middle" bold fill={index === 0 ? color.onPrimary : color.onAccent} />
            <Lines x={TEXT_X} y={top + 18} lines={[`[${row.slot}]`]} fill={color.muted} />
            <Lines x={TEXT_X} y={top + 18 + 20} lines={row.lines} />
            {index < rows.length - 1 ? <path d={`M${1 + CHIP_W / 2} ${top + h}v${GAP}`} stroke={color.primary} strokeWidth={2} /> : null}
          </g>
        );
      })}
    </DiagramSvg>
  );
}

/**
 * The job story (When… I want to… so I can…) as three slots, filled with the
 * piano course's job from the worked example: the format the text describes
 * in one sentence, shown as the template a team fills in. In a wide column
 * each example keeps to one line (drawn 360 wide, it wrapped "a piece I /
 * love" in the middle of a 770 px panel); a phone keeps the narrow drawing.
 */
export function JtbdJobStory() {
  return (
    <TwoLayouts
      breakpoint={700}
      descriptionId="diagram-jtbd-job-story-desc"
      description={description}
      narrow={<Drawing id="diagram-jtbd-job-story" width={360} />}
      wide={<Drawing id="diagram-jtbd-job-story-wide" width={560} />}
    />
  );
}
