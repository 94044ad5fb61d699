import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { RelatedLinks } from "@/components/content/related-links";
import { JsonLd } from "@/components/seo/json-ld";
import { DownloadsBox } from "@/components/templates/downloads-box";
import { groupLabels } from "@/components/templates/groups";
import { BlankTemplate, exampleNeedsFullWidth, FilledExample, PairedDocument } from "@/components/templates/template-body";
import "@/components/templates/template-print.css";
import "@/components/templates/write-in-lines.css";
import { buttonClasses } from "@/components/ui/button";
import { ArticleLayout } from "@/components/ui/article-layout";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { MarkAsReadButton } from "@/components/progress/progress-marks";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { getTemplate, templateSectionHtml, templates } from "@/data/templates";
import { relatedTemplateLinks } from "@/components/templates/related";
import { TemplatePreview } from "@/components/templates/template-preview";
import { articleJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImageUrl } from "@/lib/seo/og-image-url";
import { templateDownloads } from "@/lib/templates/downloads";
import { documentSideBySide } from "@/lib/templates/side-by-side";
import { railGridClasses } from "@/lib/layout/rail";

type Params = { slug: string };

// Only the templates in the registry exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return templates.map((template) => ({ slug: template.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const template = getTemplate((await params).slug);
  if (!template) return {};
  // "segment": the share card comes from this folder's opengraph-image.tsx.
  return pageMetadata({ title: `${template.name} template`, description: template.summary, path: `/templates/${template.slug}`, type: "article", images: "segment" });
}

/** One part of the page: its heading and its content. */
function Part({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`mt-12 scroll-mt-24 first:mt-0 ${className}`}>
      <h2 id={`${id}-heading`} className="text-title font-bold">
        {title}
      </h2>
      {/* The reading size of every article on the site (framework and guide prose is text-body too). */}
      <div className="mt-4 space-y-4 text-body">{children}</div>
    </section>
  );
}

/**
 * A teaching section of the template's Markdown, placed as the HTML rendered
 * at build (React does not walk it when the page hydrates), styled as the
 * page's own lists and subheading.
 */
function ProsePart({ slug, id, title }: { slug: string; id: "purpose" | "when-to-use" | "how-to-fill" | "mistakes"; title: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 scroll-mt-24 first:mt-0">
      <h2 id={`${id}-heading`} className="text-title font-bold">
        {title}
      </h2>
      <div
        className="mt-4 space-y-4 text-body [&_ol]:list-decimal [&_ol]:pl-5 [&_ol>li:not(:last-child)]:mb-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul>li:not(:last-child)]:mb-2 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold"
        dangerouslySetInnerHTML={{ __html: templateSectionHtml(slug, id) }}
      />
    </section>
  );
}

/**
 * What follows a full-width band (a wide example, or the template beside its
 * example): the last teaching and the links in the reading column, and the
 * downloads in a second rail beside them, sticky while they are read, at the
 * contents rail's x. The contents rail stops above the band (drawn over a rail
 * that ran on beside it, the band read as a layering bug), which left the
 * column after the band with an empty third beside it. On phones the rail's
 * box comes between the two, in reading order.
 */
function EndMatter({ first, rail, rest }: { first: ReactNode; rail: ReactNode; rest?: ReactNode }) {
  return (
    <div className={`mt-12 grid items-start ${railGridClasses}`}>
      <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-1">{first}</div>
      <div className="mt-12 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
        {rail}
      </div>
      {rest ? <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-2">{rest}</div> : null}
    </div>
  );
}

/** A template's page (article template): what it is for, how to fill it in, the template and a filled-in example, downloads. */
export default async function TemplatePage({ params }: { params: Promise<Params> }) {
  const template = getTemplate((await params).slug);
  if (!template) notFound();
  const path = `/templates/${template.slug}`;
  const files = templateDownloads(template);
  const related = relatedTemplateLinks(template);
  const toc = [
    { id: "purpose", title: "What it is for" },
    { id: "when-to-use", title: "When to use it" },
    { id: "how-to-fill", title: "How to fill it in" },
    { id: "template", title: "The template" },
    { id: "example", title: "Filled-in example" },
    { id: "mistakes", title: "Common mistakes" },
    { id: "downloads", title: "Downloads" },
    ...(related.length > 0 ? [{ id: "related", title: "Related on this site" }] : []),
  ];
  const jsonLd = articleJsonLd({
    headline: `${template.name} template`,
    description: template.summary,
    path,
    // The card this folder's opengraph-image.tsx renders: the same image as og:image.
    image: ogImageUrl("/(site)/templates/[slug]", { slug: template.slug }),
    dateModified: template.updated,
  });

  // A sheet whose example is wider than the reading column (the RICE sheet's eight columns) shows it, and the
  // parts after it, across the page's full width below the rail, where the example is a table, not cards.
  const exampleWide = exampleNeedsFullWidth(template);
  // A document's blank sections and its filled-in ones side by side on a wide screen, section by section (one after
  // the other, with the teaching's own list of the sections, a reader met the same sections three times in a row),
  // where every table in them stays a table in half the page.
  const sideBySide = documentSideBySide(template);
  const wideBand = exampleWide || sideBySide;
  const templateIntro = (
    <p className="text-muted">
      {template.kind === "document"
        ? "Each section with what to write in it. Download the Markdown file below to fill it in."
        : "The sheet's columns, in order, with what goes in each. Computed columns show their formula in words and as a spreadsheet formula: the CSV download holds values only, so type the formula into your spreadsheet."}
    </p>
  );
  const exampleIntro = (
    <p>
      <strong>{template.example.product}:</strong> {template.example.context}
    </p>
  );
  const templatePart = (
    <Part id="template" title="The template">
      {templateIntro}
      <BlankTemplate template={template} />
    </Part>
  );
  const examplePart = (
    <Part id="example" title="Filled-in example">
      {exampleIntro}
      <FilledExample template={template} />
    </Part>
  );
  // The two columns' headings and first paragraphs side by side, then a row per section, its blank card beside its
  // filled-in one (PairedDocument), in columns of the same widths.
  const pairedParts =
    sideBySide && template.kind === "document" ? (
      <>
        <div className="lg:grid lg:grid-cols-2 lg:gap-x-8">
          <Part id="template" title="The template">
            {templateIntro}
          </Part>
          <Part id="example" title="Filled-in example" className="lg:mt-0">
            {exampleIntro}
          </Part>
        </div>
        <PairedDocument template={template} />
      </>
    ) : null;
  const mistakesPart = <ProsePart slug={template.slug} id="mistakes" title="Common mistakes" />;
  // On paper the downloads and the site's links mean nothing: the printed page is the document alone.
  const downloadsPart = (inRail: boolean) => (
    // In a rail, a rail's sizes: a smaller heading and frame, so the links keep a line each in 17rem.
    <Part id="downloads" title="Downloads" className={`template-no-print ${inRail ? "[&_.template-downloads]:p-4 [&>h2]:text-xl" : ""}`}>
      <DownloadsBox template={template} files={files} />
    </Part>
  );
  const relatedPart =
    related.length > 0 ? (
      <div className="template-no-print">
        <RelatedLinks links={related} />
      </div>
    ) : null;

  return (
    <PageShell>
      <JsonLd data={jsonLd} />
      <article className="template-page">
        <ArticleLayout
          header={
            <PageHeader
              trail={[
                { name: "Templates", path: "/templates" },
                { name: template.name, path },
              ]}
              eyebrow={groupLabels[template.group].title}
              title={template.name}
              intro={template.whenToUse}
              // The first page, as its card on /templates shows it: what the download looks like, before the teaching.
              // At the header's end, so the title keeps the page's left edge; phones skip it: there it would push the
              // title below the first screen.
              asideAt="end"
              aside={
                <div className="w-60 overflow-hidden rounded-xl border border-border bg-surface max-sm:hidden [&_.tp]:h-64">
                  <TemplatePreview template={template} />
                </div>
              }
            >
              <p className="mt-4">{template.summary}</p>
              <div className="template-no-print mt-6 flex flex-wrap items-center gap-3">
                <a href="#downloads" className={buttonClasses({ variant: "primary" })}>
                  Download the template
                </a>
                <MarkAsReadButton itemKey={path} />
              </div>
            </PageHeader>
          }
          rail={<TableOfContents entries={toc} />}
          // Full width for the wide example (a sheet's) or the blank and filled-in sections side by side (a document's),
          // then the end matter beside a second rail (EndMatter).
          after={
            wideBand ? (
              <>
                <div data-wide-band="" className="[&>section>div>p]:max-w-3xl">
                  {pairedParts ?? examplePart}
                </div>
                <EndMatter first={mistakesPart} rail={downloadsPart(true)} rest={relatedPart} />
              </>
            ) : undefined
          }
        >
          <ProsePart slug={template.slug} id="purpose" title="What it is for" />
          <ProsePart slug={template.slug} id="when-to-use" title="When to use it" />
          <ProsePart slug={template.slug} id="how-to-fill" title="How to fill it in" />
          {/* A sheet's column list stays in the reading column, the contents rail beside it; only its wide example leaves. */}
          {sideBySide ? null : templatePart}
          {wideBand ? null : (
            <>
              {examplePart}
              {mistakesPart}
              {downloadsPart(false)}
              {relatedPart}
            </>
          )}
        </ArticleLayout>
      </article>
    </PageShell>
  );
}
