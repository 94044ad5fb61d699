import type { ReactNode } from "react";
import { RailNextSteps, type RailStep } from "@/components/ui/rail-next-steps";
import { TableOfContents, type TocEntry } from "@/components/ui/table-of-contents";

type Step = RailStep & { kicker: string };

/**
 * The body of a long content page that is not an article (Interview Prep,
 * AI PM 10x, Product Psychology): the reading column beside the same rail the
 * explainers and guides have ("On this page" and the next steps), so a wide
 * screen is not two thirds text and one third blank. On phones the contents
 * are a one-line disclosure above the column. Server-rendered, no script.
 */
export function RailPage({ toc, practice, next, children }: { toc: readonly TocEntry[]; practice?: Step; next?: Step; children: ReactNode }) {
  return (
    <div data-rail-page="" className="mt-10 grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:border-t lg:border-border lg:pt-10">
      {/* First in the source, so on a phone the contents open the page; on a wide screen, the rail. */}
      <div className="mb-8 lg:col-start-2 lg:row-start-1 lg:mb-0">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
          <TableOfContents entries={toc} />
          <RailNextSteps practice={practice} next={next} />
        </div>
      </div>
      <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">{children}</div>
    </div>
  );
}
