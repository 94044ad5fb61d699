import type { SiteRoute } from "./index";

/** Product Mastery, interviews, AI PM 10x, psychology, books, legal pages. */
export const libraryRoutes: SiteRoute[] = [];
