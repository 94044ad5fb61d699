import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe-runner";

export type Theme = "light" | "dark";

/**
 * Opens pages in a given theme: next-themes reads localStorage before first
 * paint, and the colour scheme is emulated too so "system" agrees.
 */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

/** axe (WCAG 2.2 AA, best practices, label in name) on the page as it is now: no violations. */
export async function expectNoAxeViolations(page: Page, what = "") {
  expect(await axeViolations(page, "all"), `axe violations on ${page.url()}${what ? ` (${what})` : ""}`).toEqual([]);
}

/**
 * Switches the theme in place, the way next-themes does when the stored
 * choice changes in another tab (a `storage` event: its provider sets the
 * class and color-scheme on <html> and re-renders its readers), with the
 * system scheme emulated to agree. One page serves both themes. Transitions
 * are off while it switches, as the site's own theme buttons do it
 * (.theme-switching), so no colour is measured half-way through a fade.
 */
export async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.evaluate(() => document.documentElement.classList.add("theme-switching"));
  // The provider listens only once it has hydrated: keep announcing the change until <html> shows it.
  await page.waitForFunction(
    (value) => {
      if (document.documentElement.classList.contains(value)) return true;
      localStorage.setItem("theme", value);
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: value }));
      return false;
    },
    theme,
    { polling: "raf", timeout: 10_000 },
  );
  await settle(page);
  await page.evaluate(() => document.documentElement.classList.remove("theme-switching"));
}

/**
 * Two frames: React's re-render after the class change, then its paint. Bounded: on a loaded
 * shared VM a frame can stall, and an unbounded wait once ate a whole test's 30 s; a timer
 * after 1 s lets the check go on (it asserts on the DOM, which is settled by then).
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      }),
  );
}
