/**
 * The glossary: the 24 terms of /glossary and the page each has at
 * /glossary/{slug}. Everything that shows or links a term (the pages, the
 * route registry, the sitemap, search, the home page) reads it here, so
 * storing the glossary another way means rewriting this file only.
 */
import { glossaryTerms as terms } from "@/content/glossary";
import { glossaryTermPages } from "@/content/glossary-terms";
import type { GlossaryTerm } from "@/lib/content/schemas";
import { sequenceNeighbours, type SequenceNeighbours } from "@/lib/content/sequence";
import { joinGlossaryEntries, relatedEntries as relatedIn, type GlossaryEntry } from "@/lib/glossary/entries";

/** The terms as the list shows them (name, definition, "learn more" link), in the content's order. */
export const glossaryTerms: readonly GlossaryTerm[] = terms;

/** Every term joined with its page, in alphabetical order. */
export const glossaryEntries: readonly GlossaryEntry[] = joinGlossaryEntries(terms, glossaryTermPages);

export function getGlossaryEntry(slug: string): GlossaryEntry | undefined {
  return glossaryEntries.find((entry) => entry.slug === slug);
}

/** A term's neighbours from A to Z, for the pager at the foot of its page. */
export function glossaryNeighbours(slug: string): SequenceNeighbours | undefined {
  return sequenceNeighbours(
    glossaryEntries.map((entry) => ({ slug: entry.slug, title: entry.term, href: entry.path })),
    slug,
  );
}

/** The terms a page links to under "Related terms", in the order its content gives. */
export function relatedEntries(entry: GlossaryEntry): GlossaryEntry[] {
  return relatedIn(glossaryEntries, entry);
}

/** The velocity term's example, for the drawing of its sprints and forecast. */
export { velocityExample } from "@/content/glossary-terms/velocity.figures";

/** The A/B test term's worked example, for the drawing that shows its two arms. */
export { pricingPageTest } from "@/content/glossary-terms/a-b-test.figures";
