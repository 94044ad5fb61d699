/**
 * The glossary joined in one place: each of the 24 terms in
 * content/glossary.ts (name, definition, "learn more" link: what the list
 * shows) with its page content from content/glossary-terms (what
 * /glossary/{slug} adds), matched by slug. A term without a page, or a page
 * without a term, stops the import with a message naming the file, so the
 * list and the pages cannot drift apart. The route registry, the pages and
 * the tests all read this list.
 */
import { glossaryTerms } from "@/content/glossary";
import { glossaryTermPages } from "@/content/glossary-terms";
import type { GlossaryTerm, GlossaryTermPage, Link } from "@/lib/content/schemas";
import { sortTerms, termSlug } from "./glossary";

/** The name of the glossary as a schema.org DefinedTermSet, on /glossary and on every term page. */
export const glossarySetName = "Product Management Glossary";

export type GlossaryEntry = GlossaryTerm & { slug: string; path: string; page: GlossaryTermPage };

/** Where a term's page lives: "churn-rate" → "/glossary/churn-rate". */
export function glossaryTermPath(slug: string): string {
  return `/glossary/${slug}`;
}

function joinEntries(): GlossaryEntry[] {
  const pagesBySlug = new Map(glossaryTermPages.map((page) => [page.slug, page]));
  const entries = sortTerms(glossaryTerms).map((term) => {
    const slug = termSlug(term.term);
    const page = pagesBySlug.get(slug);
    if (!page) throw new Error(`Glossary term "${term.term}" has no page: add content/glossary-terms/${slug}.ts and list it in content/glossary-terms/index.ts`);
    return { ...term, slug, path: glossaryTermPath(slug), page };
  });
  const orphans = glossaryTermPages.filter((page) => !entries.some((entry) => entry.slug === page.slug));
  if (orphans.length > 0) {
    throw new Error(`Glossary pages without a term in content/glossary.ts: ${orphans.map((page) => page.slug).join(", ")}`);
  }
  return entries;
}

/** Every term with its page, in the list's alphabetical order. */
export const glossaryEntries: readonly GlossaryEntry[] = joinEntries();

export function getGlossaryEntry(slug: string): GlossaryEntry | undefined {
  return glossaryEntries.find((entry) => entry.slug === slug);
}

/** The terms a page links to under "Related terms", in the order its content gives. */
export function relatedEntries(entry: GlossaryEntry): GlossaryEntry[] {
  return entry.page.relatedTerms.flatMap((slug) => {
    const related = getGlossaryEntry(slug);
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
