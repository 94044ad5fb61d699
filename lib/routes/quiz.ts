import type { SiteRoute } from "./index";

/** The PM Mastery Check quiz and its answer explanations. */
export const quizRoutes: SiteRoute[] = [];
