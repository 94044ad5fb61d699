import { Diagram } from "@/components/diagrams";
import { MarkAsReadButton } from "@/components/progress/progress-marks";
import { PageHeader } from "@/components/ui/page-header";
import type { FrameworkPage } from "@/lib/content/schemas";

type Props = {
  page: FrameworkPage;
  /** The framework's category ("Prioritization"), or "Framework" for a page without a card. */
  category: string;
  /** Where the category is listed on /frameworks. */
  categoryHref?: string;
  /** "Framework 2 of 5 in Prioritization". */
  position?: string;
  readingTime: string;
  sectionCount: number;
  hasTool: boolean;
};

function MetaIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-primary">
      <path d={d} />
    </svg>
  );
}

const icons = {
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  list: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  calculator: "M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01",
};

/**
 * The head of every framework article: category, title, summary, a line of
 * facts a reader decides on (how long, how many parts, whether there is a
 * tool to try) and the illustration, a static picture or a theme-aware
 * diagram, whichever the content gives.
 */
export function FrameworkArticleHeader({ page, category, categoryHref, position, readingTime, sectionCount, hasTool }: Props) {
  return (
    <div className="grid items-center lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
      <PageHeader eyebrow={category} title={page.title} intro={page.summary}>
        <ul className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted" aria-label="About this guide">
          <li className="inline-flex items-center gap-1.5 font-medium text-foreground">
            <MetaIcon d={icons.clock} />
            {readingTime}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <MetaIcon d={icons.list} />
            {sectionCount} sections
          </li>
          {hasTool ? (
            <li className="inline-flex items-center gap-1.5">
              <MetaIcon d={icons.calculator} />
              <a href="#try-it" className="underline underline-offset-4 hover:text-primary">
                Includes a calculator
              </a>
            </li>
          ) : null}
          {position && categoryHref ? (
            <li>
              <a href={categoryHref} className="underline underline-offset-4 hover:text-primary">
                {position}
              </a>
            </li>
          ) : null}
        </ul>
        <div className="mt-6">
          <MarkAsReadButton itemKey={`/frameworks/${page.slug}`} />
        </div>
      </PageHeader>
      <div className="w-fit max-w-full justify-self-center overflow-hidden rounded-2xl border border-border bg-surface lg:justify-self-end">
        <Diagram name={page.diagram} />
      </div>
    </div>
  );
}
