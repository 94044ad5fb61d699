/**
 * The glossary joined in one place: each term of the list (name, definition,
 * "learn more" link: what /glossary shows) with its page content (what
 * /glossary/{slug} adds), matched by slug. A term without a page, or a page
 * without a term, stops the build with a message naming the file, so the list
 * and the pages cannot drift apart. data/glossary.ts feeds it the content;
 * the route registry, the pages and the tests all read the joined list there.
 */
import type { GlossaryTerm, GlossaryTermPage, Link } from "@/lib/content/schemas";
import { sortTerms, termSlug } from "./glossary";

/** The name of the glossary as a schema.org DefinedTermSet, on /glossary and on every term page. */
export const glossarySetName = "Product Management Glossary";

export type GlossaryEntry = GlossaryTerm & { slug: string; path: string; page: GlossaryTermPage };

/** Where a term's page lives: "churn-rate" → "/glossary/churn-rate". */
export function glossaryTermPath(slug: string): string {
  return `/glossary/${slug}`;
}

/** Every term with its page, in the list's alphabetical order; throws when a term and the pages disagree. */
export function joinGlossaryEntries(terms: readonly GlossaryTerm[], pages: readonly GlossaryTermPage[]): GlossaryEntry[] {
  const pagesBySlug = new Map(pages.map((page) => [page.slug, page]));
  const entries = sortTerms(terms).map((term) => {
    const slug = termSlug(term.term);
    const page = pagesBySlug.get(slug);
    if (!page) throw new Error(`Glossary term "${term.term}" has no page: add content/glossary-terms/${slug}.md and list it in content/glossary-terms/index.ts`);
    return { ...term, slug, path: glossaryTermPath(slug), page };
  });
  const orphans = pages.filter((page) => !entries.some((entry) => entry.slug === page.slug));
  if (orphans.length > 0) {
    throw new Error(`Glossary pages without a term in the list (content/glossary.ts): ${orphans.map((page) => page.slug).join(", ")}`);
  }
  return entries;
}

/** The terms a page links to under "Related terms", in the order its content gives; a slug with no entry is left out. */
export function relatedEntries(all: readonly GlossaryEntry[], entry: GlossaryEntry): GlossaryEntry[] {
  return entry.page.relatedTerms.flatMap((slug) => {
    const related = all.find((other) => other.slug === slug);
    return related ? [related] : [];
  });
}

/**
 * The pages of this site that teach the term: the list's "learn more"
 * target first, then the page's own additions, each href once.
 */
export function teachingLinks(entry: GlossaryEntry): Link[] {
  const links = [...(entry.learnMore ? [entry.learnMore] : []), ...entry.page.alsoTaughtAt];
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
}
