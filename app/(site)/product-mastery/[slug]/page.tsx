import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticlePager } from "@/components/content/article-pager";
import { TopicIndex } from "@/components/mastery/topic-index";
import { TopicSection } from "@/components/mastery/topic-section";
import { TopicTemplates } from "@/components/mastery/topic-templates";
import { ArticleLayout } from "@/components/ui/article-layout";
import { RailNextSteps } from "@/components/ui/rail-next-steps";
import { Icon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { getAdjacentAreas, getMasteryArea, masteryAreas } from "@/data/mastery";
import { templatesForMasteryArea, templatesForMasteryTopic } from "@/data/templates";
import { pageMetadata } from "@/lib/seo/metadata";
import { ProgressCount } from "@/components/progress/progress-marks";
import { areaTopicKeys } from "@/lib/progress/keys";

type Props = { params: Promise<{ slug: string }> };

// Only the eight areas exist; any other slug is a 404 at build and at runtime.
export const dynamicParams = false;

export function generateStaticParams() {
  return masteryAreas.map((area) => ({ slug: area.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const area = getMasteryArea(slug);
  if (!area) return {};
  // "segment": the share card comes from this folder's opengraph-image.tsx.
  return pageMetadata({
    title: `${area.title}: Product Mastery`,
    description: area.description,
    path: `/product-mastery/${area.id}`,
    images: "segment",
  });
}

export default async function MasteryAreaPage({ params }: Props) {
  const { slug } = await params;
  const area = getMasteryArea(slug);
  if (!area) notFound();
  const { prev, next } = getAdjacentAreas(slug);
  const areaTemplates = templatesForMasteryArea(area.id);
  // The area's closing list names only templates no topic above lists: a repeat made a third "related" box.
  const listedInTopics = new Set(area.subsections.flatMap((topic) => templatesForMasteryTopic(area.id, topic.id).map((template) => template.slug)));
  const moreTemplates = areaTemplates.filter((template) => !listedInTopics.has(template.slug));

  return (
    <PageShell>
      <ArticleLayout
        header={
          <PageHeader
            trail={[
              { name: "Product Mastery", path: "/product-mastery" },
              { name: area.title, path: `/product-mastery/${area.id}` },
            ]}
            eyebrow="Product Mastery"
            title={area.title}
            intro={area.description}
          >
            <p className="mt-5">
              <ProgressCount keys={areaTopicKeys(area)} label="topics read" />
            </p>
            <p className="mt-4">
              <a href="/product-mastery" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                <Icon name="arrowLeft" size={16} />
                Back to all areas
              </a>
            </p>
          </PageHeader>
        }
        rail={
          <>
            <TopicIndex area={area} />
            <RailNextSteps
              practice={areaTemplates[0] ? { href: `/templates/${areaTemplates[0].slug}`, label: areaTemplates[0].name, kicker: "Template" } : undefined}
              next={next ? { href: `/product-mastery/${next.id}`, label: next.title, kicker: "Next area" } : { href: "/pm-quiz", label: "Take the PM Mastery Check", kicker: "Test yourself" }}
            />
          </>
        }
      >
        <div className="grid gap-12">
          {area.subsections.map((topic) => (
            <TopicSection key={topic.id} topic={topic} areaId={area.id} />
          ))}
        </div>
        <TopicTemplates templates={moreTemplates} id="area-templates" title={`Templates for ${area.title}`} level={2} />
        {/* The same previous/next cards as the frameworks and guides: one pattern at the foot of every long page. */}
        <ArticlePager
          previous={prev ? { title: prev.title, href: `/product-mastery/${prev.id}` } : undefined}
          next={next ? { title: next.title, href: `/product-mastery/${next.id}` } : undefined}
          sequenceTitle="Product Mastery"
          all={{ title: `All ${masteryAreas.length} areas`, href: "/product-mastery" }}
        />
      </ArticleLayout>
    </PageShell>
  );
}
