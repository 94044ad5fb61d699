/**
 * The calculators' results: a ranked table (highest score first) and a
 * polite live region that announces the current leader as inputs change.
 * On a wide screen the panel sticks beside the rows it ranks, so the ranking
 * stays in view while the visitor edits any of them.
 */
type ResultRow = { key: string; rank: number; name: string; score: string; note?: string };

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

const cell = "px-3 py-2";

export function RankedResults({ id, caption, scoreLabel, noteLabel, rows, excluded }: Props) {
  const top = rows[0];
  const tiedTop = rows.filter((row) => row.rank === 1).length > 1;
  const announcement = top
    ? `${tiedTop ? "Tied for first" : "Top item"}: ${rows.filter((r) => r.rank === 1).map((r) => r.name).join(", ")}, ${scoreLabel} ${top.score}.`
    : "No item can be scored yet. Fix the highlighted inputs.";
  return (
    <div id={id} className="min-w-0 scroll-mt-24 lg:sticky lg:top-24">
      <div className="rounded-2xl border border-border bg-surface-raised p-3 sm:p-4">
        <p aria-live="polite" className="rounded-lg bg-accent px-4 py-3 font-semibold text-accent-foreground">
          {announcement}
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className={`${cell} text-left font-semibold`}>{caption}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className={`${cell} w-12 border-b border-border`}>
                  Rank
                </th>
                <th scope="col" className={`${cell} border-b border-border`}>
                  Item
                </th>
                <th scope="col" className={`${cell} border-b border-border text-right`}>
                  {scoreLabel}
                </th>
                {noteLabel ? (
                  <th scope="col" className={`${cell} border-b border-border`}>
                    {noteLabel}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border align-top last:border-0">
                  <td className={`${cell} font-semibold tabular-nums`}>{row.rank}</td>
                  <th scope="row" className={`${cell} font-normal break-words`}>
                    {row.name}
                  </th>
                  <td className={`${cell} text-right font-semibold tabular-nums`}>{row.score}</td>
                  {noteLabel ? <td className={cell}>{row.note}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {excluded.length > 0 ? (
          <p className="mt-2 px-3 text-sm text-muted">Not ranked until their inputs are fixed: {excluded.join(", ")}.</p>
        ) : null}
      </div>
    </div>
  );
}
