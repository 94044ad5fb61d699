import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { FrameworkCardList } from "@/components/frameworks/framework-card-list";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { frameworkCards } from "@/data/frameworks";
import { groupFrameworkCards } from "@/lib/frameworks/grouping";
import { ProgressCount } from "@/components/progress/progress-marks";
import { allFrameworkKeys } from "@/data/progress";

const description =
  "Product management frameworks explained for working PMs: strategy, discovery, prioritization and delivery, with worked examples and calculators.";

export const metadata: Metadata = pageMetadata({ title: "Frameworks", description, path: "/frameworks" });

export default function FrameworksPage() {
  const groups = groupFrameworkCards(frameworkCards);
  return (
    <PageShell>
      <PageHeader trail={[{ name: "Frameworks", path: "/frameworks" }]} eyebrow="Frameworks" title="Product Management Frameworks" intro={description}>
        <p className="mt-5">
          <ProgressCount keys={allFrameworkKeys()} />
        </p>
        <nav aria-label="Framework sections" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`} className="inline-flex min-h-9 items-center rounded-full border border-border bg-surface-raised px-4 text-sm font-semibold hover:border-primary">
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="mt-14 scroll-mt-20 first-of-type:mt-0">
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 text-muted">{group.intro}</p>
          {group.cards.length > 0 ? (
            <FrameworkCardList cards={group.cards} />
          ) : (
            <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-muted">{group.emptyMessage}</p>
          )}
        </section>
      ))}
    </PageShell>
  );
}
