/**
 * Teasers cut at a word, never inside one ("say wh…" reads like a typo).
 *
 * `truncateAtWord(text, max)` collapses white space, and when the text is
 * longer than `max` characters cuts it at the last word boundary that leaves
 * room for the ellipsis, drops punctuation left dangling at the cut (a comma,
 * a colon, an opening bracket, a dash) and adds "…". The result, ellipsis
 * included, is never longer than `max`. Only a single word longer than `max`
 * is cut inside itself, as there is nothing else to cut at.
 */

/**
 * The most characters a card's text may have: three lines of the narrowest
 * card (two per row at 640 px, about 236 px of 14 px text, some 33
 * characters a line). Card texts are written to fit it (the content's
 * `card` fields, checked by their schemas), so the cut below is a safety net.
 */
export const TEASER_CHARS = 100;

const ELLIPSIS = "…";
/** Punctuation and spaces that should not be left hanging before the ellipsis. */
const DANGLING = /[\s,;:.!?–—\-([{"'“‘/]+$/u;

export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const limit = Math.max(1, Math.floor(max));
  if (clean.length <= limit) return clean;
  // Room for the ellipsis: the kept text is at most limit - 1 characters.
  const room = limit - ELLIPSIS.length;
  // A word ends at `room` when the next character is a space: keep it whole.
  const window = clean.slice(0, room + 1);
  const lastSpace = window.lastIndexOf(" ");
  let kept = lastSpace > 0 ? clean.slice(0, lastSpace) : clean.slice(0, room);
  kept = kept.replace(DANGLING, "");
  // Nothing but punctuation before the cut: fall back to the hard cut.
  if (!kept) kept = clean.slice(0, room);
  return `${kept}${ELLIPSIS}`;
}

