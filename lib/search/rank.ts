/**
 * Ranking on top of MiniSearch's BM25 scores, so the list reads best-first
 * whatever the kind of page:
 * - results where every typed word matched as typed (or as a prefix being
 *   typed, or through a synonym) come before results that needed a typo
 *   correction or a fuzzy match ("rice" before "price", "Ries" and "ride");
 * - a title or term that *is* the query outranks one that contains it, which
 *   outranks sections that only mention it in passing;
 * - a whole page outranks one of its own sections on an equal match.
 */
import type { SearchKind } from "./kinds";
import { editDistance, maxEdits, processTerm, tokens, typoVariants } from "./text";

/** How each typed word may have matched a document term, strongest first. */
type Strength = "exact" | "prefix" | "loose";

/** What the ranking needs of a MiniSearch result. */
export type RankInput = {
  score: number;
  url?: string;
  title: string;
  page: string;
  /** Document term → the fields it matched in (MiniSearch's `match`). */
  match: Readonly<Record<string, readonly string[]>>;
};

/** A typed word as the index sees it, with the spellings a typo could stand for. */
export type TypedWord = { term: string; variants: ReadonlySet<string> };

export function typedWord(word: string): TypedWord | null {
  const term = processTerm(word);
  if (term === null) return null;
  const variants = new Set(typoVariants(word).map(processTerm).filter((v): v is string => v !== null && v !== term));
  return { term, variants };
}

/** How a document term relates to a typed word, or null when it is not a match for it at all. */
export function strengthOf(docTerm: string, word: TypedWord): Strength | null {
  if (docTerm === word.term) return "exact";
  // Prefixes of one or two letters ("ai" → "aisle") are as loose as a typo.
  if (docTerm.startsWith(word.term)) return word.term.length >= 3 ? "prefix" : "loose";
  if (word.variants.has(docTerm)) return "loose";
  const edits = maxEdits(word.term);
  if (edits && Math.abs(docTerm.length - word.term.length) <= edits && editDistance(docTerm, word.term) <= edits) return "loose";
  return null;
}

/** The query's alternatives: the typed words, and each synonym expansion as whole words. */
export type QueryForms = { words: readonly TypedWord[]; expansions: readonly (readonly string[])[] };

export function queryForms(typed: readonly string[], expansions: readonly string[]): QueryForms {
  return {
    words: typed.map(typedWord).filter((w): w is TypedWord => w !== null),
    expansions: expansions.map((phrase) => uniqueTerms(phrase)).filter((terms) => terms.length > 0),
  };
}

/** Titles are few and fixed (one per record) and every keystroke ranks hundreds of them: fold each once. */
const termsOfText = new Map<string, string[]>();

function uniqueTerms(text: string): string[] {
  let terms = termsOfText.get(text);
  if (!terms) {
    terms = [...new Set(tokens(text).map(processTerm).filter((t): t is string => t !== null))];
    termsOfText.set(text, terms);
  }
  return terms;
}

/**
 * True when the result matched every typed word as typed or as a prefix (or
 * matched a whole synonym expansion): the results a learner means. Others
 * needed a typo correction or a fuzzy match.
 */
export function isStrongMatch(result: RankInput, forms: QueryForms): boolean {
  const docTerms = Object.keys(result.match);
  // The exact and prefix tests of strengthOf, without its edit distance: this runs for every result on every keystroke.
  const asTyped = (t: string, word: TypedWord) => t === word.term || (word.term.length >= 3 && t.startsWith(word.term));
  const typedStrong = forms.words.length > 0 && forms.words.every((word) => docTerms.some((t) => asTyped(t, word)));
  return typedStrong || forms.expansions.some((terms) => terms.every((t) => t in result.match));
}

/** Title boosts: see titleFactor. */
const TITLE_SHARE = 6;
const LEADING = 1;

/** A whole page over one of its own sections, on an equal match. */
const WHOLE_PAGE = 1.3;

/**
 * Tie-breaks between kinds, small next to the title boosts: an explainer or a guide over
 * the glossary's definition of the same name, both over a template named
 * after it; quiz questions, whose titles are long questions that mention
 * words in passing, last.
 */
// Keyed by the kinds themselves, so renaming a kind cannot silently drop its weight.
const KIND_WEIGHT: Readonly<Partial<Record<SearchKind, number>>> = { Frameworks: 1.15, Guides: 1.15, "Product Mastery": 1.1, Templates: 0.95, Quiz: 0.8 };

/**
 * How much the title adds to a result's score (1: none of the query's words
 * are in it). Every query word in the title: 1 + 6 x the share of the title
 * they make up ("Churn Rate" for churn 4, a 12-word quiz question 2), plus 1
 * when the title starts with them ("Metrics and KPIs" for metrics, not
 * "North Star Metric"), so a title that *is* the query gets 8. Some query
 * words in the title: up to about half of that, by the share of the query.
 * The typed words count, and so does each synonym expansion ("jtbd" is
 * "Jobs to Be Done").
 */
export function titleFactor(result: RankInput, forms: QueryForms, titleTerms = uniqueTerms(result.title)): number {
  if (!titleTerms.length) return 1;
  // Looked up per title word: a prefix query of one or two letters matches hundreds of terms per result.
  const matchedInTitle = titleTerms.filter((t) => Object.hasOwn(result.match, t) && result.match[t]!.includes("title"));
  const alternatives: { covered: Set<string>; share: number }[] = [];
  if (forms.words.length) {
    const covered = new Set<string>();
    let hits = 0;
    for (const word of forms.words) {
      const found = matchedInTitle.map((t) => [t, strengthOf(t, word)] as const).filter(([, s]) => s !== null);
      // A typo or fuzzy match counts only when the word matched nothing in the title as typed ("ice" is not "rice").
      const strong = found.filter(([, s]) => s !== "loose");
      const use = strong.length ? strong : found;
      if (use.length) hits++;
      use.forEach(([t]) => covered.add(t));
    }
    alternatives.push({ covered, share: hits / forms.words.length });
  }
  for (const terms of forms.expansions) {
    const covered = new Set(terms.filter((t) => matchedInTitle.includes(t)));
    alternatives.push({ covered, share: covered.size / terms.length });
  }
  let best = 1;
  for (const { covered, share } of alternatives) {
    if (!covered.size) continue;
    const ofTitle = covered.size / titleTerms.length;
    const leading = covered.has(titleTerms[0]!) ? LEADING : 0;
    const factor = share === 1 ? 1 + TITLE_SHARE * ofTitle + leading : 1 + share * ((TITLE_SHARE / 2) * ofTitle + leading / 2);
    best = Math.max(best, factor);
  }
  return best;
}


/** A result's score in reading order: BM25 times the title's factor, the whole page's and the kind's. */
function adjustedScore(result: RankInput & { kind?: string }, title: number): number {
  return result.score * title * (result.title === result.page ? WHOLE_PAGE : 1) * (KIND_WEIGHT[result.kind as SearchKind] ?? 1);
}

/** A result in reading order: the result itself (not copied: this runs on every keystroke), its rank and tier. */
export type Ranked<T> = { result: T; rank: number; strong: boolean };

/** The page a URL belongs to: without the section or panel. */
const pageOf = (url: string | undefined) => (url === undefined ? undefined : url.split(/[#?]/, 1)[0]);

/**
 * The results in reading order: strong matches first, each group by its
 * adjusted score. When strong matches abound (`enough` or more), the loose
 * ones are cut: they are the noise ("price" for rice); when there are few or
 * none (a typo), they stay after them.
 */
export function rankResults<T extends RankInput & { kind?: string }>(results: readonly T[], forms: QueryForms, enough = 6): Ranked<T>[] {
  const ranked = results.map((result) => {
    const title = titleFactor(result, forms);
    return { result, strong: isStrongMatch(result, forms), titleMatches: title > 1, page: pageOf(result.url), rank: adjustedScore(result, title) };
  });
  // A page whose own title matches is listed before its sections: it takes the place of the best of them. (A
  // mastery area titled "Business & Strategy" stays below its topic "Metrics and KPIs" for metrics.)
  const best = new Map<string, number>();
  for (const r of ranked) {
    if (r.strong && r.page) best.set(r.page, Math.max(best.get(r.page) ?? 0, r.rank));
  }
  for (const r of ranked) {
    if (r.strong && r.page && r.titleMatches && r.result.title === r.result.page) r.rank = (best.get(r.page) ?? r.rank) * 1.0001;
  }
  ranked.sort((a, b) => Number(b.strong) - Number(a.strong) || b.rank - a.rank);
  const strong = ranked.filter((r) => r.strong).length;
  return strong >= enough ? ranked.slice(0, strong) : ranked;
}
