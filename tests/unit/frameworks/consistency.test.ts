/**
 * Facts that appear on more than one page must agree, and attributions must
 * say who actually did what (docs/product.md, Teaching depth and links): each
 * check below guards against an error or contradiction the pages once had.
 */
import { describe, expect, it } from "vitest";
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { featuredBook } from "@/content/home";
import { masteryAreas } from "@/content/mastery";

const frameworkSections = (slug: string) => frameworkPages.find((page) => page.slug === slug)?.sections ?? [];
const frameworkText = (slug: string) => frameworkSections(slug).map((section) => section.text).join("\n");
const reviewText = (slug: string) => JSON.stringify(bookReviews.find((review) => review.slug === slug));

describe("consistent facts across pages", () => {
  it("Product Leadership's interview count is not overstated on the home page or in the review", () => {
    const everywhere = [featuredBook.summary, reviewText("product-leadership")].join("\n");
    expect(everywhere).not.toMatch(/more than 100 product leaders/);
  });
});

describe("attributions", () => {
  it("does not say Intercom only popularized RICE, and cites Sean McBride as its primary source", () => {
    expect(frameworkText("rice-scoring")).not.toMatch(/popularized by/i);
    const primary = frameworkPages.find((page) => page.slug === "rice-scoring")?.sources.find((source) => source.role === "primary");
    expect(primary?.author).toBe("Sean McBride");
  });

  it("does not say Andreessen's 2007 essay named product-market fit", () => {
    const resource = masteryAreas
      .flatMap((area) => area.subsections.flatMap((subsection) => subsection.resources))
      .find((entry) => entry.url === "https://pmarchive.com/guide_to_startups_part4.html");
    expect(resource).toBeDefined();
    expect(resource?.description).not.toMatch(/named product-market fit/i);
  });
});
