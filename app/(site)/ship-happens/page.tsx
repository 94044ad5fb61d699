import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ComicReader } from "@/components/comic/comic-reader";
import { ComicTranscript } from "@/components/comic/comic-transcript";
import { EarlyInput } from "@/components/early-input/early-input";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { comicPanels, comicTitle } from "@/data/comic";
import { comicKeys } from "@/lib/comic/keys";
import { comicFont } from "./comic-font";

export const metadata: Metadata = pageMetadata({
  title: `${comicTitle}: a product management web comic`,
  description: `${comicTitle} is a ${comicPanels.length}-panel comic about a PM, a designer and an engineer turning a vague dashboard request into a feature customers need, with a demo that breaks along the way.`,
  path: "/ship-happens",
});

export default function ShipHappensPage() {
  // The reader gets what it draws and letters; transcripts stay in the server HTML.
  const readerPanels = comicPanels.map(({ id, src, alt, caption, dialogue }) => ({ id, src, alt, caption, dialogue }));

  return (
    <PageShell className={comicFont.variable}>
      <PageHeader
        trail={[{ name: "Ship Happens", path: "/ship-happens" }]}
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
      {/* Arrow keys pressed while the page is still loading turn the page once the reader is live. */}
      <EarlyInput keys={[comicKeys.previous, comicKeys.next]} />
      <ComicReader panels={readerPanels} />
      <ComicTranscript panels={comicPanels} />
      <p className="mx-auto mt-8 max-w-3xl text-sm text-muted">
        Thank you to Pablo Stanley, whose Open Peeps (CC0, rendered with DiceBear) gave us Priya, Sam, Marco, Gloria and
        Lee, and to Patrick Wagesreiter for the Patrick Hand lettering (SIL Open Font License).
      </p>
    </PageShell>
  );
}
