/**
 * The calculators' results: a ranked table (highest score first) and a
 * polite live region that announces the current leader as inputs change.
 * Each name has a bar under it, its score against the leader's, so the gaps
 * between items read at a glance (the bars are drawn for the eye; the score
 * beside them is the figure).
 *
 * Where the panel is narrow (a phone, or the side column) each row is laid
 * out as a small grid: rank, name and score on one line, the reading under
 * the name, so nothing scrolls sideways. The table's roles are written out
 * because browsers drop native table semantics once rows stop being
 * display: table-row; from 24rem up (a tablet) it is an ordinary table.
 */
import { barShare } from "@/lib/calculators/bar-share";

type ResultRow = { key: string; rank: number; name: string; score: string; value: number; note?: string };

type Props = {
  /** Anchor for the phone's "See the ranking" link. */
  id?: string;
  caption: string;
  scoreLabel: string;
  noteLabel?: string;
  rows: ResultRow[];
  /** Names of items left out because their inputs need fixing. */
  excluded: string[];
};

const row = "grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-baseline gap-x-2 px-1 py-2 @sm:table-row @sm:p-0";
const cell = "block @sm:table-cell @sm:px-2 @sm:py-2 @sm:first:pl-3 @sm:last:pr-3";

export function RankedResults({ id = "ranking", caption, scoreLabel, noteLabel, rows, excluded }: Props) {
  const top = rows[0];
  const best = Math.max(0, ...rows.map((r) => r.value));
  const tiedTop = rows.filter((r) => r.rank === 1).length > 1;
  const announcement = top
    ? `${tiedTop ? "Tied for first" : "Top item"}: ${rows.filter((r) => r.rank === 1).map((r) => r.name).join(", ")}, ${scoreLabel} ${top.score}.`
    : "No item can be scored yet. Fix the highlighted inputs.";
  const captionId = `${id}-caption`;
  return (
    <div id={id} className="min-w-0 scroll-mt-24">
      <div className="@container rounded-2xl border border-border bg-surface-raised p-3 sm:p-4">
        <p aria-live="polite" className="rounded-lg bg-accent px-4 py-3 font-semibold text-accent-foreground">
          {announcement}
        </p>
        <table role="table" aria-labelledby={captionId} className="mt-3 block w-full border-collapse text-left text-sm @sm:table">
          <caption id={captionId} className="block px-1 py-2 text-left font-semibold @sm:table-caption @sm:px-3">
            {caption}
          </caption>
          <thead role="rowgroup" className="block text-muted @sm:table-header-group">
            <tr role="row" className={`${row} border-b border-border`}>
              <th role="columnheader" scope="col" className={`${cell} @sm:w-14`}>
                Rank
              </th>
              <th role="columnheader" scope="col" className={cell}>
                Item
              </th>
              <th role="columnheader" scope="col" className={`${cell} text-right`}>
                {scoreLabel}
              </th>
              {noteLabel ? (
                <th role="columnheader" scope="col" className={`${cell} sr-only @sm:not-sr-only`}>
                  {noteLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block @sm:table-row-group">
            {rows.map((r) => (
              <tr key={r.key} role="row" className={`${row} border-b border-border align-top last:border-0 ${r.rank === 1 ? "bg-accent text-accent-foreground" : ""}`}>
                <td role="cell" className={`${cell} font-semibold whitespace-nowrap tabular-nums`}>
                  {r.rank}
                  {/* The top of the ranking is marked by more than colour: a star, and words for screen readers. */}
                  {r.rank === 1 ? (
                    <>
                      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className="ml-1 inline-block fill-current align-[-2px] text-primary">
                        <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
                      </svg>
                      <span className="sr-only"> (top)</span>
                    </>
                  ) : null}
                </td>
                <th role="rowheader" scope="row" className={`${cell} font-normal break-words`}>
                  {r.name}
                  <span aria-hidden="true" data-score-bar="" className="mt-1.5 block h-1.5 w-full rounded-full bg-border/60">
                    <span className="block h-full rounded-full bg-primary" style={{ width: `${barShare(r.value, best)}%` }} />
                  </span>
                </th>
                <td role="cell" className={`${cell} text-right font-semibold tabular-nums`}>
                  {r.score}
                </td>
                {noteLabel ? (
                  <td role="cell" className={`${cell} col-start-2 col-end-4 text-muted @sm:text-foreground`}>
                    {r.note}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {excluded.length > 0 ? (
          <p className="mt-2 px-1 text-sm text-muted @sm:px-3">Not ranked until their inputs are fixed: {excluded.join(", ")}.</p>
        ) : null}
      </div>
    </div>
  );
}

