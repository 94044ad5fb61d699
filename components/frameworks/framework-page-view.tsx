import type { ReactNode } from "react";
import { WayBack } from "@/components/content/way-back";
import { ArticleHeader } from "@/components/content/article-header";
import { ArticlePager } from "@/components/content/article-pager";
import { ArticleSources, SOURCES_TITLE } from "@/components/content/article-sources";
import { ArticleView } from "@/components/content/article-view";
import { RelatedLinks } from "@/components/content/related-links";
import { Icon } from "@/components/ui/icons";
import { frameworkCards } from "@/data/frameworks";
import { readingTimeLabel } from "@/lib/content/reading-time";
import type { FrameworkPage } from "@/lib/content/schemas";
import { categoryNeighbours } from "@/lib/frameworks/neighbours";
import { pageMetadata } from "@/lib/seo/metadata";
import { templatesForFramework } from "@/data/templates";
import { FrameworkBody } from "./framework-body";
import type { FrameworkToolInfo } from "./framework-tool";
import { HistoryBackButton } from "./history-back-button";
import { templateBlurb } from "@/lib/templates/blurb";
import { InShort } from "@/components/content/in-short";

const RELATED_TITLE = "Related frameworks and pages";
const TEMPLATES_TITLE = "Templates to put it to work";

export function frameworkMetadata(page: FrameworkPage) {
  return pageMetadata({ title: page.title, description: page.summary, path: `/frameworks/${page.slug}`, type: "article" });
}

/**
 * A framework explainer, in the article template (ArticleView):
 * breadcrumb; header (category, title, summary, reading time, illustration);
 * contents; the body (open sections, or the accordion the page's layout asks
 * for, as a block of the article: docs/product.md, Frameworks); the optional
 * "Try it" tool, in the reading column beside the rail;
 * templates; sources; related links; previous/next in the category; and the
 * way back.
 */
export function FrameworkPageView({ page, tool }: { page: FrameworkPage; tool?: { info: FrameworkToolInfo; node: ReactNode } }) {
  const slug = page.slug;
  const path = `/frameworks/${slug}`;
  const neighbours = categoryNeighbours(frameworkCards, slug);
  const toolTitle = tool?.info.title;
  // Linked both ways: each template page links back to the frameworks it names.
  const templateLinks = templatesForFramework(slug).map((template) => ({
    href: `/templates/${template.slug}`,
    label: template.name,
    description: templateBlurb(template),
  }));
  const toc = [
    ...page.sections.map(({ id, title }) => ({ id, title })),
    ...(toolTitle ? [{ id: "try-it", title: toolTitle }] : []),
    ...(templateLinks.length ? [{ id: "templates", title: TEMPLATES_TITLE }] : []),
    { id: "sources", title: SOURCES_TITLE },
    { id: "related", title: RELATED_TITLE },
  ];

  return (
    <ArticleView
      trail={[
        { name: "Frameworks", path: "/frameworks" },
        { name: page.title, path },
      ]}
      header={
        <ArticleHeader
          eyebrow={neighbours?.sectionTitle ?? "Framework"}
          title={page.title}
          summary={page.summary}
          diagram={page.diagram}
          markKey={path}
          readingTime={readingTimeLabel(page)}
          sectionCount={toc.length}
          hasTool={tool !== undefined}
          position={neighbours ? { label: `Framework ${neighbours.position} of ${neighbours.total} in ${neighbours.sectionTitle}`, href: neighbours.sectionHref } : undefined}
        />
      }
      toc={toc}
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
            ? { href: neighbours.sectionHref, label: `All ${neighbours.sectionTitle} frameworks`, kicker: `More in ${neighbours.sectionTitle}` }
            : undefined
      }
      body={
        <>
          {page.inShort ? <InShort points={page.inShort} /> : null}
          <FrameworkBody page={page} />
        </>
      }
      tool={tool}
      end={
        <>
          {templateLinks.length ? <RelatedLinks id="templates" title={TEMPLATES_TITLE} links={templateLinks} /> : null}
          <ArticleSources sources={page.sources} />
          <RelatedLinks title={RELATED_TITLE} links={page.related} />
          {neighbours ? (
            <ArticlePager
              previous={neighbours.previous}
              next={neighbours.next}
              sequenceTitle={neighbours.sectionTitle}
              all={{ title: `All ${neighbours.sectionTitle} frameworks`, href: neighbours.sectionHref }}
            />
          ) : null}
          <WayBack href="/frameworks" label="Back to Frameworks">
            {slug === "kaizen" ? <HistoryBackButton fallbackHref="/frameworks" label="Go back to the previous page" icon={<Icon name="arrowLeft" size={18} />} /> : null}
          </WayBack>
        </>
      }
    />
  );
}
