/**
 * Text normalisation shared by the index and the query, so both sides fold the
 * same way: lower case, no accents, British spellings folded to American, and
 * a light stemmer (plural, -ing, -ed, -ize family). Applying one function to
 * both sides is what makes "prioritisation" find "prioritize".
 */

const STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "how", "i", "in", "is", "it", "its",
  "of", "on", "or", "that", "the", "this", "to", "was", "what", "when", "with", "you", "your",
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

/** MiniSearch's processTerm: null drops the term (stopwords). */
export function processTerm(term: string): string | null {
  const lower = term
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]s$/, "")
    .replace(/[^a-z0-9]/g, "");
  if (!lower || STOPWORDS.has(lower)) return null;
  return stem(foldSpelling(lower));
}

/** Splits like MiniSearch's default tokenizer (Unicode space and punctuation). */
export const TOKEN_SPLIT = /[\n\r\p{Z}\p{P}]+/u;

export function tokens(text: string): string[] {
  return text.split(TOKEN_SPLIT).filter(Boolean);
}

/** Trims text to at most `max` characters at a word boundary. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}
