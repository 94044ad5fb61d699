import { describe, expect, it } from "vitest";
import { frameworkCards } from "@/content/frameworks";
import type { FrameworkCard } from "@/lib/content/schemas";
import { categoryNeighbours } from "@/lib/frameworks/neighbours";

const cardIn = (section: FrameworkCard["section"], id: string): FrameworkCard => ({
  id,
  title: `Title ${id}`,
  description: "A test framework.",
  imageSrc: `/frameworks/${id}.svg`,
  href: `/frameworks/${id}`,
  section,
});

const cards = [cardIn("strategy", "s1"), cardIn("discovery", "d1"), cardIn("strategy", "s2"), cardIn("strategy", "s3"), cardIn("delivery", "x1")];

describe("categoryNeighbours", () => {
  it("links the previous and next card of the same section, skipping other sections", () => {
    const result = categoryNeighbours(cards, "s2");
    expect(result?.previous).toEqual({ id: "s1", title: "Title s1", href: "/frameworks/s1" });
    expect(result?.next).toEqual({ id: "s3", title: "Title s3", href: "/frameworks/s3" });
    expect(result).toMatchObject({ section: "strategy", sectionTitle: "Strategy", sectionHref: "/frameworks#strategy", position: 2, total: 3 });
  });

  it("does not wrap at either end of a section", () => {
    expect(categoryNeighbours(cards, "s1")?.previous).toBeUndefined();
    expect(categoryNeighbours(cards, "s1")?.next?.id).toBe("s2");
    expect(categoryNeighbours(cards, "s3")?.next).toBeUndefined();
  });

  it("gives a section of one neither neighbour", () => {
    const result = categoryNeighbours(cards, "x1");
    expect(result?.previous).toBeUndefined();
    expect(result?.next).toBeUndefined();
    expect(result?.total).toBe(1);
  });

  it("returns undefined for an unknown slug", () => {
    expect(categoryNeighbours(cards, "nope")).toBeUndefined();
  });

  it("walks each real category in the index's order", () => {
    expect(categoryNeighbours(frameworkCards, "rice-scoring")).toMatchObject({ previous: undefined, next: { title: "Opportunity Scoring" } });
    expect(categoryNeighbours(frameworkCards, "kano-model")).toMatchObject({ previous: { id: "opportunity-scoring" }, next: { id: "moscow" } });
    expect(categoryNeighbours(frameworkCards, "user-story-mapping")).toMatchObject({ previous: { id: "kaizen" }, next: undefined });
  });
});
