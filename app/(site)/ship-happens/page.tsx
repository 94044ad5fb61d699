import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ComicReader } from "@/components/comic/comic-reader";
import { ComicTranscript } from "@/components/comic/comic-transcript";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { comicPanels, comicTitle } from "@/content/comic";

export const metadata: Metadata = pageMetadata({
  title: `${comicTitle}: a product management web comic`,
  description: `${comicTitle} is a ${comicPanels.length}-panel comic about a PM, a designer and an engineer turning a vague dashboard request into a feature customers need, with a demo that breaks along the way.`,
  path: "/ship-happens",
});

export default function ShipHappensPage() {
  // The reader gets only what it draws; transcripts stay in the server HTML.
  const readerPanels = comicPanels.map(({ id, src, alt }) => ({ id, src, alt }));

  return (
    <PageShell>
      <PageHeader
        eyebrow="Web comic"
        title={comicTitle}
        intro={
          <p>
            Priya the product manager, Marco the designer and Sam the engineer get a request for &ldquo;a
            dashboard&rdquo;. What follows: customer interviews, scope creep, a demo that breaks, a launch, a metric
            that surprises everyone, and a retro. {comicPanels.length} panels, one at a time.
          </p>
        }
      />
      <ComicReader panels={readerPanels} />
      <ComicTranscript panels={comicPanels} />
    </PageShell>
  );
}
