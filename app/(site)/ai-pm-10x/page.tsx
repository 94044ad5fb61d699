import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { AiResourceCard } from "@/components/library/ai-resource-card";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { aiResourceGroups, aiResources } from "@/content/ai-resources";

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
        eyebrow="Curated resources"
        title="AI PM 10x"
        intro="AI changes both what you can build and how you work. These are the resources we would hand a product manager starting out with AI today: a little theory, the design patterns that make AI features trustworthy, how to measure quality, and what the shift means for the PM role. Each one is free to read or watch."
      />
      {aiResourceGroups.map((group) => {
        const resources = aiResources.filter((resource) => resource.group === group.id);
        return (
          <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-12 first-of-type:mt-0">
            <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{group.intro}</p>
            <ul className="mt-6 grid list-none gap-5 pl-0 md:grid-cols-2 lg:grid-cols-3">
              {resources.map((resource) => (
                <li key={resource.url}>
                  <AiResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="ai-newsletter-heading" className="mt-16 rounded-2xl bg-accent p-8 sm:p-10">
        <div className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="ai-newsletter-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
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
