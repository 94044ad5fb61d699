import type { Metadata } from "next";
import { Highlighted } from "@/components/search/highlighted";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { groupHits, SUGGESTIONS } from "@/lib/search/engine";
import { searchSite } from "@/lib/search/server-index";

export const metadata: Metadata = {
  title: "Search",
  description: "Search every framework, Product Mastery topic, glossary term, template, quiz answer, book review and comic panel.",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ q?: string | string[] }> };

/**
 * /search?q=: the same results as the dialog, rendered per request, so a search
 * works without JavaScript and can be shared or bookmarked.
 */
export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? "";
  const hits = query ? searchSite(query, 40) : [];
  const groups = groupHits(hits);

  return (
    <PageShell>
      <PageHeader title="Search" intro={<p>Frameworks, Product Mastery topics, glossary terms, templates, quiz answers, books and the comic.</p>} />
      <form action="/search" method="get" role="search" className="flex max-w-2xl gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          Search the site
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search frameworks, topics, terms…"
          className="h-12 min-w-0 flex-1 rounded-lg border border-border bg-surface-raised px-4 text-base text-foreground placeholder:text-muted"
        />
        <button type="submit" className="h-12 rounded-lg bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover">
          Search
        </button>
      </form>

      <div className="mt-8 max-w-3xl">
        {!query ? null : hits.length === 0 ? (
          <div>
            <p className="text-lg font-semibold">No results for &lsquo;{query}&rsquo;</p>
            <p className="mt-2 text-muted">Try one of these:</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <a href={`/search?q=${encodeURIComponent(s)}`} className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-primary">
                    {s}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <p className="text-muted" aria-live="polite">
              {hits.length} {hits.length === 1 ? "result" : "results"} for &lsquo;{query}&rsquo;
            </p>
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`results-${group.kind.replace(/\s+/g, "-").toLowerCase()}`} className="mt-8">
                <h2 id={`results-${group.kind.replace(/\s+/g, "-").toLowerCase()}`} className="text-heading font-semibold">
                  {group.kind}
                </h2>
                <ul className="mt-3 grid gap-3">
                  {group.hits.map((hit) => (
                    <li key={hit.id} className="rounded-xl border border-border bg-surface-raised p-4">
                      <a href={hit.url} className="font-semibold text-primary underline-offset-4 hover:underline">
                        <Highlighted parts={hit.titleParts} />
                      </a>
                      {hit.page !== hit.title ? <span className="text-sm text-muted"> · {hit.page}</span> : null}
                      <p className="mt-1 text-sm leading-relaxed text-muted">
                        <Highlighted parts={hit.snippet} />
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </PageShell>
  );
}
