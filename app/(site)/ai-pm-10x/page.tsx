import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { Diagram } from "@/components/diagrams";
import { RailPage } from "@/components/content/rail-page";
import { ResourceCard } from "@/components/library/resource-card";
import { CardGrid } from "@/components/ui/card-grid";
import { Figure } from "@/components/ui/figure";
import { NewsletterPanel } from "@/components/newsletter/newsletter-panel";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { aiResourceGroups, aiResources } from "@/data/ai-resources";
import { fromAiResource } from "@/lib/library/resource-card";

export const metadata: Metadata = pageMetadata({
  title: "AI PM 10x: AI resources for product managers",
  description:
    "Curated articles, talks and guides for product managers working with AI: how LLMs work, designing AI features, evals, and AI in the PM workflow.",
  path: "/ai-pm-10x",
});

const PATH_TITLE = "From first model to shipped feature";

export default function AiPm10xPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "AI PM 10x", path: "/ai-pm-10x" }]}
        eyebrow="Curated resources"
        title="AI PM 10x"
        intro="AI changes both what you can build and how you work. These are the resources we would hand a product manager starting out with AI today: a little theory, the design patterns that make AI features trustworthy, how to measure quality, and what the shift means for the PM role. Each one is free to read or watch."
      />
      <RailPage
        toc={[
          { id: "path", title: PATH_TITLE },
          ...aiResourceGroups.map(({ id, title }) => ({ id, title })),
          { id: "stay-ahead", title: "Stay ahead on AI for product" },
        ]}
        practice={{ href: "/frameworks/north-star-metric", label: "North Star Metric", kicker: "Measure what matters" }}
        next={{ href: "/product-mastery", label: "Product Mastery", kicker: "Keep learning" }}
      >
        <Section id="path" title={PATH_TITLE} intro="The groups below follow the order in which an AI feature gets built: what you need to know at each step, and who explains it best.">
          <Figure caption="Understand the models, design for their failures, measure quality, then change how you work: the order an AI feature is built in, and the order of the groups below.">
            <Diagram name="ai-feature-path" />
          </Figure>
        </Section>
        {aiResourceGroups.map((group) => (
          <Section key={group.id} id={group.id} title={group.title} intro={group.intro}>
            {/*
              Two a row: the grid rule's width for cards in the reading column beside the rail (lib/layout/card-grid.ts). Three
              a row there made 240 px cards whose three lines held some 75 characters of why-read-it, and titles of four lines.
            */}
            <CardGrid maxColumns={2}>
              {aiResources
                .filter((resource) => resource.group === group.id)
                .map((resource) => (
                  <ResourceCard key={resource.url} resource={fromAiResource(resource)} />
                ))}
            </CardGrid>
          </Section>
        ))}
        {/* The home page's sign-up panel, with this page's heading and promise. */}
        <section id="stay-ahead" aria-labelledby="ai-newsletter-heading" className="mt-section scroll-mt-24">
          <NewsletterPanel
            headingId="ai-newsletter-heading"
            heading="Stay ahead on AI for product"
            intro="One short email when we add a resource worth your time: no hype round-ups, just what helps you build better AI products."
            formId="ai-newsletter"
            privacyNote="We respect your privacy. Unsubscribe at any time."
          />
        </section>
      </RailPage>
    </PageShell>
  );
}
