/**
 * What a folded section is about, read before it is opened: its first
 * sentence (whole when it is short enough, else cut at a word with an
 * ellipsis) and its reading time. The explainer accordion shows it under each
 * closed heading, so a page of folded sections does not read as headings
 * with nothing under them.
 */
import { truncateAtWord } from "@/lib/text/teaser";
import { countWords, formatReadingTime, readingMinutes } from "./reading-time";

/** Longer first sentences are cut: about three lines of the column at 1,280 px. Every accordion explainer's first sentences fit whole (a teaser cut mid-sentence, "and you need a…", read as a rendering fault). */
export const TEASER_MAX_CHARS = 240;

/** The first sentence: up to a full stop, question or exclamation mark followed by a capital (after an opening quote, double or single, or a bracket) or the end ("e.g. the" does not end it). */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.match(/^.+?[.!?](?=\s+["“'‘(]?[A-Z0-9]|$)/)?.[0] ?? clean;
}

/**
 * A summary's opening sentences, as many as fit in `max` characters (the first always, whole), and the rest: a
 * card shows the lead and opens the rest on request, so what it shows ends on a sentence, never mid-sentence.
 */
export function leadSentences(text: string, max: number): { lead: string; rest: string } {
  const clean = text.replace(/\s+/g, " ").trim();
  let lead = firstSentence(clean);
  for (;;) {
    const next = firstSentence(clean.slice(lead.length).trim());
    if (!next || lead.length + 1 + next.length > max) break;
    lead = `${lead} ${next}`;
  }
  return { lead, rest: clean.slice(lead.length).trim() };
}

/** "A, B and C.", or as many whole names as fit in `max` characters and "and 3 more." (a name is never cut). */
export function nameList(names: readonly string[], max: number): string {
  const all = `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}.`;
  if (names.length < 2 || all.length <= max) return names.length < 2 ? `${names[0] ?? ""}.` : all;
  for (let shown = names.length - 1; shown >= 1; shown--) {
    const line = `${names.slice(0, shown).join(", ")} and ${names.length - shown} more.`;
    if (line.length <= max) return line;
  }
  return `${names[0]} and ${names.length - 1} more.`;
}

/**
 * The line under a folded heading. A section that opens with cards of named
 * items (the canvas's nine blocks, the four phases) is named by its cards'
 * titles, which the renderer records: its plain text would run the first
 * title into its text ("Customer Segments The distinct groups you serve.").
 * Any other opens with its first sentence, cut at a word.
 */
export function sectionTeaser(section: { text: string; leadTitles?: readonly string[] }): { sentence: string; readingTime: string } {
  const titles = section.leadTitles ?? [];
  return {
    sentence: titles.length > 1 ? nameList(titles, TEASER_MAX_CHARS) : truncateAtWord(firstSentence(section.text), TEASER_MAX_CHARS),
    readingTime: formatReadingTime(readingMinutes(countWords(section.text))),
  };
}
