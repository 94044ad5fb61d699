import { ContentSectionView } from "@/components/content/content-blocks";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { contactEmail } from "@/content/site";
import { formatIsoDate, type LegalPage } from "@/lib/content/library";

/** A legal page: title, last-updated date, the typed sections and a contact mail link. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <PageShell>
      <PageHeader title={page.title} intro={page.summary}>
        <p className="mt-4 text-sm font-medium text-muted">
          Last updated: <time dateTime={page.lastUpdated}>{formatIsoDate(page.lastUpdated)}</time>
        </p>
      </PageHeader>
      <div className="prose-content max-w-3xl">
        {page.sections.map((section) => (
          <ContentSectionView key={section.id} section={section} />
        ))}
        <section id="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">Contact</h2>
          <p>
            {page.contactIntro} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </section>
      </div>
    </PageShell>
  );
}
