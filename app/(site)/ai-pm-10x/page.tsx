import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { Diagram } from "@/components/diagrams";
import { RailPage } from "@/components/content/rail-page";
import { AiResourceCard, hasPicture } from "@/components/library/ai-resource-card";
import { CardGrid } from "@/components/ui/card-grid";
import { Figure } from "@/components/ui/figure";
import { NewsletterPanel } from "@/components/newsletter/newsletter-panel";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { aiResourceGroups, aiResources } from "@/data/ai-resources";

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
        {aiResourceGroups.map((group) => {
          const resources = aiResources.filter((resource) => resource.group === group.id);
          // Where some cards of a group open with a picture, the others open with a banner of the same height, so a row's cards match.
          const banner = resources.some(hasPicture);
          return (
            <Section key={group.id} id={group.id} title={group.title} intro={group.intro}>
              {/* Two a row in the column beside the rail: one a row made a 3,000 px column of cards beside an empty rail. */}
              <CardGrid maxColumns={2}>
                {resources.map((resource) => (
                  <AiResourceCard key={resource.url} resource={resource} banner={banner && !hasPicture(resource)} />
                ))}
              </CardGrid>
            </Section>
          );
        })}
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
