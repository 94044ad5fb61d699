import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type Theme = "light" | "dark";

/**
 * WCAG 2.2 AA and everything below it, plus axe's best practices (landmarks
 * that are unique and top-level, one main, heading order, ...): what a screen
 * reader user navigates by, even where WCAG itself is silent.
 */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * WCAG 2.5.3 Label in Name: a control's accessible name contains the text it
 * shows, so a speech user can say what they see. axe files this rule as
 * experimental, which the tags above leave out, so it is switched on by name.
 */
const extraRules = { "label-content-name-mismatch": { enabled: true } };

/**
 * Opens pages in a given theme: next-themes reads localStorage before first
 * paint, and the colour scheme is emulated too so "system" agrees.
 */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

/**
 * Legacy mode runs axe in the page itself. The default mode finishes every run
 * in a second, blank page with axe injected again: on a 2-core CI machine that
 * cost more than the checks (8 s against 5 s for a glossary term, measured
 * while the suite ran). Our pages embed no frame until a visitor starts a
 * video, so the frame support that mode exists for checks nothing here.
 */
export async function expectNoAxeViolations(page: Page, what = "") {
  const results = await new AxeBuilder({ page })
    // Every rule still runs on every node; only violations are written out in
    // full (passes and incomplete keep one example each), which is all the
    // assertion reads. Before withTags: options() replaces the whole options
    // object, tags included.
    .options({ resultTypes: ["violations"], rules: extraRules })
    .withTags(axeTags)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}${what ? ` (${what})` : ""}`).toEqual([]);
}

/**
 * Switches the theme in place, the way next-themes does when the stored
 * choice changes in another tab (a `storage` event: its provider sets the
 * class and color-scheme on <html> and re-renders its readers), with the
 * system scheme emulated to agree. One page serves both themes.
 */
export async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  // The provider listens only once it has hydrated: keep announcing the change until <html> shows it.
  await page.waitForFunction(
    (value) => {
      if (document.documentElement.classList.contains(value)) return true;
      localStorage.setItem("theme", value);
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: value }));
      return false;
    },
    theme,
    { polling: 50, timeout: 10_000 },
  );
  await settle(page);
}

/** Two frames: React's re-render after the class change, then its paint. */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
