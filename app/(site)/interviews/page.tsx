import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { InterviewCard } from "@/components/library/interview-card";
import { RelatedLinks } from "@/components/content/related-links";
import { CardGrid } from "@/components/ui/card-grid";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "@/data/interviews";

export const metadata: Metadata = pageMetadata({
  title: "Interview Prep",
  description:
    "Prepare for product manager interviews: product sense, analytical and behavioural questions, with a four-week practice plan.",
  path: "/interviews",
});

export default function InterviewsPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Interview Prep", path: "/interviews" }]}
        eyebrow="Interview Prep"
        title="Prepare for your product manager interview"
        intro="Almost every PM interview loop tests the same three things: how you think about users and products, how you reason with numbers, and how you have led in the past. Start with the guide for each, then follow the plan below."
      />
      <CardGrid label="Interview guides">
        {interviewArticles.map((article) => (
          <InterviewCard key={article.id} article={article} />
        ))}
      </CardGrid>
      <div className="prose-content mt-section max-w-measure">
        {interviewPrepSections.map((section) => (
          <MarkdownSectionView key={section.id} section={section} />
        ))}
      </div>
      <RelatedLinks title="Tools to practise with" links={interviewRelatedLinks} />
    </PageShell>
  );
}
