import { GuideCardList } from "@/components/guides/guide-card-list";
import { SectionCta } from "./section-cta";
import { guidePages } from "@/data/guides";

/** How many guides the home page shows: one row of the card grid. */
const SHOWN = 3;

/**
 * The guides, beside the frameworks in the home page's order: where the
 * categories above point at methods, these are the long reads on the work
 * itself (the first of them, and a link to all).
 */
export function GuidesTeaser() {
  if (guidePages.length === 0) return null;
  return (
    <section aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h2 id="guides-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        In-depth guides
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">Long reads on the work itself: the documents, the decisions and the numbers behind them, each with a worked example.</p>
      <GuideCardList guides={guidePages.slice(0, SHOWN)} titleAs="h3" className="mt-8" />
      <SectionCta href="/guides">Browse all {guidePages.length} guides</SectionCta>
    </section>
  );
}
