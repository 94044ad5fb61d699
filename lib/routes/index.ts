/**
 * Every public (prerendered) route, in one place: the sitemap, the
 * accessibility spec and the internal-link checker all read this list.
 * Each feature owns its own file so features can land independently.
 */
import { coreRoutes } from "./core";
import { frameworkRoutes } from "./frameworks";
import { masteryRoutes } from "./mastery";
import { libraryRoutes } from "./library";
import { quizRoutes } from "./quiz";
import { interactiveRoutes } from "./interactive";

export type SiteRoute = {
  /** Path as a visitor types it, e.g. `/frameworks/kaizen`. */
  path: string;
  /** Short name for test titles and the sitemap. */
  name: string;
};

export const publicRoutes: readonly SiteRoute[] = [
  ...coreRoutes,
  ...frameworkRoutes,
  ...masteryRoutes,
  ...libraryRoutes,
  ...quizRoutes,
  ...interactiveRoutes,
];

export const publicPaths: readonly string[] = publicRoutes.map((r) => r.path);
