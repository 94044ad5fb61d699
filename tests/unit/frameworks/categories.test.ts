import { describe, expect, it } from "vitest";
import { frameworkCards } from "@/content/frameworks";
import {
  categoryFromParam,
  categoryHref,
  frameworkCategories,
  shownCount,
  shownFrameworksLabel,
} from "@/lib/frameworks/categories";
import type { FrameworkCard } from "@/lib/content/schemas";

const cardIn = (section: FrameworkCard["section"], id: string): FrameworkCard => ({
  id,
  title: id,
  description: "A made-up framework.",
  imageSrc: `/frameworks/${id}.svg`,
  href: `/frameworks/${id}`,
  section,
});

const made = [cardIn("delivery", "a"), cardIn("strategy", "b"), cardIn("delivery", "c"), cardIn("prioritization", "d")];

describe("frameworkCategories", () => {
  it("gives one category per section, in the page's order, with its count (an empty one too)", () => {
    expect(frameworkCategories(made)).toEqual([
      { slug: "strategy", title: "Strategy", count: 1 },
      { slug: "discovery", title: "Discovery", count: 0 },
      { slug: "prioritization", title: "Prioritization", count: 1 },
      { slug: "delivery", title: "Delivery", count: 2 },
    ]);
  });

  it("counts every real framework exactly once", () => {
    const categories = frameworkCategories(frameworkCards);
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(frameworkCards.length);
    for (const category of categories) expect(category.slug).toMatch(/^[a-z]+$/);
  });
});

describe("categoryFromParam", () => {
  const categories = frameworkCategories(made);

  it("names a known category, forgiving letter case and spaces", () => {
    expect(categoryFromParam("delivery", categories)).toBe("delivery");
    expect(categoryFromParam(" Delivery ", categories)).toBe("delivery");
  });

  it("answers null (show all) for no value and for an unknown one", () => {
    expect(categoryFromParam("", categories)).toBeNull();
    expect(categoryFromParam(null, categories)).toBeNull();
    expect(categoryFromParam(undefined, categories)).toBeNull();
    expect(categoryFromParam("marketing", categories)).toBeNull();
    expect(categoryFromParam("<script>", categories)).toBeNull();
  });
});

describe("categoryHref", () => {
  it("links a chip to ?category=<slug>, and All to the bare path", () => {
    expect(categoryHref("/frameworks", "strategy")).toBe("/frameworks?category=strategy");
    expect(categoryHref("/frameworks", null)).toBe("/frameworks");
  });
});

describe("shownCount and shownFrameworksLabel", () => {
  const categories = frameworkCategories(made);

  it("counts the chosen category, or everything", () => {
    expect(shownCount("delivery", categories, made.length)).toBe(2);
    expect(shownCount("discovery", categories, made.length)).toBe(0);
    expect(shownCount(null, categories, made.length)).toBe(4);
  });

  it("says it in sentence case", () => {
    expect(shownFrameworksLabel(5, 18)).toBe("Showing 5 of 18 frameworks");
    expect(shownFrameworksLabel(1, 18)).toBe("Showing 1 of 18 frameworks");
    expect(shownFrameworksLabel(18, 18)).toBe("Showing all 18 frameworks");
    expect(shownFrameworksLabel(1, 1)).toBe("Showing all 1 framework");
  });
});
