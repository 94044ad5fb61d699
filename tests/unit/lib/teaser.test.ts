import { describe, expect, it } from "vitest";
import { truncateAtWord } from "@/lib/text/teaser";

describe("truncateAtWord", () => {
  it("leaves text that fits alone (white space collapsed)", () => {
    expect(truncateAtWord("Jobs customers hire a product to do.", 80)).toBe("Jobs customers hire a product to do.");
    expect(truncateAtWord("  Two   spaces\nand a line  ", 80)).toBe("Two spaces and a line");
    expect(truncateAtWord("exactly ten", 11)).toBe("exactly ten");
  });

  it("cuts at the last whole word and adds an ellipsis", () => {
    const out = truncateAtWord("What customers say when they churn is rarely why they left", 24);
    expect(out).toBe("What customers say when…");
    expect(out.length).toBeLessThanOrEqual(24);
    // Never "say wh…": every word before the ellipsis is whole.
    expect(truncateAtWord("What customers say when they churn", 22)).toBe("What customers say…");
  });

  it("keeps a word that ends exactly where the room ends", () => {
    // "alpha beta" is 10 characters: with the ellipsis it is 11.
    expect(truncateAtWord("alpha beta gamma", 11)).toBe("alpha beta…");
  });

  it("drops punctuation left dangling at the cut", () => {
    expect(truncateAtWord("Retention, churn and revenue", 12)).toBe("Retention…");
    expect(truncateAtWord("One thing: the rest follows", 12)).toBe("One thing…");
    expect(truncateAtWord("Kano — delight and basics", 8)).toBe("Kano…");
    expect(truncateAtWord("See (the appendix) for more", 6)).toBe("See…");
  });

  it("keeps punctuation inside the kept words", () => {
    expect(truncateAtWord("Don't ship it, measure it first please", 16)).toBe("Don't ship it…");
  });

  it("cuts a single word longer than the limit inside itself, as it must", () => {
    const out = truncateAtWord("Supercalifragilisticexpialidocious", 10);
    expect(out).toBe("Supercali…");
    expect(out).toHaveLength(10);
    expect(truncateAtWord("Antidisestablishmentarianism is long", 12)).toBe("Antidisesta…");
  });
});
