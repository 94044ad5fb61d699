/**
 * The calculators' results: a ranked table (highest score first) and a
 * polite live region that announces the current leader as inputs change.
 */
type ResultRow = { key: string; rank: number; name: string; score: string; note?: string };

type Props = {
  caption: string;
  scoreLabel: string;
  noteLabel?: string;
  rows: ResultRow[];
  /** Names of items left out because their inputs need fixing. */
  excluded: string[];
};

export function RankedResults({ caption, scoreLabel, noteLabel, rows, excluded }: Props) {
  const top = rows[0];
  const tiedTop = rows.filter((row) => row.rank === 1).length > 1;
  const announcement = top
    ? `${tiedTop ? "Tied for first" : "Top item"}: ${rows.filter((r) => r.rank === 1).map((r) => r.name).join(", ")}, ${scoreLabel} ${top.score}.`
    : "No item can be scored yet. Fix the highlighted inputs.";
  return (
    <div className="mt-6">
      <p aria-live="polite" className="rounded-lg bg-accent px-4 py-3 font-semibold text-accent-foreground">
        {announcement}
      </p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-4 pt-3 text-left font-semibold">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-border px-4 py-2">
                Rank
              </th>
              <th scope="col" className="border-b border-border px-4 py-2">
                Item
              </th>
              <th scope="col" className="border-b border-border px-4 py-2 text-right">
                {scoreLabel}
              </th>
              {noteLabel ? (
                <th scope="col" className="border-b border-border px-4 py-2">
                  {noteLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border last:border-0">
                <td className="px-4 py-2 font-semibold">{row.rank}</td>
                <th scope="row" className="px-4 py-2 font-normal">
                  {row.name}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{row.score}</td>
                {noteLabel ? <td className="px-4 py-2">{row.note}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {excluded.length > 0 ? (
        <p className="mt-2 text-sm text-muted">Not ranked until their inputs are fixed: {excluded.join(", ")}.</p>
      ) : null}
    </div>
  );
}
