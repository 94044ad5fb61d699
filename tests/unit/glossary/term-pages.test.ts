/**
 * A page per glossary term (docs/product.md, Glossary). Every one of the 24 terms on
 * /glossary has a page at /glossary/{slug} with all its sections and at least
 * 250 words of its own; its related terms are other term pages; the pages
 * that teach it (the list's "learn more" target first) exist and cover the
 * term; and the route registry lists every page, so the sitemap, the e2e
 * smoke tests and the axe checks pick them up.
 */
import { describe, expect, it } from "vitest";
import { glossaryTerms } from "@/content/glossary";
import { glossaryTermPages } from "@/content/glossary-terms";
import { riceGlossaryExample } from "@/content/glossary-terms/rice-scoring.figures";
import { minGlossaryTermPageWords } from "@/lib/content/schemas";
import { glossaryTermPageText, wordCount } from "@/lib/content/text";
import { riceScore } from "@/lib/frameworks/rice";
import { getGlossaryEntry, glossaryEntries, relatedEntries } from "@/data/glossary";
import { glossaryTermPath, teachingLinks } from "@/lib/glossary/entries";
import { termSlug } from "@/lib/glossary/glossary";
import { publicRoutes } from "@/data/routes";
import { definedTermJsonLd } from "@/lib/seo/json-ld";
import { siteUrl } from "@/config/site";
import { resolveTeachingTarget } from "../../support/teaching-targets";

/**
 * What a page teaching a term must mention, beyond the list's own "learn
 * more" target (tests/unit/content/teaching-links.test.ts checks that one in
 * more detail): the term, or the name it goes by there.
 */
const mentions: Record<string, string[]> = {
  "a-b-test": ["a/b test"],
  activation: ["activation", "activate"],
  backlog: ["backlog"],
  "churn-rate": ["churn"],
  "customer-journey": ["customer journey"],
  "dual-track-agile": ["dual-track"],
  "jobs-to-be-done": ["jobs to be done", "jobs-to-be-done"],
  "kano-model": ["kano"],
  kpi: ["kpi", "key performance indicator"],
  mvp: ["mvp", "minimum viable product"],
  "north-star-metric": ["north star"],
  okr: ["okr"],
  "opportunity-solution-tree": ["opportunity solution tree"],
  persona: ["persona"],
  "product-discovery": ["discovery"],
  "product-market-fit": ["product-market fit"],
  retention: ["retention"],
  "rice-scoring": ["rice"],
  roadmap: ["roadmap"],
  sprint: ["sprint"],
  stakeholder: ["stakeholder"],
  "technical-debt": ["technical debt"],
  "user-story": ["user story", "user stories"],
  velocity: ["velocity"],
};

const entries = glossaryEntries.map((entry) => [entry.term, entry] as const);

describe("glossary term pages: the list and the pages", () => {
  it("has one page for each of the 24 terms on /glossary, joined by slug", () => {
    expect(glossaryEntries).toHaveLength(24);
    expect(glossaryTermPages).toHaveLength(24);
    expect(glossaryEntries.map((e) => e.slug).sort()).toEqual(glossaryTerms.map((t) => termSlug(t.term)).sort());
    expect(glossaryTermPages.map((p) => p.slug).sort()).toEqual(glossaryTerms.map((t) => termSlug(t.term)).sort());
    expect(Object.keys(mentions).sort()).toEqual(glossaryEntries.map((e) => e.slug).sort());
  });

  it("shows each page the very definition the list shows", () => {
    for (const term of glossaryTerms) {
      const entry = getGlossaryEntry(termSlug(term.term));
      expect(entry?.term).toBe(term.term);
      expect(entry?.definition).toBe(term.definition);
      expect(entry?.learnMore).toEqual(term.learnMore);
      expect(entry?.path).toBe(`/glossary/${termSlug(term.term)}`);
    }
    expect(getGlossaryEntry("not-a-term")).toBeUndefined();
  });

  it("registers every page as a prerendered content route, right after /glossary", () => {
    const paths = publicRoutes.map((r) => r.path);
    const start = paths.indexOf("/glossary") + 1;
    expect(paths.slice(start, start + 24)).toEqual(glossaryEntries.map((e) => glossaryTermPath(e.slug)));
    for (const entry of glossaryEntries) {
      expect(publicRoutes.find((r) => r.path === entry.path)).toEqual({ path: entry.path, name: `Glossary: ${entry.term}`, kind: "content" });
    }
  });

  it("gives every page its own summary (the meta description and share card)", () => {
    const summaries = glossaryTermPages.map((p) => p.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });
});

describe.each(entries)("glossary term page: %s", (term, entry) => {
  const { page } = entry;

  it("loaded from its Markdown file with its four sections in order (loading checks the front matter and the headings)", () => {
    expect(page.slug).toBe(entry.slug);
    expect(page.sections.map((section) => section.id)).toEqual(["why-it-matters", "how-it-works", "example", "pitfalls"]);
  });

  it(`has every section, with at least ${minGlossaryTermPageWords} words of its own`, () => {
    for (const section of page.sections) expect(section.text.length, section.id).toBeGreaterThan(0);
    expect(page.exampleTitle.length).toBeGreaterThan(0);
    const pitfalls = page.sections[3]!.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("");
    expect(pitfalls.match(/<li>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(page.relatedTerms.length).toBeGreaterThanOrEqual(2);
    expect(teachingLinks(entry).length).toBeGreaterThanOrEqual(1);
    // The definition is shared with the list, so it is not counted.
    expect(wordCount(glossaryTermPageText(page))).toBeGreaterThanOrEqual(minGlossaryTermPageWords);
  });

  it("gives an example with numbers", () => {
    expect(page.sections[2]!.text).toMatch(/\d/);
  });

  it("links related terms to other term pages that exist", () => {
    const related = relatedEntries(entry);
    expect(related.map((r) => r.slug)).toEqual(page.relatedTerms);
    expect(page.relatedTerms).not.toContain(entry.slug);
    for (const other of related) expect(publicRoutes.map((r) => r.path)).toContain(other.path);
  });

  it("lists the list's learn-more target first among the pages that teach it, each once", () => {
    const links = teachingLinks(entry);
    expect(links[0]).toEqual(entry.learnMore);
    expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
  });

  it.each(teachingLinks(entry).map((link) => [link.href, link] as const))("teaching link %s exists, covers the term and says where it goes", (href, link) => {
    const target = resolveTeachingTarget(href);
    expect(target, `${href} does not resolve to a teaching page or topic`).toBeDefined();
    const text = target!.text.toLowerCase();
    const words = mentions[entry.slug] ?? [];
    const found = entry.slug === "rice-scoring" ? /\bRICE\b/.test(target!.text) : words.some((w) => text.includes(w));
    expect(found, `${href} never mentions ${term} (${words.join(", ")})`).toBe(true);
    expect(link.label.toLowerCase()).toContain(target!.title.toLowerCase());
  });
});

describe("numbers in the examples", () => {

  // The sums the page states are :calc figures (content/glossary-terms/rice-scoring.figures.ts), recomputed by tests/unit/content/figures.test.ts.
  it("RICE: the table and sums come from the calculator's own function", () => {
    const scores = riceGlossaryExample.map((idea) => riceScore(idea));
    expect(scores).toEqual([2400, 600, 750]);
  });

  it("churn: monthly rates compound as stated", () => {
    expect(0.97 ** 12).toBeCloseTo(0.69, 2);
    expect(0.95 ** 12).toBeCloseTo(0.54, 2);
    expect(1400 / 20000).toBe(0.07);
    expect(610 + 420 + 370).toBe(1400);
    expect(1145 / 20500).toBeCloseTo(0.056, 3);
  });

  it("North Star: the inputs multiply into the North Star", () => {
    expect(4000 * 2 * 1.5).toBe(12000);
    expect(Math.round(4300 * 2.2 * 1.5)).toBe(14190);
    expect(Math.round((14190 / 12000 - 1) * 100)).toBe(18);
  });

  it("activation, retention, A/B test, customer journey, OKR and technical debt", () => {
    expect(0.4 * 58 + 0.6 * 11).toBeCloseTo(29.8, 1); // ≈ 30% retained
    expect(0.52 * 58 + 0.48 * 11).toBeCloseTo(35.4, 1); // ≈ 35% predicted
    expect(30000 * 0.04).toBe(1200);
    expect([840 / 21000, 966 / 21000]).toEqual([0.04, 0.046]);
    expect((18 * 84) / 69).toBeCloseTo(21.9, 1);
    expect((24 - 18) / (26 - 18)).toBe(0.75);
    expect((1.9 - 1.6) / (2.0 - 1.6)).toBeCloseTo(0.75, 10);
    expect(12 * (11 - 5)).toBe(72);
    expect(168 / 2400).toBe(0.07);
    expect(Math.round((84 / 310) * 100)).toBe(27);
    expect(Math.round((38 / 210) * 100)).toBe(18);
  });
});

describe("structured data for a term page", () => {
  it("is a DefinedTerm in the glossary's DefinedTermSet", () => {
    const data = definedTermJsonLd({ term: "MVP", definition: "The smallest thing that tests the riskiest assumption.", path: "/glossary/mvp", set: { name: "Product Management Glossary", path: "/glossary" } });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      "@id": `${siteUrl}/glossary/mvp#term`,
      name: "MVP",
      url: `${siteUrl}/glossary/mvp`,
      inDefinedTermSet: { "@type": "DefinedTermSet", "@id": `${siteUrl}/glossary#terms`, url: `${siteUrl}/glossary` },
    });
  });
});
