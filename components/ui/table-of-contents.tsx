/**
 * "On this page": links to the sections of a long page. On phones it sits
 * above the article; on wide screens ArticleLayout puts it in a sticky rail.
 * The label is a paragraph, not a heading, so the page's outline stays
 * h1 > the sections' own h2s.
 */
import type { ReactNode } from "react";

/** `after`: shown at the end of the entry's line (a read check on Product Mastery topics). */
export type TocEntry = { id: string; title: string; after?: ReactNode };

export function TableOfContents({ entries, title = "On this page" }: { entries: readonly TocEntry[]; title?: string }) {
  return (
    <nav aria-label={title} className="rounded-2xl border border-border bg-surface p-5">
      <p aria-hidden="true" className="text-small font-semibold tracking-wide text-muted uppercase">
        {title}
      </p>
      <ol className="mt-3 space-y-2 text-small">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.after ? "flex items-start justify-between gap-2" : undefined}>
            <a href={`#${entry.id}`} className="text-primary underline-offset-4 hover:underline">
              {entry.title}
            </a>
            {entry.after}
          </li>
        ))}
      </ol>
    </nav>
  );
}
