import type { ContentBlock } from "./blocks";

/*
 * The lesson and term-page inputs below are spelled out rather than taken
 * from schemas.ts: its word-count refines call these functions, so importing
 * its types back would make the two files a cycle. TopicLesson and
 * GlossaryTermPage fit them.
 */
type LessonParts = { sections: readonly { text: string }[]; exampleTitle: string };

type GlossaryTermPageParts = { sections: readonly { text: string }[]; exampleTitle: string };

/** Every visible string of a content block, in reading order. */
export function blockStrings(block: ContentBlock): string[] {
  switch (block.kind) {
    case "p":
      return [block.text];
    case "ul":
    case "ol":
      return block.items;
    case "callout":
      return [block.title ?? "", block.text];
    case "table":
      return [block.caption, ...block.headers, ...block.rows.flat()];
    case "cards":
      return block.items.flatMap((item) => [item.title, item.text]);
    case "diagram":
      // The drawing's labels repeat text the page already gives; its caption is new text.
      return [block.caption];
  }
}

/** The visible text of a list of blocks, space-separated. */
export function blocksText(blocks: readonly ContentBlock[]): string {
  return blocks.flatMap(blockStrings).join(" ");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The visible text of a mastery topic's write-up, in reading order (headings excluded). */
export function lessonText(lesson: LessonParts): string {
  const [what, why, start, ...rest] = lesson.sections.map((section) => section.text);
  return [what, why, start, lesson.exampleTitle, ...rest].join(" ");
}

/**
 * The visible text a glossary term page adds, in reading order: why it
 * matters, how it works, the example and the pitfalls (headings, the shared
 * definition and the link lists excluded).
 */
export function glossaryTermPageText(page: GlossaryTermPageParts): string {
  const [why, how, ...rest] = page.sections.map((section) => section.text);
  return [why, how, page.exampleTitle, ...rest].join(" ");
}
