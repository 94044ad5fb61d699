import type { ReactNode } from "react";
import { WayBack } from "@/components/content/way-back";
import { ArticleHeader } from "@/components/content/article-header";
import { ArticlePager } from "@/components/content/article-pager";
import { ArticleSources, SOURCES_TITLE } from "@/components/content/article-sources";
import { ArticleView } from "@/components/content/article-view";
import { MarkdownSectionView, MarkdownSegments } from "@/components/content/markdown-section";
import { RelatedLinks } from "@/components/content/related-links";
import { ToolSection } from "@/components/content/tool-section";
import { guideNeighbours, guidePath } from "@/data/guides";
import { formatIsoDate } from "@/lib/content/library";
import { readingTimeLabel } from "@/lib/content/reading-time";
import type { GuidePage } from "@/lib/content/schemas";
import type { GuideToolInfo } from "@/lib/guides/tools";
import type { Segment } from "@/lib/markdown/render";
import { pageMetadata } from "@/lib/seo/metadata";
import { InShort } from "@/components/content/in-short";

const RELATED_TITLE = "Related on this site";

export function guideMetadata(page: GuidePage) {
  return pageMetadata({ title: page.title, description: page.summary, path: guidePath(page.slug), type: "article" });
}

/** The calculators a guide's Markdown places, by name. */
function placedTools(page: GuidePage): string[] {
  const names = (segments: readonly Segment[]) => segments.flatMap((segment) => (segment.kind === "calculator" ? [segment.name] : []));
  return [...names(page.intro), ...page.sections.flatMap((section) => names(section.segments))];
}

/**
 * A guide, in the article template the framework explainers use
 * (ArticleView): header with its diagram, "Mark as read" and the updated
 * date; the intro the body opens with, then its sections beside the contents
 * rail; sources, related links, the previous and next guide, and the way
 * back to /guides.
 *
 * `tool` is given by a guide's own route (app/(site)/guides/<slug>/page.tsx)
 * so only that page ships the tool's code. Where the Markdown says
 * `::calculator{name="..."}` with the tool's name, the tool sits there, in
 * the reading column; a guide that places none gets it after the body,
 * across the full width, as an explainer does. A placement with no tool (the
 * route not written yet) shows nothing.
 */
export function GuidePageView({ page, tool }: { page: GuidePage; tool?: { info: GuideToolInfo; node: ReactNode } }) {
  const path = guidePath(page.slug);
  const neighbours = guideNeighbours(page.slug);
  const placed = placedTools(page);
  const stray = tool ? placed.find((name) => name !== tool.info.name) : undefined;
  if (stray && tool) {
    throw new Error(`content/guides/${page.slug}.md places ::calculator{name="${stray}"}, but the page's tool is "${tool.info.name}" (lib/guides/tools.ts)`);
  }
  const inline = tool !== undefined && placed.length > 0;
  const calculator = (name: string) =>
    tool && name === tool.info.name ? (
      <ToolSection tool={tool.info} level={3}>
        {tool.node}
      </ToolSection>
    ) : null;
  const toc = [
    ...page.sections.map(({ id, title }) => ({ id, title })),
    ...(tool && !inline ? [{ id: "try-it", title: tool.info.title }] : []),
    { id: "sources", title: SOURCES_TITLE },
    { id: "related", title: RELATED_TITLE },
  ];

  return (
    <ArticleView
      trail={[
        { name: "Guides", path: "/guides" },
        { name: page.title, path },
      ]}
      header={
        <ArticleHeader
          eyebrow="Guide"
          title={page.title}
          summary={page.summary}
          diagram={page.diagram}
          markKey={path}
          readingTime={readingTimeLabel({ summary: `${page.summary} ${page.introText}`, sections: page.sections })}
          sectionCount={toc.length}
          hasTool={tool !== undefined}
          position={neighbours ? { label: `Guide ${neighbours.position} of ${neighbours.total}`, href: "/guides" } : undefined}
          extra={
            <li>
              Updated <time dateTime={page.updated}>{formatIsoDate(page.updated)}</time>
            </li>
          }
        />
      }
      toc={toc}
      practice={tool ? { href: "#try-it", label: tool.info.title, kicker: "Try it" } : undefined}
      next={
        neighbours?.next
          ? { href: neighbours.next.href, label: neighbours.next.title, kicker: "Next guide" }
          : { href: "/guides", label: "All guides", kicker: "More guides" }
      }
      body={
        // The column rules of the framework explainers' open sections (FrameworkBody), with the intro above the first section.
        <>
          {page.inShort ? <InShort points={page.inShort} /> : null}
          <div className="prose-content [&_ul.grid>li]:mt-0 [&>section]:scroll-mt-24 [&>section+section]:mt-10 [&>section+section]:border-t [&>section+section]:border-border [&>section+section]:pt-8 [&>section>*+*]:mt-4 [&>section>h2]:mt-0">
            <div data-guide-intro="" className="mb-10 text-lead [&>*+*]:mt-4">
              <MarkdownSegments segments={page.intro} calculator={calculator} />
            </div>
            {page.sections.map((section) => (
              <MarkdownSectionView key={section.id} section={section} calculator={calculator} />
            ))}
          </div>
        </>
      }
      tool={tool && !inline ? tool : undefined}
      end={
        <>
          <ArticleSources sources={page.sources} />
          <RelatedLinks title={RELATED_TITLE} links={page.related} />
          {neighbours ? <ArticlePager previous={neighbours.previous} next={neighbours.next} sequenceTitle="Guides" all={{ title: "All guides", href: "/guides" }} /> : null}
          <WayBack href="/guides" label="Back to Guides" />
        </>
      }
    />
  );
}
