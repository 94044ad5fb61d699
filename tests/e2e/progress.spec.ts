import { readFileSync } from "node:fs";
import { resolvedStartPaths } from "../../data/home";
import { expect, test, type Page } from "../support/visitor";
import { frameworkCards } from "../../content/frameworks";
import { BACKUP_KEY, STORAGE_KEY } from "../../lib/progress/storage-keys";
import { publicRoutes } from "../../data/routes";
import { masteryAreas } from "../../content/mastery";
import { quizAreas } from "../../content/quiz/areas";
import { quizQuestions } from "../../content/quiz/questions";
import { topicBreakdown } from "../../lib/quiz/topic-breakdown";
import { expectNoAxeViolations, switchTheme, useTheme } from "../support/axe";
import { axeViolations } from "../support/axe-runner";
import { holdScripts } from "../support/hydration";
import { serverDocument } from "../support/server-html";

/** Learner progress (docs/product.md, Learner progress): kept in this browser, shown after hydration, never breaking a page. */

const frameworkTotal = frameworkCards.length;
const topicTotal = masteryAreas.reduce((n, area) => n + area.subsections.length, 0);

/** Hydration problems React reports in the console (development wording and production error codes). */
const hydrationProblem = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && hydrationProblem.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The progress slots swap in after hydration; a click before that lands on the placeholder. */
async function markButton(page: Page, index = 0) {
  const button = page.getByRole("button", { name: "Mark as read", exact: true }).nth(index);
  await expect(button).toHaveAttribute("data-progress-ready", "true");
  return button;
}

/** Site toasts on screen (one at a time). */
const toasts = (page: Page) => page.locator("li[data-variant]");

/** The texts kept aside as unreadable, as the store keeps them. */
async function setAsideTexts(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), BACKUP_KEY);
  return raw === null ? [] : (JSON.parse(raw) as { kept: { text: string }[] }).kept.map((k) => k.text);
}

async function stored(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), STORAGE_KEY);
}

const sample = {
  v: 2,
  items: {
    "/frameworks/kano-model": { read: true, at: 1_700_000_000_000 },
    "/frameworks/okrs": { read: false, at: 1_700_000_000_500 },
    "/product-mastery/product-thinking#customer-discovery": { read: true, at: 1_700_000_001_000 },
  },
  visited: { "/frameworks/kano-model": 1_700_000_002_000 },
  last: { path: "/frameworks/kano-model", title: "Kano Model", at: 1_700_000_002_000 },
  quiz: [{ at: 1_700_000_003_000, score: 17, total: 25, tier: "Solid Foundation", topics: {}, missed: [] }],
};

async function seed(page: Page, value: unknown) {
  await page.evaluate(([key, raw]) => window.localStorage.setItem(key!, raw!), [STORAGE_KEY, typeof value === "string" ? value : JSON.stringify(value)]);
}

test.describe("Learner progress", () => {
  test("marking a framework read survives reload and shows in the list, the counts and the home path", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/frameworks/lean-startup");
    const button = await markButton(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(await markButton(page)).toHaveAttribute("aria-pressed", "true");

    await page.goto("/frameworks");
    await expect(page.getByText(`1 of ${frameworkTotal} read`)).toBeVisible();
    const card = page.locator('a[href="/frameworks/lean-startup"]');
    await expect(card.locator('[data-progress-check="read"]')).toBeVisible();
    await expect(card).toContainText("Read");
    await expect(page.locator('a[href="/frameworks/kano-model"] [data-progress-check="read"]')).toHaveCount(0);

    await page.goto("/");
    const path = page.getByRole("article", { name: "New to product management" });
    const newcomerSteps = resolvedStartPaths().find((entry) => entry.id === "new-to-pm")!.steps.length;
    await expect(path.getByText(`1 of ${newcomerSteps} done`)).toBeVisible();
    await expect(path.locator('a[href="/frameworks/lean-startup"] [data-progress-check="read"]')).toBeVisible();
    const resume = page.getByRole("link", { name: /Continue where you left off/ });
    await expect(resume).toHaveAttribute("href", "/frameworks/lean-startup");
    await expect(resume).toContainText("Lean Startup");

    // Unmarking is the same button.
    await page.goto("/frameworks/lean-startup");
    await (await markButton(page)).click();
    await expect(await markButton(page)).toHaveAttribute("aria-pressed", "false");
    await page.goto("/frameworks");
    await expect(page.getByText(`0 of ${frameworkTotal} read`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("mastery topics, books and templates have their own button, counts and checks", async ({ page, request }) => {
    // Seven page loads: more than the default 30 s on a busy shared machine.
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const area = masteryAreas[0]!;
    await page.goto(`/product-mastery/${area.id}`);
    await expect(page.getByRole("button", { name: "Mark as read", exact: true })).toHaveCount(area.subsections.length);
    await (await markButton(page, 0)).click();
    await expect(page.getByText(`1 of ${area.subsections.length} topics read`)).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.locator('[data-progress-check="read"]')).toHaveCount(1);
    await expect(contents.getByRole("listitem").first().locator('[data-progress-check="read"]')).toBeVisible();

    await page.goto("/product-mastery");
    await expect(page.getByText(`1 of ${topicTotal} topics read`)).toBeVisible();

    // The first book and the first template as their index pages list them (read from the server HTML: no page load).
    const bookHref = (await serverDocument(request, "/books")).querySelector('main a[href^="/books/"]')!.getAttribute("href");
    await page.goto(bookHref!);
    await (await markButton(page)).click();
    await page.goto("/books");
    await expect(page.getByRole("article").filter({ has: page.locator(`a[href="${bookHref}"]`) }).locator('[data-progress-check="read"]')).toBeVisible();

    const templateHref = (await serverDocument(request, "/templates")).querySelector('main a[href^="/templates/"]')!.getAttribute("href");
    await page.goto(templateHref!);
    await (await markButton(page)).click();
    await page.goto("/templates");
    await expect(page.locator(`a[href="${templateHref}"] [data-progress-check="read"]`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("quiz history shows best and last score, and Retry missed questions runs only those", async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.goto("/pm-quiz");
    const history = page.getByRole("region", { name: "Your quiz history" });
    await expect(history).toContainText("once you finish the quiz");
    await expect(page.getByRole("button", { name: /Retry missed questions/ })).toHaveCount(0);

    let score = 0;
    for (const [i, question] of quizQuestions.entries()) {
      await expect(page.getByRole("heading", { name: `Question ${i + 1} of ${quizQuestions.length}` })).toBeVisible();
      await page.getByRole("group", { name: question.question }).getByRole("button").first().click();
      if (question.answers[0] === question.correctAnswer) score += 1;
    }
    const missed = quizQuestions.length - score;
    await expect(page.getByText(`Your score: ${score}/${quizQuestions.length}`)).toBeVisible();
    await expect(history).toContainText(`Best score ${score}/${quizQuestions.length}`);
    await expect(history).toContainText(`Last score ${score}/${quizQuestions.length}`);
    // The result's breakdown by skill area, to compare with /progress below.
    const resultAreas = await page.locator("[data-area]").allTextContents();
    expect(resultAreas.length).toBeGreaterThan(1);

    // /progress reads the attempt the way the result did: the same areas and verdicts, and each missed question.
    await page.goto("/progress");
    const latest = page.locator("[data-latest-attempt]");
    await expect(latest.getByRole("heading", { name: "By skill area" })).toBeVisible();
    expect(await latest.locator("[data-area]").allTextContents()).toEqual(resultAreas);
    const missedList = latest.getByRole("list", { name: `Missed questions (${missed})` });
    await expect(missedList.getByRole("listitem")).toHaveCount(missed);
    const firstMissed = quizQuestions.findIndex((q) => q.answers[0] !== q.correctAnswer);
    const link = missedList.getByRole("link", { name: `Question ${firstMissed + 1}: ${quizQuestions[firstMissed]!.question}` });
    await expect(link).toHaveAttribute("href", `/quiz-explanations#question-${firstMissed + 1}`);
    await link.click();
    await expect(page.locator(`#question-${firstMissed + 1}`)).toBeInViewport();
    await expect(page.locator(`#question-${firstMissed + 1}`)).toContainText(quizQuestions[firstMissed]!.question);

    await page.goto("/pm-quiz");
    await expect(history).toContainText(`Best score ${score}/${quizQuestions.length}`);
    const retry = page.getByRole("button", { name: `Retry missed questions (${missed})` });
    await retry.click();
    await expect(page.getByRole("heading", { name: `Question 1 of ${missed}` })).toBeVisible();
    const missedQuestions = quizQuestions.filter((q) => q.answers[0] !== q.correctAnswer);
    // Answer the first right (same messages as the full quiz) and the rest wrong.
    for (const [i, question] of missedQuestions.entries()) {
      await expect(page.getByRole("heading", { name: `Question ${i + 1} of ${missed}` })).toBeVisible();
      const group = page.getByRole("group", { name: question.question });
      if (i === 0) {
        await group.getByRole("button", { name: question.correctAnswer }).click();
        await expect(page.locator('[data-variant="default"]')).toContainText("Correct!");
      } else {
        await group.getByRole("button").first().click();
      }
    }
    await expect(page.getByText(`Your score: 1/${missed}`)).toBeVisible();
    // The strip still describes the retry until the visitor goes back to the full quiz; there, only the
    // questions missed in the retry are left to retry, and best and last stay full-quiz scores.
    await expect(history).toContainText(`Retrying ${missed} missed questions.`);
    await history.getByRole("button", { name: "Back to the full quiz" }).click();
    await expect(page.getByRole("heading", { name: `Question 1 of ${quizQuestions.length}` })).toBeVisible();
    await expect(history.getByRole("button", { name: `Retry missed questions (${missed - 1})` })).toBeVisible();
    await expect(history).toContainText(`Best score ${score}/${quizQuestions.length}`);
    await expect(history).toContainText(`Last score ${score}/${quizQuestions.length}`);

    await page.goto("/progress");
    await expect(page.locator("[data-quiz-attempt]")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Quiz attempts" })).toContainText(`Retry of ${missed} missed questions`);
    // The latest attempt is now the retry: its missed questions, and its areas counted over the questions it asked.
    await expect(latest).toContainText(`1/${missed}`);
    await expect(latest.getByRole("list", { name: `Missed questions (${missed - 1})` }).getByRole("listitem")).toHaveCount(missed - 1);
    const retryAreas = topicBreakdown(missedQuestions, missedQuestions.map((_, i) => i).slice(1), quizAreas);
    await expect(latest.locator("[data-area]")).toHaveCount(retryAreas.length);
    for (const area of retryAreas) await expect(latest.locator(`[data-area="${area.area.id}"]`)).toContainText(`${area.correct} of ${area.total} right`);
    expect(problems).toEqual([]);
  });

  test("export, then reset (its confirmation passes axe in both themes), then import restores the same state", async ({ page }) => {
    const problems = watchConsole(page);
    await useTheme(page, "light");
    await page.goto("/progress");
    await seed(page, sample);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your progress", level: 1 })).toBeVisible();
    await expect(page.getByText("stored only in this browser")).toBeVisible();
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export progress" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pm-knowledge-hub-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, "utf8"));
    expect(exported).toEqual(sample);

    await page.getByRole("button", { name: "Reset progress" }).click();
    // The page as loaded is checked on every route by routes.spec.ts (with stored progress); the confirmation only here:
    // all rules in one theme, the colour rules in the other.
    await expect(page.getByRole("button", { name: "Yes, reset everything" })).toBeVisible();
    await expectNoAxeViolations(page, "the reset confirmation, light theme");
    await switchTheme(page, "dark");
    expect(await axeViolations(page, "colour"), "the reset confirmation, dark theme").toEqual([]);
    await page.getByRole("button", { name: "Yes, reset everything" }).click();
    await expect(page.getByRole("status")).toContainText("Your progress was reset");
    expect(await stored(page)).toBeNull();
    // Nothing read now: the overview says so, and the sections are the first visit's compact links (no rows, no marks).
    await expect(page.getByRole("region", { name: "Overview" })).toContainText(/^Overview\s*0%\s*0 of \d+ pages and topics read/);
    await expect(page.locator("[data-progress-sections]")).toBeVisible();
    await expect(page.locator("[data-progress-item]")).toHaveCount(0);

    await page.getByLabel("Import progress").setInputFiles(file);
    await expect(page.getByRole("status")).toContainText("Imported 2 read items and 1 quiz attempt");
    expect(await stored(page)).toEqual(sample);
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
    expect(problems).toEqual([]);
  });

  /** One read framework: the export of a browser that has marked one page. */
  const oneRead = { v: 2, items: { "/frameworks/kano-model": { read: true, at: 1_700_000_000_000 } }, visited: {}, last: null, quiz: [] };
  const oneReadFile = { name: "progress.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(oneRead)) };

  test("a file chosen in Import before the page's script has run is imported once it is live, once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/progress", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Import progress").setInputFiles(oneReadFile);
    release();
    await expect(page.getByRole("status")).toHaveText("Imported 1 read item and 0 quiz attempts.");
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
    expect(await stored(page)).toEqual(oneRead);
    // Imported once: the same file again has nothing new, and says so.
    await page.getByLabel("Import progress").setInputFiles(oneReadFile);
    await expect(page.getByRole("status")).toHaveText("Nothing new in that file: its 1 read item and 0 quiz attempts are already here.");
  });

  test("export, reset and import, five times over on fresh loads: the item is read again each time and the status line says so", async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const item = page.locator('[data-progress-item="/frameworks/kano-model"]');
    await page.goto("/progress");
    await seed(page, oneRead);
    for (let round = 1; round <= 5; round++) {
      // No waiting for the page to be ready: each step is taken as soon as its button is there.
      await page.reload();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export progress" }).click();
      const file = await (await downloading).path();
      expect(JSON.parse(readFileSync(file, "utf8")), `round ${round}: the export`).toEqual(oneRead);

      await page.getByRole("button", { name: "Reset progress" }).click();
      await page.getByRole("button", { name: "Yes, reset everything" }).click();
      await page.getByLabel("Import progress").setInputFiles(file);
      await expect(page.getByRole("status"), `round ${round}: the status line`).toHaveText("Imported 1 read item and 0 quiz attempts.");
      await expect(item, `round ${round}: the item`).toHaveAttribute("data-read", "true");
      expect(await stored(page), `round ${round}: what is stored`).toEqual(oneRead);
    }
    expect(problems).toEqual([]);
  });

  test("a bad import file shows its message and keeps the progress", async ({ page }) => {
    await page.goto("/progress");
    await seed(page, sample);
    await page.reload();
    const input = page.getByLabel("Import progress");
    await expect(page.locator("[data-progress-dashboard]")).toHaveAttribute("data-progress-dashboard", "ready");

    await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"todo":["milk"]}') });
    await expect(page.getByRole("status")).toContainText("not a progress export from this site. Nothing was changed.");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("status")).toContainText("it is not JSON");
    await input.setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(1024 * 1024 + 10, 32) });
    await expect(page.getByRole("status")).toContainText("over 1 MB");
    expect(await stored(page)).toEqual(sample);
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
  });

  test("corrupted data: the first page opened works, says so once, keeps the data recoverable, and later marks work", async ({ page }) => {
    const problems = watchConsole(page);
    const raw = '{"v":2,"items":"not an object"';
    await page.addInitScript(([key, value]) => {
      if (!sessionStorage.getItem("corrupted")) {
        window.localStorage.setItem(key!, value!);
        sessionStorage.setItem("corrupted", "1");
      }
    }, [STORAGE_KEY, raw]);

    // A framework page, not /progress, is where the visitor meets it.
    await page.goto("/frameworks/kano-model");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Your saved progress could not be read");
    await expect(toasts(page)).toContainText("Nothing was deleted");
    await expect(toasts(page).getByRole("link", { name: "Open your progress page" })).toHaveAttribute("href", "/progress");
    // Recoverable at once, whatever the visitor does next.
    expect(await setAsideTexts(page)).toEqual([raw]);

    const button = await markButton(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    expect(await setAsideTexts(page)).toEqual([raw]);

    // Said once: the next pages do not repeat it, and the mark is there.
    await page.goto("/frameworks");
    await expect(page.getByText(`1 of ${frameworkTotal} read`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`1 of ${frameworkTotal} read`)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);

    // /progress keeps the notice, with the data to download and a way to clear it.
    await page.goto("/progress");
    const notice = page.locator("[data-set-aside]");
    await expect(notice.getByRole("heading", { name: "Your saved progress could not be read" })).toBeVisible();
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
    await expect(toasts(page)).toHaveCount(0);
    const downloading = page.waitForEvent("download");
    await notice.getByRole("button", { name: "Download unreadable data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pm-knowledge-hub-unreadable-progress-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(readFileSync(await download.path(), "utf8")).toBe(raw);

    await notice.getByRole("button", { name: "Clear unreadable data" }).click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("pmkh-progress-unreadable"))).toBeNull();
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
    expect(problems).toEqual([]);
  });

  test("one bad entry costs only that entry: the rest is kept and the message says how much was left out", async ({ page }) => {
    const damaged = { ...sample, items: { ...sample.items, "/frameworks/lean-startup": { read: true, at: -1 } } };
    await page.addInitScript(([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        window.localStorage.setItem(key!, value!);
        sessionStorage.setItem("seeded", "1");
      }
    }, [STORAGE_KEY, JSON.stringify(damaged)]);
    await page.goto("/frameworks");
    await expect(page.getByText(`1 of ${frameworkTotal} read`)).toBeVisible();
    await expect(page.locator('a[href="/frameworks/kano-model"] [data-progress-check="read"]')).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("1 saved entry could not be read");
    await expect(toasts(page)).toContainText("The rest of your progress is here as before");
    const kept = (await stored(page)) as typeof sample;
    expect(kept.items).toEqual(sample.items);
    expect(kept.quiz).toEqual(sample.quiz);
    expect(await setAsideTexts(page)).toEqual([JSON.stringify(damaged)]);
  });

  test("storage that refuses every write says once that progress is lost on leaving the page, and /progress says so too", async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "theme") return;
        void value;
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("/frameworks/kano-model");
    const button = await markButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.locator('[data-variant="destructive"]')).toContainText("Progress not saved");
    await expect(page.locator('[data-variant="destructive"]')).toContainText("what you mark is lost when you leave this page");
    // True to its word: on the next page the mark is gone, and /progress says why.
    await page.goto("/progress");
    await expect(page.getByRole("heading", { name: "Your progress", level: 1 })).toBeVisible();
    const notice = page.locator("[data-unsaved]");
    await expect(notice).toHaveAttribute("data-unsaved", "page");
    await expect(notice.getByRole("heading", { name: "Progress not saved" })).toBeVisible();
    await expect(notice).toContainText("what you mark is lost when you leave this page");
    await expect(page.getByRole("region", { name: "Overview" })).toContainText(/0 of \d+ pages and topics read/);
    await expect(page.locator("[data-progress-sections]")).toBeVisible();
    await expect(page.locator("[data-progress-item]")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("when only this browser's storage refuses writes, progress lasts for the tab, as the one message says", async ({ page }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage && key !== "theme") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await page.goto("/frameworks/kano-model");
    await (await markButton(page)).click();
    await expect(await markButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Progress kept for this tab only");
    await expect(toasts(page)).toContainText("lasts until you close this tab");

    // Across full page loads in the same tab, the mark stays, and the message is not repeated.
    await page.goto("/frameworks/lean-startup");
    await (await markButton(page)).click();
    await expect(await markButton(page)).toHaveAttribute("aria-pressed", "true");
    await page.goto("/frameworks");
    await expect(page.getByText(`2 of ${frameworkTotal} read`)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await page.goto("/progress");
    await expect(page.locator("[data-unsaved]")).toHaveAttribute("data-unsaved", "tab");
    await expect(page.locator("[data-unsaved]")).toContainText("lasts until you close this tab");
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test("Continue where you left off follows learning pages (the quiz, the comic, templates), not home, indexes or legal pages", async ({ page }) => {
    test.setTimeout(60_000);
    const resume = page.getByRole("link", { name: /Continue where you left off/ });
    async function visit(path: string) {
      await page.goto(path);
      await expect.poll(async () => ((await stored(page)) as { visited?: Record<string, number> } | null)?.visited?.[path]).toBeGreaterThan(0);
    }
    async function expectResume(path: string, title: string) {
      await page.goto("/");
      await expect(resume).toHaveAttribute("href", path);
      await expect(resume).toContainText(title);
    }
    await visit("/pm-quiz");
    await expectResume("/pm-quiz", "PM Mastery Check");
    await visit("/ship-happens");
    await expectResume("/ship-happens", "Ship Happens");
    // Passed through on the way, or not learning: counted as visited, never "where you left off".
    for (const path of ["/frameworks", "/templates", "/privacy-policy", "/terms-of-service"]) await visit(path);
    await page.goto("/progress");
    await expectResume("/ship-happens", "Ship Happens");
    const template = publicRoutes.find((route) => route.path.startsWith("/templates/"))!;
    await visit(template.path);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expectResume(template.path, title);
  });

  test("two tabs stay in sync without a reload", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/frameworks/kano-model");
    await second.goto("/frameworks");
    await expect(second.getByText(`0 of ${frameworkTotal} read`)).toBeVisible();

    await (await markButton(first)).click();
    await expect(second.getByText(`1 of ${frameworkTotal} read`)).toBeVisible();
    await expect(second.locator('a[href="/frameworks/kano-model"] [data-progress-check="read"]')).toBeVisible();

    await second.goto("/frameworks/kano-model");
    await (await markButton(second)).click();
    await expect(await markButton(first)).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("The progress dashboard", () => {
  const ready = (page: Page) => expect(page.locator("[data-progress-dashboard]")).toHaveAttribute("data-progress-dashboard", "ready");
  const markable = frameworkTotal + topicTotal;

  test("a first visit: an overview at zero beside three first steps and the quiz under Start here, a pair, and the sections as compact links", async ({ page }) => {
    await page.goto("/progress");
    await ready(page);
    const overview = page.getByRole("region", { name: "Overview" });
    await expect(overview).toContainText(/0 of \d+ pages and topics read/);
    await expect(overview).toContainText("Nothing marked yet");
    // What there is to read, as six figures that lead to their kind (the quiz the sixth), not five empty bars.
    const figures = overview.getByRole("list", { name: "What there is to read" });
    await expect(figures.getByRole("listitem")).toHaveCount(6);
    await expect(overview.locator('[data-progress-kind="Frameworks"]')).toContainText(String(frameworkTotal));
    await expect(overview.locator('[data-progress-kind="Frameworks"] .bg-border')).toHaveCount(0);
    await expect(overview.locator('[data-progress-kind="Frameworks"]').getByRole("link")).toHaveAttribute("href", "/frameworks");
    await expect(overview.locator('[data-progress-kind="Quiz"]').getByRole("link")).toHaveAttribute("href", "/pm-quiz");
    const start = page.getByRole("region", { name: "Start here" });
    const steps = start.getByRole("link");
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toHaveAttribute("href", frameworkCards[0]!.href);
    await expect(steps.last()).toHaveAttribute("href", "/pm-quiz");
    // Each step looks like a link: its title in the link colour (not the text colour) and an arrow.
    const [titleColour, textColour] = await Promise.all([
      steps.first().getByText(frameworkCards[0]!.title, { exact: true }).evaluate((el) => getComputedStyle(el).color),
      page.locator("body").evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(titleColour).not.toBe(textColour);
    await expect(steps.first().locator("svg")).toHaveCount(1);
    // On a wide screen the two panels are a pair: level, as tall as each other, and each one's content reaching
    // its foot (the overview used to end 140 px above "Start here", a hole under it).
    await page.setViewportSize({ width: 1280, height: 900 });
    const [overviewBox, startBox, figuresBox, lastStep] = [await overview.boundingBox(), await start.boundingBox(), await figures.boundingBox(), await steps.last().boundingBox()];
    expect(Math.abs(overviewBox!.y - startBox!.y)).toBeLessThan(1);
    expect(Math.abs(overviewBox!.height - startBox!.height)).toBeLessThan(1);
    expect(overviewBox!.y + overviewBox!.height - (figuresBox!.y + figuresBox!.height)).toBeLessThan(40);
    expect(startBox!.y + startBox!.height - (lastStep!.y + lastStep!.height), "under the last step, only the line on Continue").toBeLessThan(100);
    const [title, ring] = [await overview.getByRole("heading", { name: "Overview" }).boundingBox(), await overview.getByText(/^\d+%$/).boundingBox()];
    expect(ring!.y - (title!.y + title!.height), "the ring right under the title").toBeLessThan(80);
    // On a phone, where to start comes before the overview of zeros.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await start.boundingBox())!.y).toBeLessThan((await overview.boundingBox())!.y);
    // With nothing read, no rows of "0 of N read" with empty bars: every section as one compact link with its size,
    // two to a row on a phone.
    await expect(page.locator("details")).toHaveCount(0);
    await expect(page.getByText(/^0 of \d+ read$/)).toHaveCount(0);
    const sections = page.locator("[data-progress-sections]");
    await expect(sections.getByRole("link")).toHaveCount(4 + masteryAreas.length);
    const guides = sections.getByRole("link", { name: /^Guides/ });
    await expect(guides).toHaveAttribute("href", "/guides");
    await expect(guides).toContainText(/\d+ pages/);
    await expect(sections.getByRole("link", { name: new RegExp(`^${masteryAreas[0]!.title}`) })).toContainText(`${masteryAreas[0]!.subsections.length} topics`);
    const [firstChip, secondChip] = [await sections.getByRole("link").nth(0).boundingBox(), await sections.getByRole("link").nth(1).boundingBox()];
    expect(Math.abs(firstChip!.y - secondChip!.y)).toBeLessThan(1);
    expect(firstChip!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The routes pass checks /progress with stored progress; the first visit's layout is its own, so axe here too.
    await expectNoAxeViolations(page, "first visit, light theme");
    await switchTheme(page, "dark");
    expect(await axeViolations(page, "colour"), "first visit, dark theme").toEqual([]);
  });

  test("a returning learner: counts per kind, the next unread page of each started section, and the section marked in last open", async ({ page }) => {
    const area = masteryAreas[0]!;
    const [firstTopic, secondTopic] = area.subsections;
    const read = { read: true, at: 1_700_000_000_000 };
    await page.goto("/progress");
    await seed(page, {
      v: 2,
      items: { [frameworkCards[0]!.href]: read, [frameworkCards[2]!.href]: read, [`/product-mastery/${area.id}#${firstTopic!.id}`]: { read: true, at: read.at + 1 } },
      visited: {},
      last: null,
      quiz: [],
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await ready(page);
    const overview = page.getByRole("region", { name: "Overview" });
    expect(markable).toBeGreaterThan(3);
    await expect(overview).toContainText(/3 of \d+ pages and topics read/);
    await expect(overview.locator('[data-progress-kind="Frameworks"]')).toContainText(`2 of ${frameworkTotal}`);
    await expect(overview.locator('[data-progress-kind="Product Mastery topics"]')).toContainText(`1 of ${topicTotal}`);
    const next = page.getByRole("region", { name: "Read next" }).getByRole("link");
    // Started sections first (the next unread framework, then the next topic of the area), then a new section.
    await expect(next.nth(0)).toHaveAttribute("href", frameworkCards[1]!.href);
    await expect(next.nth(1)).toHaveAttribute("href", `/product-mastery/${area.id}#${secondTopic!.id}`);
    await expect(next.nth(2)).toHaveAttribute("href", /^\/guides\//);
    await expect(next).toHaveCount(4);
    // The two panels a pair here too: as tall as each other, the bars reaching the overview's foot.
    const [overviewBox, nextBox, lastBar] = [
      await overview.boundingBox(),
      await page.getByRole("region", { name: "Read next" }).boundingBox(),
      await overview.locator('[data-progress-kind="Templates"]').boundingBox(),
    ];
    expect(Math.abs(overviewBox!.height - nextBox!.height)).toBeLessThan(1);
    expect(overviewBox!.y + overviewBox!.height - (lastBar!.y + lastBar!.height)).toBeLessThan(40);
    // The area marked in last is open with its titles; Frameworks, read too, shows its count and opens on a click.
    await expect(page.getByRole("region", { name: area.title }).locator("details")).toHaveAttribute("open", "");
    await expect(page.getByRole("link", { name: `${firstTopic!.title} (read)` })).toBeVisible();
    await expect(page.locator("details[open]")).toHaveCount(1);
    const frameworks = page.getByRole("region", { name: "Frameworks" });
    await expect(frameworks.getByText(`2 of ${frameworkTotal} read`)).toBeVisible();
    await frameworks.getByRole("heading", { name: "Frameworks" }).click();
    await expect(frameworks.getByRole("link", { name: `${frameworkCards[2]!.title} (read)` })).toBeVisible();
  });

  test("each section keeps its own height: a shut one is one line, an open one ends under its last title", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/progress");
    await seed(page, { v: 2, items: { [frameworkCards[0]!.href]: { read: true, at: 1 } }, visited: {}, last: null, quiz: [] });
    await page.reload();
    await ready(page);
    for (const name of ["Guides", "Book reviews", "Templates"]) {
      const box = await page.getByRole("region", { name }).boundingBox();
      expect(box!.height, name).toBeLessThan(90);
    }
    const frameworks = page.getByRole("region", { name: "Frameworks" });
    const section = (await frameworks.boundingBox())!;
    const lastTitle = (await frameworks.locator("[data-progress-item]").last().boundingBox())!;
    const openLink = (await frameworks.getByRole("link", { name: "Open frameworks" }).boundingBox())!;
    expect(openLink.y).toBeGreaterThan(lastTitle.y);
    expect(section.y + section.height - (openLink.y + openLink.height)).toBeLessThan(40);
  });
});

test("on a first visit, with nothing stored, Reset and Export are not offered, a line says why and Import leads; once something is stored they are", async ({ page }) => {
  await page.goto("/progress");
  await expect(page.locator('[data-progress-dashboard="ready"]')).toBeVisible();
  // Disabled, they read as broken (the reset's pale red most of all): absent, with the reason in words.
  await expect(page.getByRole("button", { name: "Reset progress" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export progress" })).toHaveCount(0);
  await expect(page.getByText("Nothing is stored in this browser yet, so there is nothing to export or reset.")).toBeVisible();
  // Import is the filled button while there is nothing to export.
  const filled = (name: string) => page.getByText(name, { exact: true }).evaluate((el) => el.closest("button, label")!.classList.contains("bg-primary"));
  expect(await filled("Import progress")).toBe(true);
  // A guide opened is remembered (the link back to it): now there is something to reset.
  await page.goto("/guides/roadmaps");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", STORAGE_KEY)).toContain("/guides/roadmaps");
  await page.goto("/progress");
  await expect(page.locator('[data-progress-dashboard="ready"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset progress" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Export progress" })).toBeEnabled();
  expect(await filled("Export progress"), "Export leads once there is something to export").toBe(true);
  expect(await filled("Import progress")).toBe(false);
});
