import type { SiteRoute } from "./index";

/** The PM Mastery Check quiz and its answer explanations. */
export const quizRoutes: SiteRoute[] = [
  { path: "/pm-quiz", name: "PM Mastery Check" },
  { path: "/quiz-explanations", name: "Quiz explanations" },
];
