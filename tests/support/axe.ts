import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type Theme = "light" | "dark";

/** WCAG 2.2 AA, and everything below it. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}${what ? ` (${what})` : ""}`).toEqual([]);
}

/**
 * Switches the page to the dark theme the way a visitor does, with the
 * header's toggle (retried until React has hydrated the header), and emulates
 * a dark system scheme so "system" would agree.
 */
export async function switchToDark(page: Page) {
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const html = page.locator("html");
  await expect(async () => {
    await page.getByRole("group", { name: "Colour theme" }).getByRole("button", { name: "Dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/, { timeout: 1000 });
  }).toPass();
  // The toggle turns transitions off for two frames while the colours change: let them settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
