import type { SiteRoute } from "./index";

/** Quiz, explanations, glossary and the comic. */
export const learningRoutes: SiteRoute[] = [];
