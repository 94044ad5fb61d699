import { TemplateCard } from "@/components/templates/template-card";
import { CardGrid } from "@/components/ui/card-grid";
import { SectionCta } from "./section-cta";
import { templates } from "@/data/templates";

/**
 * Six templates a working PM reaches for most often, one per step from
 * discovery to measurement, so the home page's promise of "ready-to-use
 * templates" leads somewhere. The count in the link is the library's own.
 */
const featured = ["product-requirements-document", "rice-scoring-sheet", "customer-interview-guide", "experiment-plan", "now-next-later-roadmap", "launch-checklist"];

export function TemplatesTeaser() {
  const picks = featured.map((slug) => templates.find((template) => template.slug === slug)).filter((template) => template !== undefined);
  return (
    <section aria-labelledby="templates-heading" className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <h2 id="templates-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Ready-to-use templates
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Blank documents and sheets to use on Monday morning, each with a worked example, in Markdown or CSV.
      </p>
      {/* Three on a phone, where six stacked cards ran 2,500 px; the link below leads to all of them. */}
      <CardGrid className="mt-8 max-sm:[&>li:nth-child(n+4)]:hidden">
        {picks.map((template) => (
          <TemplateCard key={template.slug} template={template} />
        ))}
      </CardGrid>
      <SectionCta href="/templates">Browse all {templates.length} templates</SectionCta>
    </section>
  );
}
