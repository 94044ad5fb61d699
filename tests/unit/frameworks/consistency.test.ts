/**
 * Facts that appear on more than one page must agree, and attributions must
 * say who actually did what (docs/product.md, Teaching depth and links): each
 * check below is an error or contradiction the pages once had.
 */
import { describe, expect, it } from "vitest";
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { featuredBook } from "@/content/home";
import { masteryAreas } from "@/content/mastery";
import { pageLines } from "../../support/markdown-sections";

const frameworkSections = (slug: string) => frameworkPages.find((page) => page.slug === slug)?.sections ?? [];
const frameworkText = (slug: string) => frameworkSections(slug).map((section) => section.text).join("\n");
/** The page's paragraphs, list items, table cells... one per line, so a check can find where one starts. */
const frameworkLines = (slug: string) => pageLines({ slug, sections: frameworkSections(slug) });
const reviewText = (slug: string) => JSON.stringify(bookReviews.find((review) => review.slug === slug));

/** The five assumption types Teresa Torres names in Continuous Discovery Habits. */
const torresAssumptionTypes = ["desirability", "viability", "feasibility", "usability", "ethical"];

function assumptionTypesIn(text: string): string[] {
  const lower = text.toLowerCase();
  return torresAssumptionTypes.filter((type) => lower.includes(type));
}

describe("consistent facts across pages", () => {
  it("the OST page and the Continuous Discovery Habits review list the same five assumption types", () => {
    const step = frameworkLines("opportunity-solution-tree").find((line) => line.startsWith("Design experiments"));
    expect(step).toBeDefined();
    expect(assumptionTypesIn(step ?? "")).toEqual(torresAssumptionTypes);
    const reviewLine = reviewText("continuous-discovery-habits").match(/Test assumptions, not whole ideas[^"]*/)?.[0] ?? "";
    expect(assumptionTypesIn(reviewLine)).toEqual(torresAssumptionTypes);
  });

  it("Product Leadership's interview count is told the same way on the home page and in the review", () => {
    const everywhere = [featuredBook.summary, reviewText("product-leadership")].join("\n");
    expect(everywhere).not.toMatch(/more than 100 product leaders/);
    expect(featuredBook.summary).toMatch(/around a hundred product leaders/);
    expect(reviewText("product-leadership")).toMatch(/around a hundred product leaders/);
  });
});

describe("attributions", () => {
  it("credits Intercom with creating RICE and names Sean McBride", () => {
    const rice = frameworkText("rice-scoring");
    expect(rice).toMatch(/created at Intercom/);
    expect(rice).toMatch(/Sean McBride/);
    expect(rice).not.toMatch(/popularized by/i);
    const primary = frameworkPages.find((page) => page.slug === "rice-scoring")?.sources.find((source) => source.role === "primary");
    expect(primary?.author).toBe("Sean McBride");
  });

  it("does not say Andreessen's 2007 essay named product-market fit, and credits Andy Rachleff", () => {
    const resource = masteryAreas
      .flatMap((area) => area.subsections.flatMap((subsection) => subsection.resources))
      .find((entry) => entry.url === "https://pmarchive.com/guide_to_startups_part4.html");
    expect(resource).toBeDefined();
    expect(resource?.description).not.toMatch(/named product-market fit/i);
    expect(resource?.description).toMatch(/Andy Rachleff/);
  });
});
