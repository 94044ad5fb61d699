import { expect, test, type ConsoleMessage } from "@playwright/test";
import { quizQuestions } from "../../content/quiz/questions";
import { publicRoutes } from "../../lib/routes";
import { questionId } from "../../lib/progress/quiz-history";
import { isRecordable } from "../../lib/progress/resume";

/**
 * Every public page (lib/routes, the sitemap's source) opened by a returning
 * learner, whose stored progress fills in after hydration on most of them:
 * read pages and topics, a last page, two quiz attempts. Any console error, a
 * React hydration warning or an uncaught error fails the test. One browser
 * context per half of the list, pages in turn: two workers check the site in
 * about a minute.
 */

const asked = quizQuestions.slice(0, 3);
const progress = {
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

/** What React reports about hydration, in development wording and as production error codes. */
const hydrationProblem = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

const halves = [publicRoutes.slice(0, Math.ceil(publicRoutes.length / 2)), publicRoutes.slice(Math.ceil(publicRoutes.length / 2))];

test.describe.configure({ mode: "parallel" });

for (const [index, routes] of halves.entries()) {
  test(`no console error or hydration warning on any public page, with stored progress (part ${index + 1} of 2)`, async ({ page }) => {
    // Generous for a busy shared machine; a quiet one needs about a minute per part.
    test.setTimeout(300_000);
    const problems: string[] = [];
    let current = "";
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error" || (message.type() === "warning" && hydrationProblem.test(message.text()))) {
        problems.push(`${current}: console ${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`${current}: uncaught ${error.message}`));
    await page.addInitScript((value) => {
      if (!window.localStorage.getItem("pmkh-progress")) window.localStorage.setItem("pmkh-progress", value);
    }, JSON.stringify(progress));

    for (const route of routes) {
      current = route.path;
      const opened = Date.now();
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      // Done once the progress leaves have loaded and read the stored data, well after hydration: the page
      // recorded its visit, or (home and /progress, which record none) its progress shows as ready.
      await page.waitForFunction(
        ([path, since, recorded]) =>
          recorded
            ? (JSON.parse(window.localStorage.getItem("pmkh-progress") ?? "{}").visited?.[path] ?? 0) >= since
            : document.querySelector('[data-progress-meter="ready"], [data-progress-dashboard="ready"]') !== null,
        [route.path, opened, isRecordable(route.path)] as const,
        { polling: 50 },
      );
      await expect(page.locator('[data-progress-ready="false"], [data-progress-meter="pending"], [data-progress-dashboard="pending"]')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}
