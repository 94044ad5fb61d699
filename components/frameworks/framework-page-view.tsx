import type { ReactNode } from "react";
import { RelatedLinks } from "@/components/content/related-links";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonClasses } from "@/components/ui/button";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { frameworkCards } from "@/data/frameworks";
import { readingTimeLabel } from "@/lib/content/reading-time";
import type { FrameworkPage } from "@/lib/content/schemas";
import { categoryNeighbours } from "@/lib/frameworks/neighbours";
import { pageMetadata } from "@/lib/seo/metadata";
import { templatesForFramework } from "@/data/templates";
import { FrameworkArticleHeader } from "./framework-article-header";
import { FrameworkBody } from "./framework-body";
import { FrameworkPager } from "./framework-pager";
import { FrameworkSources, SOURCES_TITLE } from "./framework-sources";
import { FrameworkToolSection, type FrameworkToolInfo } from "./framework-tool";
import { HistoryBackButton } from "./history-back-button";
import { RailNextSteps } from "@/components/ui/rail-next-steps";
import { TableOfContents } from "@/components/ui/table-of-contents";

const RELATED_TITLE = "Related frameworks and pages";
const TEMPLATES_TITLE = "Templates to put it to work";

export function frameworkMetadata(page: FrameworkPage) {
  return pageMetadata({ title: page.title, description: page.summary, path: `/frameworks/${page.slug}`, type: "article" });
}

/**
 * The one article template of every framework explainer:
 * breadcrumb; header (category, title, summary, reading time, illustration);
 * contents (a sticky rail on wide screens, a collapsed list on phones); the
 * body (open sections, or the accordion the page's layout asks for, as a
 * block of the article: docs/product.md, Frameworks);
 * the optional "Try it" tool, given the full width so its ranking can sit
 * beside its form; sources; related links; previous/next in the category;
 * and the way back.
 */
export function FrameworkPageView({ page, tool }: { page: FrameworkPage; tool?: { info: FrameworkToolInfo; node: ReactNode } }) {
  const slug = page.slug;
  const neighbours = categoryNeighbours(frameworkCards, slug);
  const toolTitle = tool?.info.title;
  // Linked both ways: each template page links back to the frameworks it names.
  const templateLinks = templatesForFramework(slug).map((template) => ({
    href: `/templates/${template.slug}`,
    label: template.name,
    description: template.whenToUse,
  }));
  const toc = [
    ...page.sections.map(({ id, title }) => ({ id, title })),
    ...(toolTitle ? [{ id: "try-it", title: toolTitle }] : []),
    ...(templateLinks.length ? [{ id: "templates", title: TEMPLATES_TITLE }] : []),
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
      <article>
        <FrameworkArticleHeader
          page={page}
          category={neighbours?.sectionTitle ?? "Framework"}
          categoryHref={neighbours?.sectionHref}
          position={neighbours ? `Framework ${neighbours.position} of ${neighbours.total} in ${neighbours.sectionTitle}` : undefined}
          readingTime={readingTimeLabel(page)}
          sectionCount={page.sections.length}
          hasTool={tool !== undefined}
        />
        {/* Rows: the body beside the rail; the tool across both columns; the end matter. Without a tool the rail runs the whole way down. */}
        <div className="mt-10 grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:border-t lg:border-border lg:pt-10">
          {/* First in the source, so on a phone the contents open the article; on a wide screen, the rail. */}
          <div className={`mb-8 lg:col-start-2 lg:row-start-1 lg:mb-0 ${tool ? "" : "lg:row-span-2"}`}>
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
              <TableOfContents entries={toc} />
              <RailNextSteps
                practice={
                  toolTitle
                    ? { href: "#try-it", label: toolTitle, kicker: "Try it" }
                    : templateLinks[0]
                      ? { href: templateLinks[0].href, label: templateLinks[0].label, kicker: "Template" }
                      : undefined
                }
                next={
                  neighbours?.next
                    ? { href: neighbours.next.href, label: neighbours.next.title, kicker: `Next in ${neighbours.sectionTitle}` }
                    : neighbours
                      ? { href: neighbours.sectionHref, label: `All ${neighbours.sectionTitle} frameworks`, kicker: "You reached the end" }
                      : undefined
                }
              />
            </div>
          </div>
          <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">
            <FrameworkBody page={page} />
          </div>
          {tool ? (
            <div className="min-w-0 lg:col-span-2 lg:row-start-2">
              <FrameworkToolSection tool={tool.info}>{tool.node}</FrameworkToolSection>
            </div>
          ) : null}
          <div className={`min-w-0 max-w-3xl lg:col-start-1 ${tool ? "lg:row-start-3" : "lg:row-start-2"}`}>
            {templateLinks.length ? <RelatedLinks id="templates" title={TEMPLATES_TITLE} links={templateLinks} /> : null}
            <FrameworkSources sources={page.sources} />
            <RelatedLinks title={RELATED_TITLE} links={page.related} />
            {neighbours ? <FrameworkPager neighbours={neighbours} /> : null}
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="/frameworks" className={buttonClasses({ variant: "primary" })}>
                <Icon name="arrowLeft" size={18} />
                Back to Frameworks
              </a>
              {slug === "kaizen" ? <HistoryBackButton fallbackHref="/frameworks" label="Go back to the previous page" icon={<Icon name="arrowLeft" size={18} />} /> : null}
            </div>
          </div>
        </div>
      </article>
    </PageShell>
  );
}
