/**
 * The route registry for this site's content: every public page (the fixed
 * ones and one per framework, guide, Product Mastery area, book review, template and
 * glossary term) and the admin area. lib/routes holds the rules; the sitemap,
 * the nav and footer checks, the tests and the Node scripts
 * (scripts/site-routes.mjs) read the result here.
 */
import { adminRoutes, buildPublicRoutes, type SiteRoute } from "@/lib/routes";
import { bookReviews } from "./books";
import { frameworkPages } from "./frameworks";
import { glossaryEntries } from "./glossary";
import { guidePages } from "./guides";
import { masteryAreas } from "./mastery";
import { templates } from "./templates";

export { adminRoutes, type SiteRoute } from "@/lib/routes";

/** Every public (prerendered, indexable) page, grouped by section. */
export const publicRoutes: readonly SiteRoute[] = buildPublicRoutes({
  frameworks: frameworkPages,
  guides: guidePages,
  masteryAreas,
  books: bookReviews,
  glossary: glossaryEntries,
  templates,
});

export const publicPaths: readonly string[] = publicRoutes.map((route) => route.path);

export const siteRoutes: readonly SiteRoute[] = [...publicRoutes, ...adminRoutes];
