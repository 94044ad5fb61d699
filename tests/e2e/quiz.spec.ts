import { expect, test, type Page } from "../support/visitor";
import { quizExplanations } from "../../content/quiz/explanations";
import { quizQuestions } from "../../content/quiz/questions";
import { scoreTiers } from "../../content/quiz/score-tiers";
import { quizAreas } from "../../content/quiz/areas";
import { tierForScore } from "../../lib/quiz/tiers";
import { expectNoAxeViolations, switchTheme, useTheme } from "../support/axe";
import { axeViolations } from "../support/axe-runner";
import { contrast } from "../support/contrast";
import { holdScripts, openHydrated } from "../support/hydration";
import { headingsAt, LINKS, named, serverDocument, textOf, theOne } from "../support/server-html";

const total = quizQuestions.length;
/** The four answers, labelled by the question they belong to. */
const answerGroup = (page: Page, index = 0) => page.getByRole("group", { name: quizQuestions[index]!.question });
const toast = (page: Page, variant: "default" | "destructive") => page.locator(`[data-variant="${variant}"]`);

test.describe("PM Mastery Check", () => {
  test("a full run always choosing the first answer reaches the result screen, and Try Again starts over", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/pm-quiz");
    await expect(page).toHaveTitle(/PM Mastery Check/);
    await expect(page.getByText(`Score: 0/${total}`)).toBeVisible();

    let expectedScore = 0;
    for (const [i, question] of quizQuestions.entries()) {
      await expect(page.getByRole("heading", { name: `Question ${i + 1} of ${total}` })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute("aria-valuenow", String(i));
      const right = question.answers[0] === question.correctAnswer;
      await answerGroup(page, i).getByRole("button").first().click();
      if (right) expectedScore += 1;
      // The last answer's toast is dismissed when the result appears (docs/product.md, Quiz): checked below.
      if (i < total - 1) await expect(toast(page, right ? "default" : "destructive")).toContainText(right ? "Correct!" : "Not quite right");
    }

    const tier = tierForScore(expectedScore, scoreTiers, total);
    await expect(page.getByRole("heading", { name: "Quiz complete" })).toBeFocused();
    await expect(page.locator("[data-variant]")).toHaveCount(0);
    await expect(page.getByText(`Your score: ${expectedScore}/${total}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: tier.title })).toBeVisible();
    await expect(page.getByText(tier.description)).toBeVisible();
    const review = page.getByRole("list", { name: "What to study next" }).getByRole("listitem");
    await expect(review).toHaveCount(total - expectedScore);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeFocused();
    await expect(page.getByText(`Score: 0/${total}`)).toBeVisible();
  });

  test("answers with the number keys (the tip says so, with a mouse and keyboard) and moves focus to the next question", async ({ page }) => {
    const first = quizQuestions[0]!;
    const second = quizQuestions[1]!;
    const rightKey = String(first.answers.indexOf(first.correctAnswer) + 1);
    const wrongKey = String(second.answers.findIndex((a) => a !== second.correctAnswer) + 1);
    await openQuiz(page);
    await expect(page.getByText("Tip: press 1, 2, 3 or 4")).toBeVisible();
    await expect(answerGroup(page).getByRole("button").first()).toHaveAttribute("aria-keyshortcuts", "1");

    await page.keyboard.press(rightKey);
    await expect(toast(page, "default")).toContainText("Great job! Moving to the next question...");
    await expect(page.getByRole("heading", { name: `Question 2 of ${total}` })).toBeFocused();
    await expect(page.getByText(`Score: 1/${total}`)).toBeVisible();

    await page.keyboard.press(wrongKey);
    await expect(toast(page, "destructive")).toContainText("Keep going! Next question...");
    await expect(page.getByRole("heading", { name: `Question 3 of ${total}` })).toBeFocused();
    await expect(page.getByText(`Score: 1/${total}`)).toBeVisible();
  });

  test("answer keys pressed before the page's script has run answer once it is live, each its own question", async ({ page }) => {
    const first = quizQuestions[0]!;
    const second = quizQuestions[1]!;
    const rightKey = String(first.answers.indexOf(first.correctAnswer) + 1);
    const wrongKey = String(second.answers.findIndex((a) => a !== second.correctAnswer) + 1);
    const release = await holdScripts(page);
    await page.goto("/pm-quiz", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
    await page.keyboard.press(rightKey);
    await page.keyboard.press(wrongKey);
    // None of the page's code has run: the keys are kept, not acted on (and not lost).
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
    await expect(page.getByText(`Score: 0/${total}`)).toBeVisible();

    release();
    await expect(page.getByRole("heading", { name: `Question 3 of ${total}` })).toBeFocused();
    await expect(page.getByText(`Score: 1/${total}`)).toBeVisible();
    // The second answer's toast replaced the first one's, as it does when the keys are pressed on a live page.
    await expect(toast(page, "destructive")).toContainText("Not quite right");
    await expect(toast(page, "destructive")).toContainText("Keep going! Next question...");
    // Live from then on: the next key answers question 3, once.
    const third = quizQuestions[2]!;
    await page.keyboard.press(String(third.answers.indexOf(third.correctAnswer) + 1));
    await expect(page.getByRole("heading", { name: `Question 4 of ${total}` })).toBeFocused();
    await expect(page.getByText(`Score: 2/${total}`)).toBeVisible();
    await expect(toast(page, "default")).toContainText("Correct!");
  });

  test("a double-click answers only one question", async ({ page }) => {
    // The quiz's own guard against a second answer, on the live page: `load` no longer waits for the
    // page's code (scripts/paint-first.mjs); a double-click across hydration is the tap replay's test.
    await openHydrated(page, "/pm-quiz");
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
    await answerGroup(page).getByRole("button").first().dblclick();
    await expect(page.getByRole("heading", { name: `Question 2 of ${total}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Question 3 of ${total}` })).toHaveCount(0);
  });

  test("the explanations page lists all 25 questions in order with their answers and links (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/quiz-explanations");
    expect(doc.title).toMatch(/Quiz Answer Explanations/);
    // The questions, not the breadcrumb trail above them.
    const entries = [...doc.querySelector("main")!.querySelectorAll("li")].filter((li) => !li.closest("nav"));
    expect(entries).toHaveLength(total);
    for (const [i, question] of quizQuestions.entries()) {
      const entry = entries[i]!;
      const heading = textOf(entry.querySelector(headingsAt(2)));
      expect(heading).toContain(`Question ${i + 1}`);
      expect(heading).toContain(question.question);
      expect(textOf(entry)).toContain(`Correct answer: ${question.correctAnswer}`);
      const explanation = quizExplanations[i]!;
      expect(textOf(entry)).toContain(explanation.explanation[0]!);
      if (explanation.relatedLink) {
        expect(theOne(entry, LINKS, explanation.relatedLinkText!).getAttribute("href")).toBe(explanation.relatedLink);
      }
    }
    expect(theOne(doc, LINKS, "Back to the quiz").getAttribute("href")).toBe("/pm-quiz");
    expect(named(await serverDocument(request, "/pm-quiz"), headingsAt(), `Question 1 of ${total}`)).toHaveLength(1);
  });
});

test("on a wide screen the quiz keeps the site's left edge, with what it covers beside it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pm-quiz");
  const left = async (selector: string) => (await page.locator(selector).first().boundingBox())!.x;
  // Title, quiz and footer start at one edge (a centred column had put the title 160 px right of every other page's).
  const edge = await left("footer h2, footer p");
  expect(Math.abs((await left("main h1")) - edge)).toBeLessThanOrEqual(2);
  expect(Math.abs((await left("main section[aria-labelledby=quiz-question-heading]")) - edge)).toBeLessThanOrEqual(40);
  // The panel beside it counts each skill area's questions, and they add up to the quiz.
  const panel = page.getByRole("region", { name: "What it covers" });
  const quiz = (await page.locator("main section[aria-labelledby=quiz-question-heading]").boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThan(quiz.x + quiz.width);
  const counts = (await panel.locator("li span.tabular-nums").allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(counts).toHaveLength(5);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test("the keyboard tip is not shown (no keyboard is likely)", async ({ page }) => {
    await page.goto("/pm-quiz");
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
    await expect(page.getByText("Tip: press 1, 2, 3 or 4")).toBeHidden();
  });
});

/**
 * The per-route pass (routes.spec.ts) sees only the first question; a toast and the result screen need axe too:
 * all rules in one theme, then the colour rules in the other (a theme changes colours only).
 */
test("the question with a toast and the result screen pass axe in the light and the dark theme", async ({ page }) => {
  test.setTimeout(60_000);
  await useTheme(page, "light");
  await openQuiz(page);
  // The first answer's toast, as a visitor who presses 1 meets it; in the dark theme, the same kind of toast on question 2.
  const [first, second] = [quizQuestions[0]!, quizQuestions[1]!];
  const right = first.answers[0] === first.correctAnswer;
  const variant = right ? "default" : "destructive";
  await page.keyboard.press("1");
  await expect(toast(page, variant)).toBeVisible();
  await expectNoAxeViolations(page, "a toast, light theme");
  await switchTheme(page, "dark");
  await expect(page.getByRole("heading", { name: `Question 2 of ${total}` })).toBeVisible();
  const same = second.answers.findIndex((answer) => (answer === second.correctAnswer) === right);
  await page.keyboard.press(String(same + 1));
  // It replaces the first one's (which may still be leaving).
  await expect(toast(page, variant).first()).toBeVisible();
  expect(await axeViolations(page, "colour"), "a toast, dark theme").toEqual([]);
  for (let i = 2; i < total; i++) {
    await expect(page.getByRole("heading", { name: `Question ${i + 1} of ${total}` })).toBeVisible();
    await page.keyboard.press("1");
  }
  await expect(page.getByRole("heading", { name: "Quiz complete" })).toBeVisible();
  await expectNoAxeViolations(page, "the result, dark theme");
  await switchTheme(page, "light");
  expect(await axeViolations(page, "colour"), "the result, light theme").toEqual([]);
});

/** Opens the quiz once its answers are live: keys pressed before hydration go nowhere. */
const openQuiz = (page: Page) => openHydrated(page, "/pm-quiz", { selector: "main button" });

/** Answers the whole quiz by keyboard: right except for the questions at `wrong` (0-based). */
async function finishQuiz(page: Page, wrong: ReadonlySet<number>) {
  await openQuiz(page);
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByRole("heading", { name: `Question ${i + 1} of ${total}` })).toBeVisible();
    const index = wrong.has(i) ? q.answers.findIndex((a) => a !== q.correctAnswer) : q.answers.indexOf(q.correctAnswer);
    await page.keyboard.press(String(index + 1));
  }
  await expect(page.getByRole("heading", { name: "Quiz complete" })).toBeFocused();
}

test.describe("the result by topic and sharing it", () => {
  test("the result shows a score ring and each area's verdict, linking to the pages that teach it", async ({ page }) => {
    test.setTimeout(60_000);
    const rice = quizQuestions.findIndex((q) => q.topic.href === "/frameworks/rice-scoring");
    const wrong = new Set(quizQuestions.flatMap((q, i) => (q.area === "prioritization" ? [i] : [])));
    await finishQuiz(page, wrong);
    const score = total - wrong.size;
    await expect(page.locator("[data-score-ring]")).toBeVisible();
    await expect(page.getByText(`Your score: ${score}/${total}`)).toBeVisible();

    const areas = page.getByRole("region", { name: "Your results by topic" }).getByRole("listitem");
    await expect(areas).toHaveCount(quizAreas.length);
    const prioritization = areas.filter({ has: page.getByRole("heading", { name: "Prioritization" }) });
    await expect(prioritization).toContainText(`0 of ${wrong.size} right`);
    await expect(prioritization).toContainText("Study next");
    const strategy = areas.filter({ has: page.getByRole("heading", { name: "Strategy & leadership" }) });
    await expect(strategy).toContainText("Strong");
    await expect(strategy.getByRole("link", { name: quizAreas[0]!.pages[0]!.label })).toHaveAttribute("href", quizAreas[0]!.pages[0]!.href);

    await prioritization.getByRole("link", { name: quizQuestions[rice]!.topic.label }).click();
    await expect(page).toHaveURL(/\/frameworks\/rice-scoring$/);
  });

  test("Share my result copies a link to a page that shows the score and tier", async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const wrong = new Set([0, 5, 10, 15, 20, 24, 3]);
    await finishQuiz(page, wrong);
    const score = total - wrong.size;
    const tier = tierForScore(score, scoreTiers, total);
    await page.getByRole("button", { name: "Share my result" }).click();
    await expect(page.locator("[data-variant=default]")).toContainText("Link copied");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(`/pm-quiz/result/${score}`);

    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${score} out of ${total} on the PM Mastery Check`);
    // The score is said once, in the title (a "Score: x/25" line under the ring repeated it a third time); the card leads with the tier.
    await expect(page.getByText(`Score: ${score}/${total}`)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: tier.title, level: 2 })).toBeVisible();
    await expect(page.locator("li[aria-current=true]")).toContainText(tier.title);
    // The scale marks where the score sits, inside its tier's segment.
    const scale = page.locator("[data-tier-scale]");
    await expect(scale).toContainText(String(score));
    const [marker, segment] = await Promise.all([
      scale.locator("span.absolute").boundingBox(),
      scale.locator("[data-tier-segment][data-current]").boundingBox(),
    ]);
    const middle = marker!.x + marker!.width / 2;
    expect(middle).toBeGreaterThanOrEqual(segment!.x);
    expect(middle).toBeLessThanOrEqual(segment!.x + segment!.width);
    // Left-aligned with the site: the title starts where the breadcrumb does.
    const [crumb, title] = await Promise.all([page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox(), page.getByRole("heading", { level: 1 }).boundingBox()]);
    expect(Math.abs(crumb!.x - title!.x)).toBeLessThanOrEqual(1);
    await page.getByRole("link", { name: "Take the quiz yourself" }).click();
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
  });

  test("a shared result page is noindex and has its own share card; a score that cannot be is a 404 (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/pm-quiz/result/25");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/pm-quiz\/result\/25$/);
    const image = doc.querySelector('meta[property="og:image"]')?.getAttribute("content");
    expect(image).toContain("/pm-quiz/result/25/opengraph-image");
    const card = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    for (const bad of ["26", "07", "abc"]) expect((await request.get(`/pm-quiz/result/${bad}`)).status(), bad).toBe(404);
  });

  test("at 360 px the result screen and the shared page fit without sideways scrolling", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await finishQuiz(page, new Set([1, 2]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto("/pm-quiz/result/23");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("on the quiz and a shared result, every tier's segment and swatch stands 3:1 from its card and from its neighbours' colour, in both themes", async ({ page }) => {
    for (const path of ["/pm-quiz", "/pm-quiz/result/12"]) {
      await page.goto(path);
      for (const theme of ["light", "dark"] as const) {
        await switchTheme(page, theme);
        // The colours as painted, and the card's: the nearest box under the scale with a background of its own.
        const painted = await page.locator("[data-tier-scale]").evaluate((scale) => {
          const bg = (el: Element) => getComputedStyle(el).backgroundColor;
          let card: Element | null = scale;
          while (card && /rgba\(0, 0, 0, 0\)|transparent/.test(bg(card))) card = card.parentElement;
          const list = scale.parentElement!.querySelector("ol")!;
          return {
            card: bg(card!),
            segments: [...scale.querySelectorAll("[data-tier-segment]")].map(bg),
            swatches: [...list.querySelectorAll("[data-tier-swatch]")].map((swatch) => ({ colour: bg(swatch), row: bg(swatch.closest("li")!) })),
          };
        });
        const where = `${path}, ${theme}`;
        expect(painted.segments, where).toHaveLength(scoreTiers.length);
        for (const [i, colour] of painted.segments.entries()) {
          expect(contrast(colour, painted.card), `${where}: segment ${i + 1} (${colour}) on the card (${painted.card})`).toBeGreaterThanOrEqual(3);
          if (i > 0) expect(contrast(colour, painted.segments[i - 1]!), `${where}: segments ${i} and ${i + 1} tell apart`).toBeGreaterThanOrEqual(1.3);
        }
        // A swatch in the list is its segment's colour, and stands out from its row (the result's row is tinted).
        for (const [i, swatch] of painted.swatches.entries()) {
          expect(swatch.colour, `${where}: swatch ${i + 1}`).toBe(painted.segments[i]);
          const row = /rgba\(0, 0, 0, 0\)|transparent/.test(swatch.row) ? painted.card : swatch.row;
          expect(contrast(swatch.colour, row), `${where}: swatch ${i + 1} on its row`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  test("a shared result page: the result and the tiers beside it are one pair, as tall as each other, with no blank band", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const score of [0, 12, 25]) {
      await page.goto(`/pm-quiz/result/${score}`);
      const result = page.locator("section").filter({ has: page.getByRole("heading", { name: tierForScore(score, scoreTiers).title, level: 2 }) });
      const tiers = page.getByRole("region", { name: "The five tiers" });
      const [a, b] = [(await result.boundingBox())!, (await tiers.boundingBox())!];
      expect(Math.abs(a.y - b.y), `${score}: level tops`).toBeLessThan(1);
      expect(Math.abs(a.height - b.height), `${score}: equal heights`).toBeLessThan(1);
      // Each card's content reaches its foot: the buttons in the one, the last tier in the other.
      const buttons = (await result.getByRole("link", { name: "See the answers explained" }).boundingBox())!;
      const lastTier = (await tiers.getByRole("listitem").last().boundingBox())!;
      expect(a.y + a.height - (buttons.y + buttons.height), `${score}: under the buttons`).toBeLessThan(48);
      expect(b.y + b.height - (lastTier.y + lastTier.height), `${score}: under the last tier`).toBeLessThan(48);
    }
  });

  test("a shared result page passes axe in the light and the dark theme", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto("/pm-quiz/result/12");
    await expectNoAxeViolations(page, "light theme");
    await switchTheme(page, "dark");
    expect(await axeViolations(page, "colour"), "dark theme").toEqual([]);
  });
});

test("on a phone the answers use the screen's width: no frame around them, so an answer is not four lines in a narrow column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pm-quiz");
  for (const button of await answerGroup(page).getByRole("button").all()) {
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(340);
  }
});
