import type { SiteRoute } from "./index";

/** /product-mastery and its eight area pages. */
export const masteryRoutes: SiteRoute[] = [];
