/**
 * The category filter's pure rules that the client leaf needs
 * (components/frameworks/framework-filter.tsx). Kept free of imports: the
 * leaf's bundle must not pull in the content schemas (and zod) through
 * lib/frameworks/grouping, which cost /frameworks 36 KiB of first-load
 * JavaScript. lib/frameworks/categories.ts re-exports them for the page.
 */
/** The query parameter that holds the chosen category. */
export const CATEGORY_PARAM = "category";

export type FrameworkCategory = { slug: string; title: string; count: number };

/**
 * The category a ?category= value names, or null for "all": an empty value
 * and one that names no category (a stale or mistyped link) show everything.
 * Letter case and surrounding spaces are forgiven.
 */
export function categoryFromParam(value: string | null | undefined, categories: readonly Pick<FrameworkCategory, "slug">[]): string | null {
  const wanted = (value ?? "").trim().toLowerCase();
  if (!wanted) return null;
  return categories.some((category) => category.slug === wanted) ? wanted : null;
}

/** A chip's link: the page's path with ?category=<slug>, or the bare path for "All". */
export function categoryHref(path: string, slug: string | null): string {
  return slug ? `${path}?${CATEGORY_PARAM}=${encodeURIComponent(slug)}` : path;
}

/** How many frameworks a category shows: its count, or the total for "all". */
export function shownCount(selected: string | null, categories: readonly FrameworkCategory[], total: number): number {
  if (selected === null) return total;
  return categories.find((category) => category.slug === selected)?.count ?? total;
}

/** The live region's sentence: "Showing all 18 frameworks", "Showing 4 of 18 frameworks". */
export function shownFrameworksLabel(shown: number, total: number): string {
  const noun = total === 1 ? "framework" : "frameworks";
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
