import { LocalImage } from "@/components/ui/local-image";
import type { ReactNode } from "react";
import { RelatedLinks } from "@/components/content/related-links";
import { Diagram } from "@/components/diagrams";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonClasses } from "@/components/ui/button";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { getFrameworkCard } from "@/content/frameworks";
import type { FrameworkPage } from "@/lib/content/schemas";
import { sectionTitles } from "@/lib/frameworks/grouping";
import { pageMetadata } from "@/lib/seo/metadata";
import { FrameworkBody } from "./framework-body";
import { FrameworkSources, SOURCES_TITLE } from "./framework-sources";
import { FrameworkToolSection, type FrameworkToolInfo } from "./framework-tool";
import { HistoryBackButton } from "./history-back-button";
import { TableOfContents } from "./table-of-contents";

const RELATED_TITLE = "Related frameworks and pages";

export function frameworkMetadata(page: FrameworkPage) {
  return pageMetadata({ title: page.title, description: page.summary, path: `/frameworks/${page.slug}`, type: "article" });
}

/**
 * One framework explainer: header, illustration, contents, body, optional
 * calculator, sources, related links. The illustration is the page's static
 * picture or its drawn, theme-aware diagram, whichever the content gives.
 */
export function FrameworkPageView({ page, tool }: { page: FrameworkPage; tool?: { info: FrameworkToolInfo; node: ReactNode } }) {
  const slug = page.slug;
  const card = getFrameworkCard(slug);
  const toolTitle = tool?.info.title;
  const toc = [
    ...page.sections.map(({ id, title }) => ({ id, title })),
    ...(toolTitle ? [{ id: "try-it", title: toolTitle }] : []),
    { id: "sources", title: SOURCES_TITLE },
    { id: "related", title: RELATED_TITLE },
  ];

  return (
    <PageShell>
      <Breadcrumb
        trail={[
          { name: "Frameworks", path: "/frameworks" },
          { name: page.title, path: `/frameworks/${page.slug}` },
        ]}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PageHeader eyebrow={card ? sectionTitles[card.section] : "Framework"} title={page.title} intro={page.summary} />
        {page.diagram ? (
          <div className="w-fit max-w-full justify-self-start overflow-hidden rounded-2xl border border-border bg-surface">
            <Diagram name={page.diagram} />
          </div>
        ) : page.image ? (
          <LocalImage src={page.image.src} alt={page.image.alt} width={640} height={400} priority className="h-auto w-full rounded-2xl border border-border bg-surface" />
        ) : null}
      </div>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <aside className="lg:sticky lg:top-24 lg:order-last">
          <TableOfContents entries={toc} />
        </aside>
        <div className="min-w-0">
          <FrameworkBody page={page} />
          {tool ? <FrameworkToolSection tool={tool.info}>{tool.node}</FrameworkToolSection> : null}
          <FrameworkSources sources={page.sources} />
          <RelatedLinks title={RELATED_TITLE} links={page.related} />
          <div className="mt-12 flex flex-wrap gap-3 border-t border-border pt-6">
            <a href="/frameworks" className={buttonClasses({ variant: "primary" })}>
              <Icon name="arrowLeft" size={18} />
              Back to Frameworks
            </a>
            {slug === "kaizen" ? <HistoryBackButton fallbackHref="/frameworks" label="Go back to the previous page" icon={<Icon name="arrowLeft" size={18} />} /> : null}
          </div>
        </div>
      </div>
    </PageShell>
  );
}
