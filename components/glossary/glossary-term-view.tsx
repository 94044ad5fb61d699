import { ArticlePager } from "@/components/content/article-pager";
import { WayBack } from "@/components/content/way-back";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { RelatedLinks } from "@/components/content/related-links";
import { JsonLd } from "@/components/seo/json-ld";
import { ArticleLayout } from "@/components/ui/article-layout";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { glossaryNeighbours, relatedEntries } from "@/data/glossary";
import { publicRoutes } from "@/data/routes";
import { templatesForGlossaryTerm } from "@/data/templates";
import { glossarySetName, teachingLinks, type GlossaryEntry } from "@/lib/glossary/entries";
import { glossaryTermHeadings } from "@/lib/glossary/headings";
import { definedTermJsonLd } from "@/lib/seo/json-ld";
import { templateBlurb } from "@/lib/templates/blurb";

export { glossaryTermHeadings };

/** "Product Mastery: Growth & Experiments", "Framework: Kano Model": where a teaching link lands, from the route registry. */
function routeName(href: string): string | undefined {
  const path = href.split("#")[0];
  return publicRoutes.find((route) => route.path === path)?.name;
}

/**
 * One glossary term's page: the definition the list shows, then why it
 * matters, how it works, an example and pitfalls, then links to related
 * terms, to the pages of this site that teach it (the list's "learn more"
 * target first) and to the templates that name it (each template page links
 * here, so the two are linked both ways from the template's content), then
 * the terms before and after it from A to Z, and the way back. A
 * server component: nothing here ships JavaScript.
 */
export function GlossaryTermView({ entry }: { entry: GlossaryEntry }) {
  const { page } = entry;
  const neighbours = glossaryNeighbours(entry.slug);
  const related = relatedEntries(entry).map((other) => ({ href: other.path, label: other.term, description: other.page.summary }));
  const teaching = teachingLinks(entry).map((link) => ({ ...link, description: routeName(link.href) }));
  const templates = templatesForGlossaryTerm(entry.slug).map((template) => ({
    href: `/templates/${template.slug}`,
    label: template.name,
    description: templateBlurb(template),
  }));

  // The article template's contents rail: the sections in page order.
  const contents = [
    { id: "definition", title: glossaryTermHeadings.definition },
    { id: "why-it-matters", title: glossaryTermHeadings.why },
    { id: "how-it-works", title: glossaryTermHeadings.how },
    { id: "example", title: glossaryTermHeadings.example },
    { id: "pitfalls", title: glossaryTermHeadings.pitfalls },
    ...(related.length ? [{ id: "related-terms", title: glossaryTermHeadings.related }] : []),
    ...(teaching.length ? [{ id: "learn", title: glossaryTermHeadings.teaching }] : []),
    ...(templates.length ? [{ id: "templates", title: glossaryTermHeadings.templates }] : []),
  ];

  return (
    <PageShell>
      <JsonLd data={definedTermJsonLd({ term: entry.term, definition: entry.definition, path: entry.path, set: { name: glossarySetName, path: "/glossary" } })} />
      <article>
        <ArticleLayout
          header={
            <PageHeader
              trail={[
                { name: "Glossary", path: "/glossary" },
                { name: entry.term, path: entry.path },
              ]}
              eyebrow="PM glossary"
              title={entry.term}
            />
          }
          rail={<TableOfContents entries={contents} />}
        >
        <div className="prose-content">
          <section id="definition" aria-labelledby="definition-heading">
            <h2 id="definition-heading" className="mt-0">
              {glossaryTermHeadings.definition}
            </h2>
            {/* The definition's paragraph, rendered from the Markdown at build: placed as HTML, so hydration does not walk it. */}
            <div className="rounded-xl border-l-4 border-primary bg-accent px-5 py-4 text-lg" dangerouslySetInnerHTML={{ __html: page.definitionHtml }} />
          </section>
          {page.sections.map((section) => (
            <MarkdownSectionView key={section.id} section={section} />
          ))}
        </div>
        <RelatedLinks id="related-terms" title={glossaryTermHeadings.related} links={related} />
        <RelatedLinks id="learn" title={glossaryTermHeadings.teaching} links={teaching} />
        {templates.length ? <RelatedLinks id="templates" title={glossaryTermHeadings.templates} links={templates} /> : null}
        {neighbours ? <ArticlePager previous={neighbours.previous} next={neighbours.next} sequenceTitle="Glossary" all={{ title: "The whole glossary, A to Z", href: "/glossary" }} /> : null}
        <WayBack href="/glossary" label="Back to the glossary" />
        </ArticleLayout>
      </article>
    </PageShell>
  );
}
