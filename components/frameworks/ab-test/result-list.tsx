/**
 * A calculator's results as a description list: a term, its value large
 * enough to find at a glance, and an optional line that explains it.
 */
import type { ReactNode } from "react";

export type ResultItem = { term: string; value: ReactNode; note?: ReactNode };

/**
 * Two to a row from a 28rem tool. `beside`: the plan's three, three to a row from 42rem (two and a hole read as a
 * missing card), and one column once the tool spans the page, where the list stands beside the inputs.
 */
export function ResultList({ items, beside = false }: { items: readonly ResultItem[]; beside?: boolean }) {
  return (
    <dl className={`grid gap-3 @md:grid-cols-2 ${beside ? "@2xl:grid-cols-3 @4xl:grid-cols-1" : ""}`}>
      {items.map((item) => (
        <div key={item.term} className="rounded-xl border border-border bg-background px-4 py-3">
          <dt className="text-sm text-muted">{item.term}</dt>
          <dd className="mt-0.5 text-xl font-bold tabular-nums">{item.value}</dd>
          {item.note ? <dd className="mt-1 text-sm text-muted">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The panel each part of a calculator sits on, with its heading. */
export function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface-raised p-4 sm:p-5">
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
