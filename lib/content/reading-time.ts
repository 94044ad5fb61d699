/**
 * Reading time for long-form content ("6 min read"), counted from the words
 * a reader actually reads: every paragraph, list item, callout, table cell,
 * card and figure caption. Pure, so a page's estimate is fixed at build time
 * and the same in every test.
 */
import type { ContentBlock, ContentSection } from "./schemas";

/** Silent reading of non-fiction averages about 238 words a minute (Brysbaert, 2019); explainers with tables and formulas read a little slower. */
export const WORDS_PER_MINUTE = 220;

/** Words in a string: runs of letters or digits, so "0.25", "North-Star" and "×" count sensibly. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The text of one block, as a reader meets it. */
export function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case "p":
      return block.text;
    case "ul":
    case "ol":
      return block.items.join(" ");
    case "callout":
      return [block.title ?? "", block.text].join(" ");
    case "table":
      return [block.caption, ...block.headers, ...block.rows.flat()].join(" ");
    case "cards":
      return block.items.map((item) => `${item.title} ${item.text}`).join(" ");
    case "diagram":
      return block.caption;
  }
}

/** A section of typed blocks, or of a Markdown page (which carries its plain text). */
type AnySection = Pick<ContentSection, "title"> & ({ blocks: readonly ContentBlock[] } | { text: string });

/** Words in a set of sections, headings included. */
export function sectionWords(sections: readonly AnySection[]): number {
  return sections.reduce(
    (total, section) =>
      total + countWords(section.title) + ("text" in section ? countWords(section.text) : section.blocks.reduce((sum, block) => sum + countWords(blockText(block)), 0)),
    0,
  );
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(words) || words <= 0) return 1;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** "6 min read". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** The label for a page made of a summary and sections. */
export function readingTimeLabel(content: { summary?: string; sections: readonly AnySection[] }): string {
  return formatReadingTime(readingMinutes(countWords(content.summary ?? "") + sectionWords(content.sections)));
}
