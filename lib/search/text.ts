/**
 * Text normalisation shared by the index and the query, so both sides fold the
 * same way: lower case, no accents, British spellings folded to American, and
 * a light stemmer (plural, -ing, -ed, -ize family). Applying one function to
 * both sides is what makes "prioritisation" find "prioritize".
 */
import { truncateAtWord } from "@/lib/text/teaser";

/**
 * Words too common to tell sections apart, dropped from the index and the query
 * alike. They were a seventh of the shipped postings. MoSCoW's "must", "should",
 * "could" and "won't" and the roadmap's "now", "next" and "later" stay: people
 * search for them. "s", "t", "re"... are what the tokenizer leaves of "team's",
 * "don't" and "we're".
 */
const STOPWORDS = new Set([
  "a", "about", "across", "after", "all", "also", "am", "an", "and", "any", "are", "aren", "as", "at", "be", "because", "been",
  "being", "but", "by", "can", "d", "did", "do", "does", "doesn", "don", "each", "even", "for", "from", "had", "has", "have", "he",
  "her", "here", "his", "how", "i", "if", "in", "into", "is", "isn", "it", "its", "just", "ll", "m", "may", "me", "might", "more",
  "most", "much", "no", "nor", "not", "of", "on", "only", "or", "other", "our", "out", "over", "own", "re", "s", "same", "she",
  "so", "some", "such", "t", "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those", "through",
  "to", "too", "under", "until", "up", "upon", "us", "ve", "very", "was", "we", "were", "what", "when", "whether", "which", "while",
  "who", "whom", "why", "will", "with", "within", "without", "would", "yet", "you", "your",
]);

/** British to American, applied before stemming. Length guards keep "four", "hour", "your" intact. */
function foldSpelling(word: string): string {
  let w = word;
  w = w.replace(/isation(s?)$/, "ization$1");
  w = w.replace(/is(e|es|ed|ing|er|ers)$/, (m, end: string) => (w.length > 5 ? `iz${end}` : m));
  w = w.replace(/ys(e|es|ed|ing)$/, "yz$1");
  if (w.length > 5) w = w.replace(/our(s|ed|ing|ite|ites|able)?$/, "or$1");
  w = w.replace(/([^aeiou])tre(s?)$/, "$1ter$2");
  w = w.replace(/ogue(s?)$/, "og$1");
  w = w.replace(/ence$/, (m) => (w.endsWith("defence") || w.endsWith("licence") ? "ense" : m));
  return w;
}

/** A deliberately small stemmer: enough to join plurals and verb forms without Porter's surprises. */
function stem(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  w = w.replace(/iz(ations?|ing|ed|es|e|ers?)$/, "iz");
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("ing") && w.length > 5) return w.slice(0, -3);
  if (w.endsWith("ed") && w.length > 4) return w.slice(0, -2);
  if (w.endsWith("es") && /(ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

/** Lower case, accents and punctuation removed: a word as typed, before folding and stemming. */
export function normalizeWord(term: string): string {
  return term
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]s$/, "")
    .replace(/[^a-z0-9]/g, "");
}

/** MiniSearch's processTerm: null drops the term (stopwords). */
export function processTerm(term: string): string | null {
  const lower = normalizeWord(term);
  if (!lower || STOPWORDS.has(lower)) return null;
  return stem(foldSpelling(lower));
}

/** Edits allowed when matching a (processed) term of this length: one from 4 letters, two from 8. */
export function maxEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Endings the folding and the stemmer recognise, which a typo inside them hides from both. */
const SUFFIXES = ["isation", "ization", "isations", "izations", "ation", "ations", "ising", "izing", "ised", "ized", "ing", "ings", "ies"];

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), for short endings. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Spellings a typed word may have been meant as, for the typos plain fuzzy
 * matching misses, because the index holds stems and fuzzy matching counts a
 * swap of two letters as two edits:
 * - every swap of two neighbouring letters ("roadmpa" → "roadmap");
 * - the word with a misspelt ending put right, so the stemmer can shorten it
 *   as it shortened the indexed word ("prioritisaton", "prioritsation" →
 *   "prioritisation" → "prioritiz").
 * The engine looks these up exactly and at a lower weight, so a word spelt as
 * typed still ranks first.
 */
export function typoVariants(word: string): string[] {
  const w = normalizeWord(word);
  if (w.length < 4 || /\d/.test(w)) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < w.length; i++) {
    if (w[i] !== w[i + 1]) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  }
  if (w.length >= 7) {
    for (const suffix of SUFFIXES) {
      for (let cut = suffix.length - 1; cut <= suffix.length + 1; cut++) {
        const tail = w.slice(-cut);
        const head = w.slice(0, -cut);
        if (head.length >= 4 && tail !== suffix && editDistance(tail, suffix) === 1) out.add(head + suffix);
      }
    }
  }
  out.delete(w);
  return [...out];
}

/** Splits like MiniSearch's default tokenizer (Unicode space and punctuation). */
export const TOKEN_SPLIT = /[\n\r\p{Z}\p{P}]+/u;

export function tokens(text: string): string[] {
  return text.split(TOKEN_SPLIT).filter(Boolean);
}

/** Trims text to at most `max` characters at a word boundary (lib/text/teaser.ts). */
export function truncate(text: string, max: number): string {
  return truncateAtWord(text, max);
}
