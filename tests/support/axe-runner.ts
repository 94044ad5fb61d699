import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * axe in the page itself. A context that checks many pages loads it into each
 * document before the page's own scripts (`withAxe`), where the browser
 * compiles it once for every page of the context; otherwise it is injected
 * on first use (half a megabyte of script, which took longer than a run).
 */
const axeFile = require.resolve("axe-core/axe.min.js");

/** Loads axe into every page the context opens. */
export async function withAxe(context: BrowserContext) {
  await context.addInitScript({ path: axeFile });
}

/**
 * WCAG 2.2 AA and everything below it, plus axe's best practices (landmarks
 * that are unique and top-level, one main, heading order, ...): what a screen
 * reader user navigates by, even where WCAG itself is silent.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * WCAG 2.5.3 Label in Name: a control's accessible name contains the text it
 * shows, so a speech user can say what they see. axe files this rule as
 * experimental, which the tags above leave out, so it is switched on by name.
 */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } } as const;

/**
 * The rules whose outcome depends on colour. A theme switch changes colours
 * only (next-themes swaps a class on <html> that sets the colour variables;
 * the markup and the layout stay), so in a page's second theme these are the
 * rules that can find something the first theme's full run did not.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export type AxeScope = "all" | "colour";

const options = (scope: AxeScope): RunOptions =>
  scope === "all"
    ? { runOnly: { type: "tag", values: AXE_TAGS }, rules: AXE_EXTRA_RULES, resultTypes: ["violations"] }
    : { runOnly: { type: "rule", values: COLOUR_RULES }, resultTypes: ["violations"] };

/** Runs axe on the page as it is now; returns one line per violation (empty when clean). */
export async function axeViolations(page: Page, scope: AxeScope): Promise<string[]> {
  // Evaluated as a string by the browser's devtools protocol, which the page's CSP (no eval) does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(axeFile, "utf8"));
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }).axe.run(document, runOptions),
    options(scope),
  );
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`);
}
