import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { blockText, countWords, formatReadingTime, readingMinutes, readingTimeLabel, sectionWords, WORDS_PER_MINUTE } from "@/lib/content/reading-time";
import type { ContentSection } from "@/lib/content/schemas";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("countWords", () => {
  it("counts runs of letters and digits, keeping numbers and hyphenated words whole", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  Reach × Impact  ")).toBe(2);
    expect(countWords("0.25 is minimal; North-Star isn't two words.")).toBe(7);
  });
});

describe("blockText", () => {
  it("reads every visible part of a block", () => {
    expect(blockText({ kind: "table", caption: "Scores", headers: ["Idea", "Score"], rows: [["A", "10"]] })).toBe("Scores Idea Score A 10");
    expect(blockText({ kind: "cards", items: [{ title: "One", text: "first card" }] })).toBe("One first card");
    expect(blockText({ kind: "callout", text: "Only text" }).trim()).toBe("Only text");
  });
});

describe("readingMinutes", () => {
  it("rounds up to whole minutes and never says zero", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE + 1)).toBe(2);
    expect(readingMinutes(1300, 200)).toBe(7);
    expect(readingMinutes(Number.NaN)).toBe(1);
  });
});

describe("readingTimeLabel", () => {
  it("formats as 'N min read'", () => {
    expect(formatReadingTime(6)).toBe("6 min read");
  });

  it("counts the summary, the section titles and every block", () => {
    const sections: ContentSection[] = [
      { id: "a", title: "Two words", blocks: [{ kind: "p", text: words(100) }] },
      { id: "b", title: "Three more words", blocks: [{ kind: "ul", items: [words(10), words(5)] }] },
    ];
    expect(sectionWords(sections)).toBe(2 + 100 + 3 + 15);
    expect(readingTimeLabel({ summary: words(WORDS_PER_MINUTE - 120), sections })).toBe("1 min read");
    expect(readingTimeLabel({ summary: words(WORDS_PER_MINUTE - 119), sections })).toBe("2 min read");
  });

  it("gives every framework explainer a plausible estimate", () => {
    for (const page of frameworkPages) {
      expect(readingTimeLabel(page), page.slug).toMatch(/^([2-9]|1\d) min read$/);
    }
  });
});
