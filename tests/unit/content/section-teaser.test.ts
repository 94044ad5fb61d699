import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { firstSentence, leadSentences, nameList, sectionTeaser, TEASER_MAX_CHARS } from "@/lib/content/section-teaser";
import { truncateAtWord as cutAtWord } from "@/lib/text/teaser";

describe("the line under a folded section's heading", () => {
  it("takes the first sentence, not stopping at an abbreviation", () => {
    expect(firstSentence("Pick one goal, e.g. activation. Every reach number uses it.")).toBe("Pick one goal, e.g. activation.");
    expect(firstSentence("No full stop here")).toBe("No full stop here");
    // A next sentence may open with a quotation in single quotes.
    expect(firstSentence("Analytical rounds come in three shapes. 'How would you measure X?' wants a goal.")).toBe("Analytical rounds come in three shapes.");
  });
  it("cuts a long sentence at a word, with an ellipsis, never mid-word", () => {
    expect(cutAtWord("Short enough.", 20)).toBe("Short enough.");
    expect(cutAtWord("RICE shines when you have a long backlog of comparable ideas", 30)).toBe("RICE shines when you have a…");
    expect(cutAtWord("one, two, three, four", 11)).toBe("one, two…");
  });
  it("names a run of items whole, and says how many more there are when they do not fit", () => {
    expect(nameList(["Discover", "Define", "Develop", "Deliver"], 150)).toBe("Discover, Define, Develop and Deliver.");
    expect(nameList(["Alpha", "Beta", "Gamma", "Delta"], 24)).toBe("Alpha, Beta and 2 more.");
  });
  it("every folded section of the accordion explainers gets a line that fits and does not run a card's title into its text", () => {
    const accordion = frameworkPages.filter((page) => page.layout === "accordion");
    expect(accordion.length).toBeGreaterThanOrEqual(7);
    for (const page of accordion)
      for (const section of page.sections) {
        const { sentence, readingTime } = sectionTeaser(section);
        expect(sentence.length, `${page.slug}#${section.id}`).toBeLessThanOrEqual(TEASER_MAX_CHARS);
        // Whole: a sentence or a list of names, never cut with an ellipsis.
        expect(sentence, `${page.slug}#${section.id}`).toMatch(/[.?!]$/);
        expect(readingTime).toMatch(/^\d+ min read$/);
      }
    const canvas = frameworkPages.find((page) => page.slug === "business-model-canvas")!;
    // All nine blocks by name: whole names, the last after "and".
    expect(sectionTeaser(canvas.sections.find((section) => section.id === "nine-building-blocks")!).sentence).toMatch(/^Customer Segments, Value Propositions, (\w[\w ]+, ){5}Key Partnerships and Cost Structure\.$/);
  });
});

describe("leadSentences: a card's lead ends on a sentence", () => {
  it("takes whole sentences while they fit, and leaves the rest", () => {
    expect(leadSentences("One two. Three four. Five six seven.", 20)).toEqual({ lead: "One two. Three four.", rest: "Five six seven." });
  });
  it("always keeps the first sentence whole, even when it is longer than the limit", () => {
    expect(leadSentences("A first sentence that runs long. Then more.", 10)).toEqual({ lead: "A first sentence that runs long.", rest: "Then more." });
  });
  it("has no rest when everything fits", () => {
    expect(leadSentences("Short. Fine.", 100)).toEqual({ lead: "Short. Fine.", rest: "" });
  });
});
