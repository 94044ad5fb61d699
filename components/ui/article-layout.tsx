import type { ReactNode } from "react";
import { railGridClasses } from "@/lib/layout/rail";

/**
 * The article template's body: one reading column (48rem at most, as the
 * explainers' and guides' column in rail-page.tsx, so the two templates end
 * their text at the same place beside the rail; the 44rem measure left a
 * 145 px gap before it) and, on
 * wide screens, a sticky rail beside it for the table of contents (pass a
 * TableOfContents as `rail`). On phones the rail comes first, above the text.
 * `min-w-0` lets wide children (tables, diagrams) scroll inside the column
 * instead of widening the page.
 *
 * `header` (the page's PageHeader) goes in the reading column too, so on a
 * wide screen the rail starts beside the title instead of leaving the right
 * of the header blank; the reading order stays header, contents, text.
 *
 * `after` runs the page's full content width below the rail's grid (the rail
 * stops following the reader there): for content too wide for the reading
 * column, such as a sheet's eight-column example, which would otherwise be
 * shown as cards even on a wide screen. Its prose keeps the reading column's
 * width. (Drawn over a rail that ran on beside it, the wide band hid the
 * contents mid-page, which read as a layering bug.)
 */
export function ArticleLayout({ rail, header, children, after }: { rail?: ReactNode; header?: ReactNode; children: ReactNode; after?: ReactNode }) {
  if (!rail) {
    return (
      <>
        {header}
        <div className="max-w-3xl min-w-0">{children}</div>
        {after ? <div className="mt-12 min-w-0">{after}</div> : null}
      </>
    );
  }
  return (
    <>
      {/* The explainers' geometry (lib/layout/rail.ts), so every page's rail starts at the same x. */}
      <div className={`grid items-start gap-10 ${railGridClasses}`}>
        {/* The grid's gap is the space under the header (its own margin would double it). */}
        {header ? <div className="min-w-0 lg:col-start-1 lg:row-start-1 [&>header]:mb-0">{header}</div> : null}
        {/* A plain box, not <aside>: the rail sits inside <main> and its contents
            is already a landmark (<nav aria-label="On this page">). */}
        <div
          className={`article-rail lg:sticky lg:top-24 lg:col-start-2 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto ${header ? "lg:row-span-2 lg:row-start-1" : "lg:row-start-1"}`}
        >
          {rail}
        </div>
        <div className={`max-w-3xl min-w-0 lg:col-start-1 ${header ? "lg:row-start-2" : "lg:row-start-1"}`}>{children}</div>
      </div>
      {after ? <div className="mt-12 min-w-0">{after}</div> : null}
    </>
  );
}
