import type { ReactNode } from "react";

/**
 * The article template's body: one reading column (max-w-measure) and, on
 * wide screens, a sticky rail beside it for the table of contents (pass a
 * TableOfContents as `rail`). On phones the rail comes first, above the text.
 * `min-w-0` lets wide children (tables, diagrams) scroll inside the column
 * instead of widening the page.
 */
export function ArticleLayout({ rail, children }: { rail?: ReactNode; children: ReactNode }) {
  if (!rail) return <div className="max-w-measure min-w-0">{children}</div>;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_var(--container-rail)] xl:gap-16">
      {/* A plain box, not <aside>: the rail sits inside <main> and its contents
          is already a landmark (<nav aria-label="On this page">). */}
      <div className="article-rail lg:sticky lg:top-24 lg:order-last lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">{rail}</div>
      <div className="max-w-measure min-w-0">{children}</div>
    </div>
  );
}
