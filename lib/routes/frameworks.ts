import type { SiteRoute } from "./index";

/** /frameworks and the ten framework explainers. */
export const frameworkRoutes: SiteRoute[] = [];
