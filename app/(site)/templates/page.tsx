import type { Metadata } from "next";
import { groupLabels } from "@/components/templates/groups";
import { TemplateCard } from "@/components/templates/template-card";
import { CardGrid } from "@/components/ui/card-grid";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { templates } from "@/data/templates";
import { templateGroups } from "@/lib/templates/schema";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "Free product management templates, each with a filled-in example and advice on filling it in: interview guides, RICE and opportunity scoring sheets, briefs, PRDs, roadmaps, launch checklists and more. Download as Markdown or CSV.";

export const metadata: Metadata = pageMetadata({ title: "Product management templates", description, path: "/templates" });

/** The templates library (index template): one card per template in content/templates, grouped by the job it does. */
export default function TemplatesPage() {
  const groups = templateGroups.map((group) => ({ group, count: templates.filter((template) => template.group === group).length })).filter(({ count }) => count > 0);
  return (
    <PageShell>
      <PageHeader trail={[{ name: "Templates", path: "/templates" }]} eyebrow="Library" title="Product management templates" intro={description}>
        {/* The groups, each one tap away with its count: on a phone the nineteen cards run over 9,000 px. */}
        <nav aria-label="Template groups" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map(({ group, count }) => (
              <li key={group}>
                <a href={`#${group}`} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface-raised px-4 text-sm font-semibold hover:border-primary">
                  {groupLabels[group].title}
                  <span className="font-normal text-muted">{count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {templateGroups.map((group) => {
        const members = templates.filter((template) => template.group === group);
        if (members.length === 0) return null;
        return (
          <Section key={group} id={group} title={groupLabels[group].title} intro={groupLabels[group].intro}>
            <CardGrid labelledBy={`${group}-heading`}>
              {members.map((template) => (
                <TemplateCard key={template.slug} template={template} />
              ))}
            </CardGrid>
          </Section>
        );
      })}
    </PageShell>
  );
}
