import { MarkdownSectionView } from "@/components/content/markdown-section";
import { ArticleLayout } from "@/components/ui/article-layout";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { contactEmail } from "@/config/site";
import { formatIsoDate, type LegalPage } from "@/lib/content/library";

/**
 * The legal template: trail, title, last-updated date, the typed sections in
 * one reading column with a contents rail, and a contact mail link.
 */
export function LegalDocument({ page, path }: { page: LegalPage; path: string }) {
  const toc = [...page.sections.map(({ id, title }) => ({ id, title })), { id: "contact", title: "Contact" }];
  return (
    <PageShell>
      <ArticleLayout
        header={
          <PageHeader trail={[{ name: page.title, path }]} eyebrow="Legal" title={page.title} intro={page.summary}>
            <p className="mt-4 text-small font-medium text-muted">
              Last updated: <time dateTime={page.lastUpdated}>{formatIsoDate(page.lastUpdated)}</time>
            </p>
          </PageHeader>
        }
        rail={<TableOfContents entries={toc} />}
      >
        <div className="prose-content [&>section:first-child>h2]:mt-0">
          {page.sections.map((section) =>
            section.id === "overview" ? (
              // The short version reads as a summary panel, each point behind a tick, not as one more list among ten sections.
              <div key={section.id} className="legal-summary rounded-2xl border border-border bg-accent/40 px-5 py-5 sm:px-7 sm:py-6">
                <MarkdownSectionView section={section} />
              </div>
            ) : (
              <MarkdownSectionView key={section.id} section={section} />
            ),
          )}
          <section id="contact" aria-labelledby="contact-heading">
            <h2 id="contact-heading">Contact</h2>
            <p>
              {page.contactIntro} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
          </section>
        </div>
      </ArticleLayout>
    </PageShell>
  );
}
