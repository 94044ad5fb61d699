import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { ResourceLinkList } from "@/components/library/resource-link-list";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "@/data/psychology";

export const metadata: Metadata = pageMetadata({
  title: "Product Psychology",
  description:
    "Articles and talks on cognitive biases, habit formation, choice architecture and behavioural design, chosen for product managers.",
  path: "/product-psychology",
});

export default function ProductPsychologyPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Product Psychology", path: "/product-psychology" }]}
        eyebrow="Product Psychology"
        title="Product psychology for product managers"
        intro="Five articles and three talks on the behavioural science behind product decisions: habits, biases, defaults and how choices are framed."
      />
      <div className="prose-content max-w-measure [&>section>h2]:mt-0">
        <MarkdownSectionView section={psychologyIntro} />
      </div>
      <ResourceLinkList
        id="articles"
        title="Articles"
        intro="Models and references you can apply in your next design review or funnel analysis."
        links={psychologyArticles}
      />
      <ResourceLinkList
        id="videos"
        title="Videos"
        intro="Three classic talks by the researchers behind the ideas, each under twenty-five minutes."
        links={psychologyVideos}
      />
    </PageShell>
  );
}
