/**
 * The search engine both the dialog (in the browser, from the prebuilt index)
 * and the /search page (on the server) use, so they rank the same way.
 * MiniSearch: prefix and fuzzy matching, field boosts, and our processTerm.
 */
import MiniSearch, { type Options, type SearchResult as MiniResult } from "minisearch";
import { SEARCH_KINDS, type SearchKind } from "./kinds";
import type { SearchRecord } from "./records";
import { expandSynonyms } from "./synonyms";
import { processTerm, tokens } from "./text";

type Stored = Pick<SearchRecord, "kind" | "title" | "page" | "url" | "text">;

export const INDEX_OPTIONS: Options<SearchRecord> = {
  fields: ["title", "page", "text"],
  storeFields: ["kind", "title", "page", "url", "text"],
  processTerm,
};

export function createIndex(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return index;
}

/** The serialized form the index route ships. */
export function serializeIndex(index: MiniSearch<SearchRecord>): string {
  return JSON.stringify(index);
}

export function loadIndex(json: string): MiniSearch<SearchRecord> {
  return MiniSearch.loadJSON<SearchRecord>(json, INDEX_OPTIONS);
}

export type Segment = { text: string; mark: boolean };
export type SearchHit = Stored & { id: string; score: number; titleParts: Segment[]; snippet: Segment[] };
export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

const SEARCH_OPTIONS = {
  boost: { title: 4, page: 1.5, text: 1 },
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  weights: { fuzzy: 0.35, prefix: 0.6 },
} as const;

/** Most results per page, so one long page cannot fill the list. */
const PER_PAGE = 2;

/** Ranks records for a query: the query itself OR its synonym expansions; AND first, OR when AND finds nothing. */
export function searchIndex(index: MiniSearch<SearchRecord>, query: string, limit = 20): SearchHit[] {
  const q = query.trim();
  if (!q) return [];
  const expansions = expandSynonyms(q);
  const run = (combineWith: "AND" | "OR") =>
    index.search(
      { combineWith: "OR", queries: [q, ...expansions].map((part) => ({ queries: [part], combineWith })) } as never,
      SEARCH_OPTIONS,
    );
  let results = run("AND");
  if (results.length === 0) results = run("OR");
  const perPage = new Map<string, number>();
  const hits: SearchHit[] = [];
  for (const result of results) {
    const base = String(result.url).split(/[#?]/)[0] ?? "";
    const count = perPage.get(base) ?? 0;
    if (count >= PER_PAGE) continue;
    perPage.set(base, count + 1);
    hits.push(toHit(result));
    if (hits.length >= limit) break;
  }
  return hits;
}

function toHit(result: MiniResult): SearchHit {
  const matched = new Set(result.terms);
  const prefixes = result.queryTerms.filter((t) => t.length >= 3);
  return {
    id: String(result.id),
    score: result.score,
    kind: result.kind as SearchKind,
    title: result.title as string,
    page: result.page as string,
    url: result.url as string,
    text: result.text as string,
    titleParts: highlight(result.title as string, matched, prefixes),
    snippet: snippet(result.text as string, matched, prefixes),
  };
}

/** Splits text into marked and plain runs: a word is marked when it folds to a matched term. */
export function highlight(text: string, matched: ReadonlySet<string>, prefixes: readonly string[] = []): Segment[] {
  const segments: Segment[] = [];
  const re = /[\p{L}\p{N}'’]+/gu;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const word = m[0];
    const processed = processTerm(word);
    const hit = processed !== null && (matched.has(processed) || prefixes.some((t) => processed.startsWith(t)));
    if (!hit) continue;
    const at = m.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at), mark: false });
    segments.push({ text: word, mark: true });
    last = at + word.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

const SNIPPET_CHARS = 170;

/** A window of the text around its first match, highlighted. */
export function snippet(text: string, matched: ReadonlySet<string>, prefixes: readonly string[] = []): Segment[] {
  const words = tokens(text);
  let first = -1;
  for (const word of words) {
    const processed = processTerm(word);
    if (processed && matched.has(processed)) {
      first = text.indexOf(word);
      break;
    }
  }
  let start = first > 60 ? text.lastIndexOf(" ", first - 50) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const body = `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length && !text.slice(start, end).endsWith("…") ? "…" : ""}`;
  return highlight(body, matched, prefixes);
}

/** Hits grouped in the fixed kind order, each group keeping rank order. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter((group) => group.hits.length > 0);
}

/** Shown when nothing matches: a few popular starting points. */
export const SUGGESTIONS = ["prioritization", "north star", "jobs to be done"] as const;
