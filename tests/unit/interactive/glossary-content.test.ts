import { describe, expect, it } from "vitest";
import { z } from "zod";
import { glossaryTerms } from "@/content/glossary";
import { glossaryTermSchema } from "@/lib/content/schemas";
import { sortTerms, termSlug } from "@/lib/glossary/glossary";
import { publicPaths } from "@/data/routes";

/** Pages of this site a term may point to (the public route registry). */
// Learn-more links may point at any public page (data/routes.ts is the one list).
const allowedHrefs = new Set(publicPaths);

describe("glossary content", () => {
  it("has exactly 24 valid terms", () => {
    expect(glossaryTerms).toHaveLength(24);
    z.array(glossaryTermSchema).parse(glossaryTerms);
  });

  it("is stored in case-insensitive alphabetical order", () => {
    expect(glossaryTerms.map((t) => t.term)).toEqual(sortTerms(glossaryTerms).map((t) => t.term));
  });

  it("has unique terms and unique anchors", () => {
    const names = glossaryTerms.map((t) => t.term.toLowerCase());
    const slugs = glossaryTerms.map((t) => termSlug(t.term));
    expect(new Set(names).size).toBe(24);
    expect(new Set(slugs).size).toBe(24);
  });

  it("keeps definitions to one to three sentences", () => {
    for (const t of glossaryTerms) {
      const sentences = t.definition.split(/(?<=[.!?])\s+(?=[A-Z"])/).length;
      expect(sentences, t.term).toBeGreaterThanOrEqual(1);
      expect(sentences, t.term).toBeLessThanOrEqual(3);
    }
  });

  it("links every term to an existing page of this site", () => {
    for (const t of glossaryTerms) {
      expect(t.learnMore, t.term).toBeDefined();
      // Links may name a topic on that page (`/product-mastery/…#topic`); the page must exist,
      // and tests/unit/content/teaching-links.test.ts checks the anchor and what it teaches.
      const path = (t.learnMore?.href ?? "").split("#")[0] ?? "";
      expect(allowedHrefs.has(path), `${t.term} → ${t.learnMore?.href}`).toBe(true);
    }
  });

  it("includes the core terms a new PM hears first", () => {
    const names = glossaryTerms.map((t) => t.term);
    for (const name of ["A/B Test", "MVP", "North Star Metric", "OKR", "Product-Market Fit", "RICE Scoring", "Sprint", "User Story"]) {
      expect(names).toContain(name);
    }
  });
});
