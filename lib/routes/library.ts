import type { SiteRoute } from "./index";

/** Interviews, AI PM 10x, product psychology, books and legal pages. */
export const libraryRoutes: SiteRoute[] = [];
