/**
 * The search engine both the dialog (in the browser, from the prebuilt index)
 * and the /search page (on the server) use, so they rank the same way.
 * MiniSearch: prefix and fuzzy matching, field boosts, and our processTerm.
 */
import MiniSearch, { type Options, type Query, type SearchResult as MiniResult } from "minisearch";
import { SEARCH_KINDS, type SearchKind } from "./kinds";
import type { SearchRecord } from "./records";
import { queryForms, rankResults } from "./rank";
import { expandSynonyms } from "./synonyms";
import { maxEdits, normalizeWord, processTerm, tokens, typoVariants } from "./text";

type Stored = Pick<SearchRecord, "kind" | "title" | "page" | "url" | "text">;

/** The full body is indexed but not stored: only the short lead ships as text. */
export const INDEX_OPTIONS: Options<SearchRecord> = {
  fields: ["title", "page", "body"],
  storeFields: ["kind", "title", "page", "url", "text"],
  processTerm,
};

export function createIndex(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return index;
}

/**
 * The index as the route ships it. MiniSearch's own JSON spells out every
 * posting as an object key ({"12": 1}); this form is about a third smaller
 * gzipped, which is what lets the full text of every section fit the budget:
 * - `docs`: [kind (index into SEARCH_KINDS), title, page, url, lead text];
 *   the url is the document's id;
 * - `lengths`: each document's field lengths, `average` the mean per field;
 * - `terms`: the sorted terms, front-coded: one base-36 digit giving how many
 *   leading letters a term shares with the one before, then the rest;
 * - `postings`: one line per term, one `|`-separated part per field, each a
 *   comma list of document-number gaps, with `:frequency` when above 1.
 */
type CompactIndex = {
  v: 1;
  docs: [number, string, string, string, string][];
  lengths: number[][];
  average: number[];
  terms: string;
  postings: string;
};

export function serializeIndex(index: MiniSearch<SearchRecord>): string {
  const plain = index.toJSON();
  const shortIds = Object.keys(plain.documentIds).map(Number).sort((a, b) => a - b);
  // Documents are renumbered 0..n-1 in order (MiniSearch's short ids already are, unless one was removed).
  const renumber = new Map(shortIds.map((id, i) => [id, i]));
  const docs = shortIds.map((id): CompactIndex["docs"][number] => {
    const stored = plain.storedFields[id] as Stored;
    return [SEARCH_KINDS.indexOf(stored.kind), stored.title, stored.page, stored.url, stored.text];
  });
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let previous = "";
  const terms = entries.map(([term]) => {
    let shared = 0;
    while (shared < 35 && shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared++;
    previous = term;
    return shared.toString(36) + term.slice(shared);
  });
  const fieldCount = Object.keys(plain.fieldIds).length;
  const postings = entries.map(([, byField]) => {
    const parts = Array.from({ length: fieldCount }, (_, field) => {
      const docsOfField = byField[field];
      if (!docsOfField) return "";
      let last = 0;
      return Object.entries(docsOfField)
        .map(([id, freq]) => [renumber.get(Number(id))!, freq] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([doc, freq]) => {
          const gap = doc - last;
          last = doc;
          return freq === 1 ? String(gap) : `${gap}:${freq}`;
        })
        .join(",");
    });
    while (parts.length && !parts[parts.length - 1]) parts.pop();
    return parts.join("|");
  });
  const compact: CompactIndex = {
    v: 1,
    docs,
    lengths: shortIds.map((id) => plain.fieldLength[id] ?? []),
    average: plain.averageFieldLength,
    terms: terms.join(" "),
    postings: postings.join("\n"),
  };
  return JSON.stringify(compact);
}

/**
 * Reads the shipped form back. The postings are expanded into MiniSearch's own
 * JSON text and handed to MiniSearch.loadJSON: building the same objects in
 * script and calling loadJS measured several times slower than parsing them.
 * Terms hold only a-z and 0-9 (processTerm), so they need no escaping.
 */
export function loadIndex(json: string): MiniSearch<SearchRecord> {
  const compact = JSON.parse(json) as CompactIndex;
  const documentIds: Record<number, string> = {};
  const storedFields: Record<number, Stored> = {};
  const fieldLength: Record<number, number[]> = {};
  compact.docs.forEach(([kind, title, page, url, text], i) => {
    documentIds[i] = url;
    storedFields[i] = { kind: SEARCH_KINDS[kind] ?? "Pages", title, page, url, text };
    fieldLength[i] = compact.lengths[i] ?? [];
  });
  const lines = compact.postings.split("\n");
  let previous = "";
  const entries = compact.terms.split(" ").map((coded, t) => {
    const term = previous.slice(0, parseInt(coded[0] ?? "0", 36)) + coded.slice(1);
    previous = term;
    const fields: string[] = [];
    (lines[t] ?? "").split("|").forEach((part, field) => {
      if (!part) return;
      let doc = 0;
      const docs = part.split(",").map((item) => {
        const [gap, freq = "1"] = item.split(":");
        doc += Number(gap);
        return `"${doc}":${freq}`;
      });
      fields.push(`"${field}":{${docs.join(",")}}`);
    });
    return `["${term}",{${fields.join(",")}}]`;
  });
  const rest = JSON.stringify({
    documentCount: compact.docs.length,
    nextId: compact.docs.length,
    documentIds,
    fieldIds: Object.fromEntries(INDEX_OPTIONS.fields.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: compact.average,
    storedFields,
    dirtCount: 0,
    serializationVersion: 2,
  });
  return MiniSearch.loadJSON<SearchRecord>(`${rest.slice(0, -1)},"index":[${entries.join(",")}]}`, INDEX_OPTIONS);
}

export type Segment = { text: string; mark: boolean };
export type SearchHit = Stored & { id: string; score: number; titleParts: Segment[]; snippet: Segment[] };

const BOOST = { title: 4, page: 1.5, body: 1 } as const;
const WEIGHTS = { fuzzy: 0.35, prefix: 0.6 } as const;
/** A typo variant matched exactly counts about as much as a fuzzy match of the word as typed. */
const VARIANT_BOOST = 0.4;

/** Most results per page, so one long page cannot fill the list. */
const PER_PAGE = 2;
/**
 * Quiz questions and comic panels share one path each (/quiz-explanations#question-n,
 * /ship-happens?panel=n) but are separate results; these kinds count each
 * question or panel on its own and stop at this many.
 */
const PER_ITEM_KINDS: ReadonlyMap<SearchKind, number> = new Map([
  ["Quiz", 5],
  ["Comic", 5],
]);

/** The typed words that are not stopwords: each must match (AND) or, failing that, any may (OR). */
function typedWords(query: string): string[] {
  return tokens(query).filter((word) => processTerm(word) !== null);
}

/**
 * One typed word: itself with prefix and fuzzy matching, or any of its typo
 * variants matched exactly, at a lower weight.
 */
function wordQuery(word: string): Query {
  const main: Query = { queries: [word], prefix: (term: string) => term.length >= 2, fuzzy: (term: string) => maxEdits(term) || false };
  const variants = typoVariants(word);
  if (!variants.length) return main;
  return {
    combineWith: "OR",
    queries: [
      main,
      // Exact lookups only: a swap or a mended ending is the one edit, and a dozen fuzzy walks per word cost more than the rest of a keystroke.
      { queries: variants, combineWith: "OR", prefix: false, fuzzy: false, boostTerm: () => VARIANT_BOOST },
    ],
  };
}

/**
 * Ranks records for a query: the typed words, OR each synonym expansion of
 * them taken as whole words; the words must all match (AND) unless that finds
 * nothing, then any may (OR). `bodies` (the server has them) gives snippets
 * around the match in the full text instead of the stored lead.
 */
export function searchIndex(index: MiniSearch<SearchRecord>, query: string, limit = 20, bodies?: ReadonlyMap<string, string>): SearchHit[] {
  const words = typedWords(query.trim());
  const expansions = expandSynonyms(query);
  if (!words.length && !expansions.length) return [];
  const run = (combineWith: "AND" | "OR") =>
    index.search(
      {
        combineWith: "OR",
        queries: [
          ...(words.length ? [{ combineWith, queries: words.map(wordQuery) }] : []),
          ...expansions.map((expansion) => ({ combineWith, queries: [expansion], prefix: false, fuzzy: false })),
        ],
      },
      { boost: BOOST, weights: WEIGHTS },
    );
  let results = run("AND");
  if (results.length === 0) results = run("OR");
  // The stored fields (title, page, kind, url) are strings on every result.
  const ranked = rankResults(results as (MiniResult & Stored)[], queryForms(words, expansions));
  // Prefix marks only for what was typed: a synonym's words are marked where they match whole.
  const typed = words.map(normalizeWord).filter((word) => word.length >= 3);
  const perPage = new Map<string, number>();
  const hits: SearchHit[] = [];
  for (const { result, rank } of ranked) {
    const url = String(result.url);
    const kind = result.kind as SearchKind;
    const kindCap = PER_ITEM_KINDS.get(kind);
    const key = kindCap === undefined ? (url.split(/[#?]/)[0] ?? "") : kind;
    const count = perPage.get(key) ?? 0;
    if (count >= (kindCap ?? PER_PAGE)) continue;
    perPage.set(key, count + 1);
    hits.push(toHit(result, rank, typed, bodies?.get(String(result.id))));
    if (hits.length >= limit) break;
  }
  return hits;
}

function toHit(result: MiniResult, rank: number, typed: readonly string[], body: string | undefined): SearchHit {
  const matched = new Set(result.terms);
  return {
    id: String(result.id),
    score: rank,
    kind: result.kind as SearchKind,
    title: result.title as string,
    page: result.page as string,
    url: result.url as string,
    text: result.text as string,
    titleParts: highlight(result.title as string, matched, typed),
    snippet: snippet(body ?? (result.text as string), matched, typed),
  };
}

/**
 * Splits text into marked and plain runs. A word is marked when it folds to a
 * term the result matched, or when it starts with a word as typed (the prefix
 * being typed); never merely because it starts with a synonym's word.
 */
export function highlight(text: string, matched: ReadonlySet<string>, typed: readonly string[] = []): Segment[] {
  const segments: Segment[] = [];
  const re = /[\p{L}\p{N}'’]+/gu;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const word = m[0];
    const processed = processTerm(word);
    if (processed === null) continue;
    const plain = normalizeWord(word);
    if (!matched.has(processed) && !typed.some((t) => plain.startsWith(t))) continue;
    const at = m.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at), mark: false });
    segments.push({ text: word, mark: true });
    last = at + word.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

const SNIPPET_CHARS = 170;
/** How far back from the first match a snippet looks for the start of its sentence. */
const SENTENCE_LOOKBACK = 110;
/** A snippet that can end at a sentence's end within its last this many characters does (no trailing "…"). */
const SENTENCE_END_SLACK = 70;

/**
 * A window of the text around its first match, highlighted. It starts at the
 * sentence the match is in when that is near (else a few words before the
 * match, after "…") and ends at a sentence's end when one is near the window's
 * end (else at a word, before "…"): a list of snippets that each began and
 * ended mid-sentence read as fragments.
 */
export function snippet(text: string, matched: ReadonlySet<string>, typed: readonly string[] = []): Segment[] {
  let first = -1;
  for (const m of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
    const processed = processTerm(m[0]);
    if (processed && (matched.has(processed) || typed.some((t) => normalizeWord(m[0]).startsWith(t)))) {
      first = m.index ?? 0;
      break;
    }
  }
  let start = 0;
  let cutAtStart = false;
  if (first > 60) {
    const from = Math.max(0, first - SENTENCE_LOOKBACK);
    const sentence = [...text.slice(from, first).matchAll(/[.!?]\s+(?=[A-Z0-9‘“'"(])/g)].pop();
    if (sentence) start = from + (sentence.index ?? 0) + sentence[0].length;
    else if (from > 0) {
      start = Math.max(0, text.lastIndexOf(" ", first - 50) + 1);
      cutAtStart = start > 0;
    }
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  let cutAtEnd = false;
  if (end < text.length) {
    const window = text.slice(start, end);
    const sentenceEnd = [...window.matchAll(/[.!?](?=\s|$)/g)].pop();
    const at = sentenceEnd ? (sentenceEnd.index ?? 0) + 1 : -1;
    if (at > 0 && at >= window.length - SENTENCE_END_SLACK && start + at > first) end = start + at;
    else {
      const space = text.lastIndexOf(" ", end);
      if (space > start) end = space;
      cutAtEnd = !text.slice(start, end).endsWith("…");
    }
  }
  const body = `${cutAtStart ? "…" : ""}${text.slice(start, end)}${cutAtEnd ? "…" : ""}`;
  return highlight(body, matched, typed);
}

/** How many hits each kind has, in the fixed kind order, for the type filter. */
export function countByKind(hits: readonly SearchHit[]): { kind: SearchKind; count: number }[] {
  return SEARCH_KINDS.map((kind) => ({ kind, count: hits.filter((hit) => hit.kind === kind).length })).filter((entry) => entry.count > 0);
}

/**
 * Popular starting points, shown before a search and when nothing matches:
 * what PMs look for first, one per kind of page. Each is a query of the
 * relevance set, so its first result is tested (tests/unit/search).
 */
export const SUGGESTIONS = ["prioritization", "north star", "jobs to be done", "churn", "roadmap", "okr", "a/b testing", "pricing", "user interview"] as const;

/** Suggestions whose display differs from sentence case. */
const SUGGESTION_NAMES: Partial<Record<(typeof SUGGESTIONS)[number], string>> = { "north star": "North Star", okr: "OKR", "a/b testing": "A/B testing" };

/** How a suggestion is shown: sentence case, acronyms and names as the site writes them ("OKR", "A/B testing", "North Star"). */
export function suggestionLabel(query: (typeof SUGGESTIONS)[number]): string {
  return SUGGESTION_NAMES[query] ?? query.charAt(0).toUpperCase() + query.slice(1);
}
