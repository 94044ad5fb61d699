import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { PageShell } from "@/components/ui/container";
import type { TocEntry } from "@/components/ui/table-of-contents";
import type { Crumb } from "@/lib/seo/json-ld";
import type { ToolInfo } from "./tool-section";
import { RailPage, type RailStepWithKicker as Step } from "./rail-page";

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
  /** A tool between the body and the end matter, in the reading column with the rail beside it. */
  tool?: { info: ToolInfo; node: ReactNode };
  /** After the body: templates, sources, related links, the pager, the way back. */
  end: ReactNode;
};

/**
 * The one article template of the framework explainers and the guides:
 * breadcrumb; header; contents (a sticky rail on wide screens, a collapsed
 * list on phones) with the next steps under it; the body; an optional tool;
 * and the end matter.
 */
export function ArticleView({ trail, header, toc, practice, next, body, tool, end }: ArticleViewProps) {
  return (
    <PageShell>
      <Breadcrumb trail={trail} />
      <article>
        {header}
        <RailPage toc={toc} practice={practice} next={next} tool={tool} end={end}>
          {body}
        </RailPage>
      </article>
    </PageShell>
  );
}
