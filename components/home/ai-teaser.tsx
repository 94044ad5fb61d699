import { aiResources } from "@/data/ai-resources";
import { aiTeaser } from "@/data/home";
import { ResourceCard } from "@/components/library/resource-card";
import { fromAiResource } from "@/lib/library/resource-card";
import { CardGrid } from "@/components/ui/card-grid";
import { SectionCta } from "./section-cta";

/** The first three curated AI resources (two articles and a podcast). */
export function AiTeaser() {
  const teaser = aiResources.slice(0, 3);
  return (
    <section aria-labelledby="ai-teaser-heading" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="ai-teaser-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {aiTeaser.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{aiTeaser.intro}</p>
        <CardGrid className="mt-8">
          {teaser.map((resource) => (
            <ResourceCard key={resource.url} resource={fromAiResource(resource)} />
          ))}
        </CardGrid>
        <SectionCta href={aiTeaser.cta.href}>{aiTeaser.cta.label}</SectionCta>
      </div>
    </section>
  );
}
