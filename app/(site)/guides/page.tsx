import type { Metadata } from "next";
import { GuideCardList } from "@/components/guides/guide-card-list";
import { ProgressCount } from "@/components/progress/progress-marks";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { allGuideKeys } from "@/data/progress";
import { guideSections, guidesIntro } from "@/data/guides";
import { Section } from "@/components/ui/section";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ title: "Guides", description: guidesIntro.description, path: "/guides" });

/** Index template: the header with its one-paragraph intro, then every guide as a card, grouped by job, in the order they build on each other. */
export default function GuidesPage() {
  return (
    <PageShell>
      <PageHeader trail={[{ name: "Guides", path: "/guides" }]} eyebrow="Guides" title={guidesIntro.title} intro={<p>{guidesIntro.intro}</p>}>
        <p className="mt-5">
          <ProgressCount keys={allGuideKeys()} />
        </p>
        <p className="mt-4 text-small text-muted">
          Looking for one method explained with a calculator or a worked score?{" "}
          <a href="/frameworks" className="font-medium text-primary underline underline-offset-4">
            Browse the frameworks
          </a>
          .
        </p>
      </PageHeader>
      {/* In three groups by the job each guide does, in the guides' own order: eight cards in one run gave no shape to choose by. */}
      {guideSections().map((section) => (
        <Section key={section.id} id={section.id} title={section.title} intro={section.intro}>
          <GuideCardList guides={section.guides} titleAs="h3" />
        </Section>
      ))}
    </PageShell>
  );
}
