import { DiagramSvg, Lines, color, fitLines, lineStep } from "./svg";

const W = 360;
const pad = 12;
const r = 13;
const pitch = 32;
const noteX = pad + 5 * pitch + 12;
const noteW = W - noteX - 8;

type Row = { task: string; failed: number; note: string };
/** The scheduling app's two rounds of five think-aloud sessions, as the Prototyping lesson reports them. */
const rounds: { title: string; rows: Row[] }[] = [
  {
    title: "Round 1: five small-business owners",
    rows: [
      { task: "Set working hours (step labelled 'Availability rules')", failed: 4, note: "4 of 5 could not find it" },
      { task: "Share a booking link", failed: 3, note: "3 of 5 thought it would post to social media" },
    ],
  },
  { title: "Round 2, two days later: five new people", rows: [{ task: "Both tasks", failed: 0, note: "every participant finished both" }] },
];
const fix = fitLines("Fix: rename the step 'Working hours'; move link sharing to a final 'You're ready' screen", W - 2 * pad, 14, 12);

function Person({ cx, cy, ok }: { cx: number; cy: number; ok: boolean }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={ok ? color.success : color.destructive} />
      <path
        d={ok ? `M${cx - 6} ${cy}l4 5l8 -10` : `M${cx - 5} ${cy - 5}l10 10m0 -10l-10 10`}
        stroke={color.background}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  );
}

/** Lays out: a round's title, then per task a label and a row of five people with the finding beside them. */
function layout() {
  let y = pad;
  const items: { kind: "title" | "task" | "people" | "fix"; y: number; text?: string[]; row?: Row }[] = [];
  rounds.forEach((round, index) => {
    items.push({ kind: "title", y: y + 16, text: [round.title] });
    y += 28;
    for (const row of round.rows) {
      const task = fitLines(row.task, W - 2 * pad, 14, 0);
      items.push({ kind: "task", y: y + 16, text: task });
      y += 8 + task.length * lineStep(14);
      const note = fitLines(row.note, noteW, 14, 0, true);
      const h = Math.max(2 * r + 4, note.length * lineStep(14) + 4);
      items.push({ kind: "people", y: y + h / 2 + 4, row, text: note });
      y += h + 14;
    }
    if (index === 0) {
      items.push({ kind: "fix", y: y + 4, text: fix });
      y += 16 + fix.length * lineStep(14) + 20;
    }
  });
  return { items, height: y };
}
const { items, height } = layout();
const resultY = height;
const result = fitLines("After launch, 78% of new sign-ups finished onboarding, up from 52% with the old flow", W - 2 * pad, 14, 12);

/** Two rounds of five usability sessions on a prototype, the fix between them, and the result after launch. */
export function PrototypeTestRounds() {
  return (
    <DiagramSvg
      id="diagram-prototype-rounds"
      title="Two rounds of five usability tests on an onboarding prototype"
      description="Round 1, five small-business owners thinking aloud: four of the five could not find where to set their working hours, because the step was labelled 'Availability rules', and three thought 'Share' would post to social media. The fix: rename the step 'Working hours' and move link sharing into a final 'You're ready' screen. Round 2, two days later with five new people: every participant finished both tasks. After launch, 78% of new sign-ups finished onboarding, up from 52% with the old flow."
      width={W}
      height={resultY + 28 + result.length * lineStep(14)}
    >
      {items.map((item) => {
        if (item.kind === "title") return <Lines key={item.y} x={pad} y={item.y} lines={item.text!} bold fill={color.primary} />;
        if (item.kind === "task") return <Lines key={item.y} x={pad} y={item.y} lines={item.text!} fill={color.muted} />;
        if (item.kind === "fix") {
          return (
            <g key={item.y}>
              <rect x={pad} y={item.y} width={W - 2 * pad} height={16 + item.text!.length * lineStep(14)} rx={10} fill={color.accent} stroke={color.primary} strokeWidth={2} />
              <Lines x={pad + 12} y={item.y + 22} lines={item.text!} fill={color.onAccent} />
            </g>
          );
        }
        const row = item.row!;
        const noteLines = item.text!;
        return (
          <g key={item.y}>
            {Array.from({ length: 5 }, (_, index) => (
              <Person key={index} cx={pad + r + index * pitch} cy={item.y} ok={index >= row.failed} />
            ))}
            <Lines x={noteX} y={item.y - ((noteLines.length - 1) * lineStep(14)) / 2 + 5} lines={noteLines} bold fill={row.failed ? color.destructive : color.success} />
          </g>
        );
      })}
      <rect x={pad} y={resultY} width={W - 2 * pad} height={16 + result.length * lineStep(14)} rx={10} fill={color.primary} />
      <Lines x={pad + 12} y={resultY + 22} lines={result} fill={color.onPrimary} />
    </DiagramSvg>
  );
}
