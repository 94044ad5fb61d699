import type { Metadata } from "next";
import { Highlighted } from "@/components/search/highlighted";
import { SearchForm } from "@/components/search/search-form";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { countByKind, suggestionLabel, SUGGESTIONS } from "@/lib/search/engine";
import { kindFromSlug, kindIcons, kindSlug, type SearchKind } from "@/lib/search/kinds";
import { Icon } from "@/components/ui/icons";
import { searchSite } from "@/data/search";
import { StartingPoints } from "@/components/layout/starting-points";
import { ReadingPaths } from "@/components/search/reading-paths";
import { groupByPage } from "@/lib/search/group";

export const metadata: Metadata = {
  title: "Search",
  description: "Search every framework, Product Mastery topic, glossary term, template, quiz answer, book review and comic panel.",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ q?: string | string[]; type?: string | string[]; all?: string | string[] }> };

/**
 * Most results listed at once, and how many the engine is asked for (and a
 * "Show all" lists). Twenty: forty ran to 5,800 px, and the type chips and
 * "Show all" reach the rest.
 */
const SHOWN = 20;
const MOST = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's own URL for a query and a type (none: every type), and whether it lists every result. */
function searchHref(query: string, kind?: SearchKind, all = false): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set("type", kindSlug(kind));
  if (all) params.set("all", "1");
  return `/search?${params.toString()}`;
}

/** Searches that always find something, as links: before a search and after one that found nothing. */
/**
 * A row of chips: on a phone one line that scrolls sideways to the page's
 * edges (nine searches wrapped to four rows and pushed the sections below the
 * first screen), from 640 px rows that wrap. The vertical padding keeps the
 * focus ring inside the scrolling box; the row fades out at its right edge
 * (a mask over its last 5 rem: alpha only, no colour; over 3 rem a review still
 * read the cut chip as clipped), so a chip cut by the edge reads as "more
 * this way", not as a clipped control.
 */
const chipRow =
  "flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-1 max-sm:[scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-5rem),transparent)] sm:flex-wrap";

function SuggestionChips() {
  return (
    <ul className={`mt-2 ${chipRow}`}>
      {SUGGESTIONS.map((s) => (
        <li key={s} className="shrink-0">
          <a href={`/search?q=${encodeURIComponent(s)}`} className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface-raised px-4 text-sm hover:border-primary">
            {suggestionLabel(s)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /search?q=&type=: the same results in the same order as the dialog, best
 * match first whatever its kind, rendered per request so a search works
 * without JavaScript and can be shared or bookmarked. `type` narrows the
 * list to one kind of page; the filter links carry each kind's count.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = first(params.q)?.trim().slice(0, 200) ?? "";
  const kind = kindFromSlug(first(params.type));
  const all = first(params.all) === "1";
  // Counted over more than are shown, so a type's count and list hold what the first SHOWN of all types would cut.
  const hits = query ? searchSite(query, MOST) : [];
  const counts = countByKind(hits);
  const matching = kind ? hits.filter((hit) => hit.kind === kind) : hits;
  const shown = matching.slice(0, all ? MOST : SHOWN);
  // One card per page: a page's sections join its best hit's card instead of repeating it further down.
  const cards = groupByPage(shown);

  return (
    <PageShell>
      {/* Marks this page for the header's search link, which then wears the current-page look (components/search/search-button.tsx). */}
      <span data-search-page="" hidden />
      {/* With a query, the heading names it (it stayed "Search" over a page of results for something). */}
      <PageHeader
        trail={[{ name: "Search", path: "/search" }]}
        eyebrow="Find anything"
        title={query ? `Search: ‘${query}’` : "Search"}
        intro={<p>Frameworks, guides, Product Mastery topics, glossary terms, templates, quiz answers, books and the comic.</p>}
      />
      {/* The box and its results (or, before a search, where to start) beside a short list of the site's sections on wide screens; the list starts level with the box. */}
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] xl:gap-16">
        <div className="min-w-0 max-w-3xl">
          <SearchForm id="search-page-input" defaultValue={query} hidden={kind ? { name: "type", value: kindSlug(kind) } : undefined} />
          <div className="mt-8">
            {!query ? (
              <div>
                {/* What to type comes before the examples of it. */}
                <p className="text-muted">
                  Search by a framework&apos;s name (RICE, Kano), a metric (churn, activation), a term (MVP) or a task (pricing,
                  roadmap). Results lead with the best match, whatever kind of page it is on.
                </p>
                <h2 className="mt-6 text-lg font-semibold">Popular searches</h2>
                <SuggestionChips />
                <ReadingPaths />
              </div>
            ) : hits.length === 0 ? (
              <div>
                <p className="text-lg font-semibold">No results for &lsquo;{query}&rsquo;</p>
                <p className="mt-2 text-muted">Try one of these:</p>
                <SuggestionChips />
              </div>
            ) : (
              <>
                <nav aria-label="Filter results by type">
                  <ul className={chipRow}>
                    {[{ kind: undefined, count: hits.length }, ...counts].map((entry) => {
                      const current = entry.kind === kind;
                      return (
                        <li key={entry.kind ?? "all"} className="shrink-0">
                          <a
                            href={searchHref(query, entry.kind)}
                            aria-current={current ? "page" : undefined}
                            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
                              current ? "border-primary bg-primary text-primary-foreground" : "border-border bg-surface-raised text-foreground hover:border-primary"
                            }`}
                          >
                            {entry.kind ?? "All"}
                            <span className={current ? "" : "text-muted"}>{entry.count}</span>
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <p className="mt-6 text-muted" aria-live="polite">
                  {/* Say when the list is cut, so it agrees with the count on the chip above ("All 46", 20 listed). */}
                  {shown.length < matching.length ? `The best ${shown.length} of ${matching.length} results` : `${shown.length} ${shown.length === 1 ? "result" : "results"}`} for &lsquo;{query}&rsquo;
                  {kind ? ` in ${kind}` : ""}, best match first
                </p>
                {shown.length === 0 ? (
                  <p className="mt-4">
                    Nothing of this type matches. <a href={searchHref(query)} className="font-semibold text-primary underline underline-offset-4">Show every type</a>
                  </p>
                ) : (
                  <>
                    {/* One panel of rows: forty bordered cards read as a wall of identical boxes. */}
                    <ol className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface-raised" aria-label={`Results for ${query}`}>
                      {cards.map(({ hit, more }) => (
                        // Each row leads with its kind's icon (from 640 px), so fifteen rows read by kind at a glance, not as one block of text.
                        <li key={hit.id} className="flex gap-4 px-4 py-4 sm:px-5">
                          <span aria-hidden="true" className="hidden size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground sm:grid">
                            <Icon name={kindIcons[hit.kind]} size={18} />
                          </span>
                          <div className="min-w-0">
                            <p className="text-caption font-semibold tracking-wide text-muted uppercase">{hit.kind}</p>
                            {/* A section's heading alone ("When to use it") says little: its page leads, as a trail. */}
                            <a href={hit.url} className="mt-1 inline-block font-semibold text-primary underline-offset-4 hover:underline">
                              {hit.page !== hit.title ? <>{hit.page} › </> : null}
                              <Highlighted parts={hit.titleParts} inLink />
                            </a>
                            <p className="mt-1 text-sm leading-relaxed text-muted">
                              <Highlighted parts={hit.snippet} />
                            </p>
                            {more.length > 0 ? (
                              <p className="mt-2 text-sm text-muted">
                                Also on this page:{" "}
                                {more.map((section, index) => (
                                  <span key={section.id}>
                                    {index > 0 ? ", " : null}
                                    <a href={section.url} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                                      <Highlighted parts={section.titleParts} inLink />
                                    </a>
                                  </span>
                                ))}
                              </p>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ol>
                    {shown.length < matching.length ? (
                      <p className="mt-6">
                        <a href={searchHref(query, kind, true)} className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface-raised px-5 font-semibold text-primary hover:border-primary">
                          Show all {matching.length} results
                        </a>
                      </p>
                    ) : null}
                  </>
                )}
              </>
            )}
          </div>
        </div>
        <nav aria-labelledby="browse-heading" className="rounded-2xl border border-border bg-surface p-5">
          <h2 id="browse-heading" className="text-caption font-semibold tracking-wide text-muted uppercase">
            Or browse a section
          </h2>
          <div className="mt-3">
            <StartingPoints variant="compact" all />
          </div>
        </nav>
      </div>
    </PageShell>
  );
}
