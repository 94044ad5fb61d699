import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { Diagram } from "@/components/diagrams";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { RailPage } from "@/components/content/rail-page";
import { ResourceCard } from "@/components/library/resource-card";
import { CardGrid } from "@/components/ui/card-grid";
import { Figure } from "@/components/ui/figure";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "@/data/psychology";
import { fromPsychologyLink } from "@/lib/library/resource-card";
import type { PsychologyLink } from "@/lib/content/library";

export const metadata: Metadata = pageMetadata({
  title: "Product Psychology",
  description:
    "Articles and talks on cognitive biases, habit formation, choice architecture and behavioural design, chosen for product managers.",
  path: "/product-psychology",
});

const MAP_TITLE = "Where each principle acts";

export default function ProductPsychologyPage() {
  const toc = [
    { id: psychologyIntro.id, title: psychologyIntro.title },
    { id: "principles-map", title: MAP_TITLE },
    { id: "articles", title: "Articles" },
    { id: "videos", title: "Videos" },
  ];
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Product Psychology", path: "/product-psychology" }]}
        eyebrow="Product Psychology"
        title="Product psychology for product managers"
        intro="Five articles and three talks on the behavioural science behind product decisions: habits, biases, defaults and how choices are framed."
      />
      <RailPage
        toc={toc}
        practice={{ href: "/frameworks/jobs-to-be-done", label: "Jobs to be Done", kicker: "Apply it" }}
        next={{ href: "/product-mastery", label: "Product Mastery", kicker: "Keep learning" }}
      >
        <div className="prose-content [&>section]:scroll-mt-24 [&>section>h2]:mt-0">
          <MarkdownSectionView section={psychologyIntro} />
        </div>
        <Section id="principles-map" title={MAP_TITLE} intro="Each principle matters most at one moment of the product. Find the moment where your funnel leaks, then read the resource named beside the principle.">
          <Figure caption="Four moments in a product and the principles that decide them; the name in brackets is the author or publisher of the article or talk below that explains it.">
            <Diagram name="psychology-principles-map" />
          </Figure>
        </Section>
        <ResourceSection id="articles" title="Articles" intro="Models and references you can apply in your next design review or funnel analysis." links={psychologyArticles} />
        <ResourceSection id="videos" title="Videos" intro="Three classic talks by the researchers behind the ideas, each under twenty-five minutes." links={psychologyVideos} />
      </RailPage>
    </PageShell>
  );
}

/**
 * A titled group of links as the site's resource cards in its card grid, two a row beside the rail, as on AI PM 10x
 * (a talk opens with its poster). Cards, not one framed list of rows: the same kind of resource looked different here.
 */
function ResourceSection({ id, title, intro, links }: { id: string; title: string; intro: string; links: PsychologyLink[] }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <CardGrid maxColumns={2}>
        {links.map((link) => (
          <ResourceCard key={link.url} resource={fromPsychologyLink(link)} />
        ))}
      </CardGrid>
    </Section>
  );
}
