import type { SiteRoute } from "./index";

/** The glossary and the Ship Happens comic. */
export const interactiveRoutes: SiteRoute[] = [];
