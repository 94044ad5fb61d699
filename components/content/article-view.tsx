import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { PageShell } from "@/components/ui/container";
import { RailNextSteps, type RailStep } from "@/components/ui/rail-next-steps";
import { TableOfContents, type TocEntry } from "@/components/ui/table-of-contents";
import type { Crumb } from "@/lib/seo/json-ld";
import { ToolSection, type ToolInfo } from "./tool-section";

type Step = RailStep & { kicker: string };

export type ArticleViewProps = {
  /** The breadcrumb below Home; the last crumb is this page. */
  trail: readonly Crumb[];
  /** The article's head (ArticleHeader). */
  header: ReactNode;
  /** "On this page": the sections, then the end matter's own parts. */
  toc: readonly TocEntry[];
  /** Under the contents on wide screens: the page's tool or template, and the next page in its sequence. */
  practice?: Step;
  next?: Step;
  /** The reading column: intro and sections. */
  body: ReactNode;
  /** A tool given the full width between the body and the end matter, so its results can sit beside its form. */
  tool?: { info: ToolInfo; node: ReactNode };
  /** After the body: templates, sources, related links, the pager, the way back. */
  end: ReactNode;
};

/**
 * The one article template of the framework explainers and the guides:
 * breadcrumb; header; contents (a sticky rail on wide screens, a collapsed
 * list on phones) with the next steps under it; the body; an optional tool
 * across both columns; and the end matter.
 */
export function ArticleView({ trail, header, toc, practice, next, body, tool, end }: ArticleViewProps) {
  return (
    <PageShell>
      <Breadcrumb trail={trail} />
      <article>
        {header}
        {/* Rows: the body beside the rail; the tool across both columns; the end matter. Without a tool the rail runs the whole way down. */}
        <div className="mt-10 grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:border-t lg:border-border lg:pt-10">
          {/* First in the source, so on a phone the contents open the article; on a wide screen, the rail. */}
          <div className={`mb-8 lg:col-start-2 lg:row-start-1 lg:mb-0 ${tool ? "" : "lg:row-span-2"}`}>
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
              <TableOfContents entries={toc} />
              <RailNextSteps practice={practice} next={next} />
            </div>
          </div>
          <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">{body}</div>
          {tool ? (
            <div className="min-w-0 lg:col-span-2 lg:row-start-2">
              <ToolSection tool={tool.info}>{tool.node}</ToolSection>
            </div>
          ) : null}
          <div className={`min-w-0 max-w-3xl lg:col-start-1 ${tool ? "lg:row-start-3" : "lg:row-start-2"}`}>{end}</div>
        </div>
      </article>
    </PageShell>
  );
}
