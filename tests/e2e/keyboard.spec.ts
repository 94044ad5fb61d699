import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/visitor";
import { quizQuestions } from "../../content/quiz/questions";
import { openHydrated } from "../support/hydration";

/**
 * A keyboard-only walk through the interactive parts of the site: no mouse
 * clicks anywhere in this file. Each step reaches its control with Tab (or
 * the documented shortcut keys) and operates it with Enter or typing.
 */
const total = quizQuestions.length;

/** Presses Tab until `target` has focus; fails if it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, shift = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reachable with ${max} Tab presses`).toBeFocused();
}

function toast(page: Page, text: string) {
  return page.locator("[data-variant]").filter({ hasText: text });
}

/**
 * Opens a page and waits until the page itself has hydrated: keys pressed
 * before that go nowhere. The network goes idle first: the page is an
 * Activity boundary that hydrates after the header, at low priority.
 */
const visit = (page: Page, path: string) => openHydrated(page, path, { waitUntil: "networkidle" });

test.describe("keyboard-only walk", () => {
  test("header: Tab reaches a navigation link and Enter follows it", async ({ page }) => {
    await visit(page, "/");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Glossary" });
    await tabTo(page, link);
    // Keyboard focus is visible (an outline or a ring), not just present.
    const style = await link.evaluate((el) => getComputedStyle(el));
    expect(style.outlineStyle !== "none" || style.boxShadow !== "none").toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test.describe("mobile menu", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("Enter opens it, Tab moves inside it, Escape closes it", async ({ page }) => {
      await visit(page, "/");
      const open = page.getByRole("button", { name: "Open menu" });
      await tabTo(page, open);
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await expect(menu).toBeVisible();
      const links = menu.getByRole("link");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    });
  });

  test("quiz: a number key answers, then Tab and Enter answer the next question", async ({ page }) => {
    await visit(page, "/pm-quiz");
    await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
    await page.keyboard.press("1");
    await expect(page.getByRole("heading", { name: `Question 2 of ${total}` })).toBeFocused();
    const answer = page.getByRole("group", { name: quizQuestions[1]!.question }).getByRole("button").nth(1);
    await tabTo(page, answer, { max: 10 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `Question 3 of ${total}` })).toBeFocused();
  });

  test("glossary: type in the search box, then Tab to a Learn more link", async ({ page }) => {
    await visit(page, "/glossary");
    const box = page.getByRole("searchbox", { name: "Search the glossary" });
    await tabTo(page, box);
    await page.keyboard.type("north star");
    await expect(page.getByRole("status").filter({ hasText: "1 term" })).toBeVisible();
    const learnMore = page.locator("#north-star-metric").getByRole("link", { name: /Learn more/ });
    await tabTo(page, learnMore, { max: 40 });
    await expect(learnMore).toHaveAttribute("href", "/frameworks/north-star-metric");
  });

  test("framework accordion: Tab to a section, Enter opens it (closing the other), Enter closes it", async ({ page }) => {
    await visit(page, "/frameworks/kaizen");
    const sections = page.locator("h2 > button[aria-expanded]");
    const [first, second] = [sections.nth(0), sections.nth(1)];
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, second, { max: 80 });
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    // Radix moves between section headers with the arrow keys.
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
  });

  test("comic: arrow keys turn panels, Tab reaches Next and Enter presses it", async ({ page }) => {
    await visit(page, "/ship-happens");
    const indicator = page.locator("figcaption");
    await expect(indicator).toHaveText("Panel 1 of 16");
    await page.keyboard.press("ArrowRight");
    await expect(indicator).toHaveText("Panel 2 of 16");
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(indicator).toHaveText("Panel 3 of 16");
  });

  test("newsletter: Tab to the email field, type, Enter subscribes", async ({ page }) => {
    await visit(page, "/");
    const email = page.locator("#home-newsletter-email");
    await tabTo(page, email, { max: 80 });
    await page.keyboard.type(`keyboard.${Date.now()}@example.org`);
    await page.keyboard.press("Enter");
    await expect(toast(page, "Successfully subscribed!")).toBeVisible();
  });
});

test.describe("prefers-reduced-motion", () => {
  const headerTransition = (page: Page) =>
    page.locator("header[data-scrolled]").evaluate((el) => getComputedStyle(el).transitionDuration);
  const seconds = (value: string) => Math.max(...value.split(",").map((part) => parseFloat(part)));

  // The media query applies as soon as the preference changes: one page shows both.
  test("the header animates normally, and with reduced motion its transition is effectively zero", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await visit(page, "/");
    expect(seconds(await headerTransition(page))).toBeGreaterThan(0.05);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(seconds(await headerTransition(page))).toBeLessThan(0.001);
  });
});
