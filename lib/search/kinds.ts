/** The kinds of page results come from, in the type filter's order. Its own file so the browser's engine does not pull in the content. */
export const SEARCH_KINDS = ["Frameworks", "Guides", "Product Mastery", "Glossary", "Templates", "Quiz", "Books", "Comic", "Pages"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A kind as it appears in a URL (`/search?type=product-mastery`). */
export function kindSlug(kind: SearchKind): string {
  return kind.toLowerCase().replace(/\s+/g, "-");
}

/** The kind a `type=` value names, or undefined for an unknown or missing one. */
export function kindFromSlug(slug: string | undefined): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => kindSlug(kind) === slug);
}

/** The icon a result's row leads with (lib/icons/paths.ts names), so a list of results reads by kind at a glance. */
export const kindIcons: Record<SearchKind, string> = {
  Frameworks: "layers",
  Guides: "book",
  "Product Mastery": "compass",
  Glossary: "message",
  Templates: "file",
  Quiz: "target",
  Books: "book",
  Comic: "sparkles",
  Pages: "file",
};
