import { describe, expect, it } from "vitest";
import { bookNeighbours, bookReviews } from "@/data/books";
import { glossaryEntries, glossaryNeighbours } from "@/data/glossary";
import { sequenceNeighbours } from "@/lib/content/sequence";

const items = ["a", "b", "c"].map((slug) => ({ slug, title: slug.toUpperCase(), href: `/x/${slug}` }));

describe("sequenceNeighbours", () => {
  it("gives the item's position and the items either side, and nothing past the ends", () => {
    expect(sequenceNeighbours(items, "b")).toEqual({ position: 2, total: 3, previous: items[0], next: items[2] });
    expect(sequenceNeighbours(items, "a")).toEqual({ position: 1, total: 3, previous: undefined, next: items[1] });
    expect(sequenceNeighbours(items, "c")?.next).toBeUndefined();
    expect(sequenceNeighbours(items, "zzz")).toBeUndefined();
  });
});

describe("the pagers of the book reviews and the glossary terms", () => {
  it("walks the book reviews in the order /books lists them (a review page had no way on but its related links)", () => {
    const first = bookReviews[0]!;
    const second = bookReviews[1]!;
    expect(bookNeighbours(first.slug)?.previous).toBeUndefined();
    expect(bookNeighbours(first.slug)?.next).toEqual({ slug: second.slug, title: second.title, href: `/books/${second.slug}` });
    expect(bookNeighbours(bookReviews.at(-1)!.slug)?.next).toBeUndefined();
  });

  it("walks the glossary from A to Z", () => {
    const terms = glossaryEntries.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, "en")));
    const [first, second] = glossaryEntries;
    expect(glossaryNeighbours(first!.slug)?.next?.href).toBe(second!.path);
    expect(glossaryNeighbours(second!.slug)?.previous?.title).toBe(first!.term);
  });
});
