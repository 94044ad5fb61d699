import type { BrowserContext, Page } from "@playwright/test";
import { quizQuestions } from "../../content/quiz/questions";
import { isRecordable } from "../../lib/progress/resume";
import { questionId } from "../../lib/progress/quiz-history";

/**
 * A returning learner's stored progress: read pages and topics, a last page,
 * two quiz attempts. The per-route pass opens every page as this learner, so
 * the progress leaves that fill in after hydration run everywhere.
 */
const asked = quizQuestions.slice(0, 3);
export const storedProgress = {
  v: 2,
  items: {
    "/frameworks/kano-model": { read: true, at: 1_700_000_000_000 },
    "/frameworks/lean-startup": { read: false, at: 1_700_000_000_100 },
    "/product-mastery/product-thinking#customer-obsession": { read: true, at: 1_700_000_000_200 },
    "/books/product-leadership": { read: true, at: 1_700_000_000_300 },
  },
  visited: { "/frameworks/kano-model": 1_700_000_001_000, "/glossary": 1_700_000_001_100 },
  last: { path: "/frameworks/kano-model", title: "Kano Model", at: 1_700_000_001_000 },
  quiz: [
    { at: 1_700_000_002_000, score: 22, total: quizQuestions.length, tier: "Senior PM Material", topics: {}, missed: asked.map(questionId) },
    { at: 1_700_000_003_000, score: 2, total: asked.length, tier: "", topics: {}, missed: [questionId(asked[0]!)], retry: true, asked: asked.map(questionId) },
  ],
};

/** Every page of the context opens in the light theme, with the learner's progress stored (once: visits add to it). */
export async function returningLearner(context: BrowserContext) {
  await context.addInitScript((value) => {
    window.localStorage.setItem("theme", "light");
    if (!window.localStorage.getItem("pmkh-progress")) window.localStorage.setItem("pmkh-progress", value);
  }, JSON.stringify(storedProgress));
}

/**
 * Waits until the progress leaves have loaded and read the stored data, well
 * after hydration: the page recorded its visit (opened at `since`), or (home
 * and /progress, which record none) its progress shows as ready; and no
 * progress slot is left pending.
 */
export async function waitForProgress(page: Page, path: string, since: number) {
  await page.waitForFunction(
    ([route, opened, recorded]) =>
      (recorded
        ? (JSON.parse(window.localStorage.getItem("pmkh-progress") ?? "{}").visited?.[route] ?? 0) >= opened
        : document.querySelector('[data-progress-meter="ready"], [data-progress-dashboard="ready"]') !== null) &&
      document.querySelector('[data-progress-ready="false"], [data-progress-meter="pending"], [data-progress-dashboard="pending"]') === null,
    [path, since, isRecordable(path)] as const,
    { polling: 50 },
  );
}
