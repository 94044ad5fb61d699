import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { frameworkCards } from "../../content/frameworks";
import { masteryAreas } from "../../content/mastery";
import { quizQuestions } from "../../content/quiz/questions";
import { expectNoAxeViolations, useTheme, type Theme } from "../support/axe";

/** Learner progress (issue 17): kept in this browser, shown after hydration, never breaking a page. */

const STORAGE_KEY = "pmkh-progress";
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
    await expect(path.getByText("1 of 5 done")).toBeVisible();
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

  test("mastery topics, books and templates have their own button, counts and checks", async ({ page }) => {
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

    await page.goto("/books");
    const bookHref = await page.locator('a[href^="/books/"]').first().getAttribute("href");
    await page.goto(bookHref!);
    await (await markButton(page)).click();
    await page.goto("/books");
    await expect(page.getByRole("article").filter({ has: page.locator(`a[href="${bookHref}"]`) }).locator('[data-progress-check="read"]')).toBeVisible();

    await page.goto("/templates");
    const templateHref = await page.locator('main a[href^="/templates/"]').first().getAttribute("href");
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

    await page.reload();
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
    // Now only the questions missed in the retry are left to retry; best and last stay full-quiz scores.
    await expect(page.getByRole("button", { name: `Retry missed questions (${missed - 1})` })).toBeVisible({ timeout: 5000 }).catch(async () => {
      await page.getByRole("button", { name: "Back to the full quiz" }).click();
      await expect(page.getByRole("button", { name: `Retry missed questions (${missed - 1})` })).toBeVisible();
    });

    await page.goto("/progress");
    await expect(page.locator("[data-quiz-attempt]")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Quiz attempts" })).toContainText("Retry of missed questions");
    await expect(page.getByRole("heading", { name: "Last attempt by topic" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("export, then reset, then import restores the same state", async ({ page }) => {
    const problems = watchConsole(page);
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
    await page.getByRole("button", { name: "Yes, reset everything" }).click();
    await expect(page.getByRole("status")).toContainText("Your progress was reset");
    expect(await stored(page)).toBeNull();
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "false");

    await page.getByLabel("Import progress").setInputFiles(file);
    await expect(page.getByRole("status")).toContainText("Imported 2 read items and 1 quiz attempt");
    expect(await stored(page)).toEqual(sample);
    await expect(page.locator('[data-progress-item="/frameworks/kano-model"]')).toHaveAttribute("data-read", "true");
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

  test("a corrupted store shows its message, and every page still works", async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem("corrupted")) {
        window.localStorage.setItem(key, '{"v":2,"items":"not an object"');
        sessionStorage.setItem("corrupted", "1");
      }
    }, STORAGE_KEY);
    await page.goto("/progress");
    await expect(page.getByRole("alert").filter({ hasText: "Your saved progress could not be read" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your progress", level: 1 })).toBeVisible();

    for (const path of ["/", "/frameworks", "/product-mastery"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
    }
    await page.goto("/frameworks/kano-model");
    const button = await markButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    // The unreadable data was set aside, not thrown away.
    expect(await page.evaluate(() => window.localStorage.getItem("pmkh-progress-unreadable"))).toBe('{"v":2,"items":"not an object"');
    await page.goto("/progress");
    await expect(page.locator("[data-progress-dashboard]")).toHaveAttribute("data-progress-dashboard", "ready");
    await expect(page.getByText("Your saved progress could not be read")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("storage that refuses writes (private mode, quota) says so once and the page keeps working", async ({ page }) => {
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
    await expect(page.locator('[data-variant="destructive"]')).toContainText("Progress not saved");
    await page.goto("/progress");
    await expect(page.getByText("This browser is not letting the site store data")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your progress", level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
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

  for (const theme of ["light", "dark"] as Theme[]) {
    test(`/progress has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/progress");
      await seed(page, sample);
      await page.reload();
      await expect(page.locator("[data-progress-dashboard]")).toHaveAttribute("data-progress-dashboard", "ready");
      await page.getByRole("button", { name: "Reset progress" }).click();
      await expectNoAxeViolations(page);
    });
  }
});
