import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { FrameworkCardList } from "@/components/frameworks/framework-card-list";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { frameworkCards } from "@/data/frameworks";
import { groupFrameworkCards } from "@/lib/frameworks/grouping";
import { ProgressCount } from "@/components/progress/progress-marks";
import { allFrameworkKeys } from "@/data/progress";
import { FrameworkFilter } from "@/components/frameworks/framework-filter";
import { categoryEarlyScript, frameworkCategories } from "@/lib/frameworks/categories";

const description =
  "Product management frameworks explained for working PMs: strategy, discovery, prioritization and delivery, with worked examples and calculators.";

export const metadata: Metadata = pageMetadata({ title: "Frameworks", description, path: "/frameworks" });

const LIST_ID = "framework-sections";
const NAV_ID = "framework-categories";

export default function FrameworksPage() {
  const groups = groupFrameworkCards(frameworkCards);
  const categories = frameworkCategories(frameworkCards);
  return (
    <PageShell>
      <PageHeader trail={[{ name: "Frameworks", path: "/frameworks" }]} eyebrow="Frameworks" title="Product Management Frameworks" intro={description}>
        <p className="mt-5">
          <ProgressCount keys={allFrameworkKeys()} />
        </p>
        <p className="mt-4 text-small text-muted">
          For the work around these methods, from writing a PRD to building a roadmap, read the{" "}
          <a href="/guides" className="font-medium text-primary underline underline-offset-4">
            guides
          </a>
          .
        </p>
        <FrameworkFilter categories={categories} total={frameworkCards.length} path="/frameworks" listId={LIST_ID} navId={NAV_ID} />
      </PageHeader>
      {/* Every section is in the HTML; the filter hides the others (a flex column, so a hidden one leaves no gap). */}
      <div id={LIST_ID} className="flex flex-col gap-14">
        {groups.map((group) => (
          // suppressHydrationWarning: the inline script below may hide a section before hydration, as the filter then does.
          <section key={group.id} id={group.id} data-framework-category={group.id} suppressHydrationWarning aria-labelledby={`${group.id}-heading`} className="scroll-mt-20">
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
      </div>
      <script dangerouslySetInnerHTML={{ __html: categoryEarlyScript(LIST_ID, NAV_ID) }} />
    </PageShell>
  );
}
