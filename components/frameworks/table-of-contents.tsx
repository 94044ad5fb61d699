/**
 * "On this page" links to section anchors. On accordion pages the accordion
 * opens the item a link points to (see framework-accordion.tsx).
 */
type TocEntry = { id: string; title: string };

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-primary underline-offset-4 hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
