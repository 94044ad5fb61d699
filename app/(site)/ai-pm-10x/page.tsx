import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { AiResourceCard } from "@/components/library/ai-resource-card";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { CardGrid } from "@/components/ui/card-grid";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { aiResourceGroups, aiResources } from "@/data/ai-resources";

export const metadata: Metadata = pageMetadata({
  title: "AI PM 10x: AI resources for product managers",
  description:
    "Curated articles, talks and guides for product managers working with AI: how LLMs work, designing AI features, evals, and AI in the PM workflow.",
  path: "/ai-pm-10x",
});

export default function AiPm10xPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "AI PM 10x", path: "/ai-pm-10x" }]}
        eyebrow="Curated resources"
        title="AI PM 10x"
        intro="AI changes both what you can build and how you work. These are the resources we would hand a product manager starting out with AI today: a little theory, the design patterns that make AI features trustworthy, how to measure quality, and what the shift means for the PM role. Each one is free to read or watch."
      />
      <div>
        {aiResourceGroups.map((group) => (
          <Section key={group.id} id={group.id} title={group.title} intro={group.intro}>
            <CardGrid>
              {aiResources
                .filter((resource) => resource.group === group.id)
                .map((resource) => (
                  <AiResourceCard key={resource.url} resource={resource} />
                ))}
            </CardGrid>
          </Section>
        ))}
      </div>
      <section aria-labelledby="ai-newsletter-heading" className="mt-section rounded-2xl bg-accent p-6 sm:p-10">
        <div className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="ai-newsletter-heading" className="flex items-center gap-2 text-title font-bold">
              <Icon name="sparkles" size={24} />
              Stay ahead on AI for product
            </h2>
            <p className="mt-2 text-muted">
              One short email when we add a resource worth your time: no hype round-ups, just what helps you build better AI products.
            </p>
          </div>
          <NewsletterForm id="ai-newsletter" privacyNote="We respect your privacy. Unsubscribe at any time." />
        </div>
      </section>
    </PageShell>
  );
}
