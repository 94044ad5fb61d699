/**
 * Pure glossary helpers shared by the server page and the client filter.
 * They take plain objects so the client leaf can use them on the small
 * `{ term, definition }` entries it receives as props.
 */

type Searchable = { term: string; definition: string };

/** URL fragment for a term: "North Star Metric" → "north-star-metric", "A/B Test" → "a-b-test". */
export function termSlug(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Case-insensitive alphabetical order. A plain code-point comparison of the
 * lowercased terms keeps the order identical on the server and in every
 * browser (locale collation may ignore punctuation such as "/" or "-").
 */
export function sortTerms<T extends { term: string }>(terms: readonly T[]): T[] {
  return [...terms].sort((a, b) => {
    const x = a.term.toLowerCase();
    const y = b.term.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** Case-insensitive substring match on term or definition; an empty query keeps everything (docs/product.md, Glossary). */
export function filterTerms<T extends Searchable>(terms: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...terms];
  return terms.filter((t) => t.term.toLowerCase().includes(needle) || t.definition.toLowerCase().includes(needle));
}

export type LetterEntry = {
  letter: string;
  /** Slug of the first term (in sorted order) starting with this letter, or null when none does. */
  firstSlug: string | null;
};

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The A-Z index: every letter, with a link target only where terms exist. */
export function letterIndex(terms: readonly { term: string }[]): LetterEntry[] {
  const sorted = sortTerms(terms);
  return alphabet.map((letter) => {
    const first = sorted.find((t) => t.term.charAt(0).toUpperCase() === letter);
    return { letter, firstSlug: first ? termSlug(first.term) : null };
  });
}

/** "1 term", "24 terms": the count the live region announces. */
export function termCountLabel(count: number): string {
  return `${count} ${count === 1 ? "term" : "terms"}`;
}

export type LetterGroup<T> = { letter: string; terms: T[] };

/** The terms under their first letter, in order, for the lettered list (letters without terms are left out). */
export function groupByLetter<T extends { term: string }>(terms: readonly T[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  for (const term of sortTerms(terms)) {
    const letter = term.term.charAt(0).toUpperCase();
    const last = groups.at(-1);
    if (last?.letter === letter) last.terms.push(term);
    else groups.push({ letter, terms: [term] });
  }
  return groups;
}

/**
 * Where a search matches inside a text, as [start, end) ranges, for the
 * highlight: case-insensitive, every occurrence, never overlapping. The
 * query is matched as typed (trimmed), as the filter does, so the highlight
 * marks exactly what made the entry match.
 */
export function matchRanges(text: string, query: string): [number, number][] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const haystack = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

/** Letters a row holds on a 360 px phone: 44 px buttons with 6 px gaps. */
const PHONE_ROW_MAX = 7;
/** Columns for `count` letters in as few rows as a phone allows, the rows of equal length (15: 5, 5, 5). */
export function phoneColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / PHONE_ROW_MAX));
  return Math.ceil(count / rows);
}
