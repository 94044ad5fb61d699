import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { Diagram } from "@/components/diagrams";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { RailPage } from "@/components/content/rail-page";
import { InterviewCard } from "@/components/library/interview-card";
import { RelatedLinks } from "@/components/content/related-links";
import { Figure } from "@/components/ui/figure";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "@/data/interviews";

export const metadata: Metadata = pageMetadata({
  title: "Interview Prep",
  description:
    "Prepare for product manager interviews: product sense, analytical and behavioural questions, with a four-week practice plan.",
  path: "/interviews",
});

const TOOLS_TITLE = "Tools to practise with";

export default function InterviewsPage() {
  // The loop opens the page (it explains what the cards are); the plan and the day follow the cards.
  const loop = interviewPrepSections.filter((section) => section.id === "interview-loop");
  const rest = interviewPrepSections.filter((section) => section.id !== "interview-loop");
  const toc = [
    ...loop.map(({ id, title }) => ({ id, title })),
    ...interviewArticles.map((article) => ({ id: article.id, title: article.category })),
    ...rest.map(({ id, title }) => ({ id, title })),
    { id: "tools", title: TOOLS_TITLE },
  ];
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Interview Prep", path: "/interviews" }]}
        eyebrow="Interview Prep"
        title="Prepare for your product manager interview"
        intro="Almost every PM interview loop tests the same three things: how you think about users and products, how you reason with numbers, and how you have led in the past. Start with the guide for each, then follow the plan below."
      />
      <RailPage
        toc={toc}
        practice={{ href: "/pm-quiz", label: "PM Mastery Check", kicker: "Test yourself" }}
        next={{ href: "/frameworks", label: "Frameworks interviewers expect", kicker: "Study next" }}
      >
        <div className="prose-content [&>section]:scroll-mt-24 [&>section>*+*]:mt-4 [&>section>h2]:mt-0">
          {loop.map((section) => (
            <MarkdownSectionView key={section.id} section={section} />
          ))}
        </div>
        <div className="mt-6">
          <Figure caption="A typical loop: one or two screening calls, four or five interviews that each listen for one signal, then a debrief where the written feedback decides.">
            <Diagram name="interview-loop" />
          </Figure>
        </div>
        {/* One column beside the rail: the three cards read as a sequence, each at full width, with no short last row. */}
        <ul aria-label="Interview guides" className="mt-10 grid list-none gap-gutter pl-0">
          {interviewArticles.map((article) => (
            <li key={article.id} className="min-w-0">
              <InterviewCard article={article} />
            </li>
          ))}
        </ul>
        <div className="prose-content mt-section [&>section]:scroll-mt-24 [&>section+section]:mt-10">
          {rest.map((section) => (
            <MarkdownSectionView key={section.id} section={section} />
          ))}
        </div>
        <RelatedLinks id="tools" title={TOOLS_TITLE} links={interviewRelatedLinks} />
      </RailPage>
    </PageShell>
  );
}
