/**
 * The /search page's results as cards, one per page: a page's later hits
 * (its sections: "Roadmaps" and then "Roadmaps › Formats") join the card of
 * its best hit instead of standing as a near-duplicate further down. Quiz
 * questions and comic panels share one path but are separate items, so
 * each stays its own card.
 */
import type { SearchHit } from "./engine";

export type PageGroup<Hit extends Pick<SearchHit, "kind" | "url"> = SearchHit> = { hit: Hit; more: Hit[] };

/** What makes two hits the same page: the path without its #section, except for quiz questions and comic panels. */
export function pageKey(hit: Pick<SearchHit, "kind" | "url">): string {
  return hit.kind === "Quiz" || hit.kind === "Comic" ? hit.url : hit.url.split("#")[0]!;
}

/** The hits in their ranked order, each page's later hits folded under its first. */
export function groupByPage<Hit extends Pick<SearchHit, "kind" | "url">>(hits: readonly Hit[]): PageGroup<Hit>[] {
  const groups = new Map<string, PageGroup<Hit>>();
  for (const hit of hits) {
    const key = pageKey(hit);
    const group = groups.get(key);
    if (group) group.more.push(hit);
    else groups.set(key, { hit, more: [] });
  }
  return [...groups.values()];
}
