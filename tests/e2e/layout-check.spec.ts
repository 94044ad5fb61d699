import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminRoutes, publicRoutes } from "../../lib/routes";
import { contactSheetHtml, SCREENSHOT_DIR, screenshotName, writeContactSheet, type ShotTheme } from "../support/contact-sheet";
import { settle, switchTheme } from "../support/axe";
import { auditLayout, MIN_TEXT_PX, type LayoutAudit } from "../support/layout-audit";

/**
 * Every route at phone widths (360 and 390 px), light and dark: no sideways
 * page scrolling and no visible text under 12 px (SVG text at its rendered
 * size). The route list is lib/routes, the sitemap's source, so a new page is
 * checked the day it is registered; plus the admin sign-in page and the 404 page.
 *
 * The same pass leaves the reviewers' screenshots in ci-artifacts/screenshots/
 * (first screenful at 390 and 1,280 px, both themes, and an index.html sheet);
 * LAYOUT_SCREENSHOTS=0 skips them, LAYOUT_SCREENSHOTS=full takes whole pages.
 * The first screenful by default: on this site whole pages took 3-4 times as
 * long per picture (about 1.2 s against 0.3-0.5 s on long pages) and 5-13 times
 * the bytes (the glossary: 750 kB against 57 kB), i.e. minutes and well over
 * 100 MB for the ~260 pictures; `npm run screenshots -- /route` still gives a
 * whole page when one is needed.
 *
 * Speed: one page per route, loaded once and resized between widths. The theme changes
 * in place the way next-themes changes it when another tab picks a theme (a
 * `storage` event: its provider sets the `dark`/`light` class and
 * color-scheme on <html> and re-renders its readers, e.g. the theme toggle),
 * and the other widths are the 390 px page resized (no component reads the
 * window size in script; CSS media queries follow the viewport).
 */
const checkedWidths: readonly number[] = [360, 390];
const shotWidths: readonly number[] = [390, 1280];
const themes: ShotTheme[] = ["light", "dark"];
/** The order the one loaded page goes through its widths. */
const passWidths = [390, 360, 1280] as const;
const takeScreenshots = process.env.LAYOUT_SCREENSHOTS !== "0";
const fullPage = process.env.LAYOUT_SCREENSHOTS === "full";

const signIn = adminRoutes.filter((route) => route.path === "/admin/login");
const routes = [...publicRoutes, ...signIn, { path: "/this-page-does-not-exist", name: "Not found (404)" }];

test.describe.configure({ mode: "parallel" });

test.beforeAll(() => {
  if (takeScreenshots) writeContactSheet(contactSheetHtml(routes, shotWidths, themes));
});

function describeAudit(audit: LayoutAudit): string[] {
  const problems: string[] = [];
  if (audit.scrollWidth > audit.viewportWidth) {
    const detail = audit.offenders.length
      ? audit.offenders
          .map((o) => `\n      ${o.where} "${o.text}": left ${o.left}px, right ${o.right}px, width ${o.width}px`)
          .join("")
      : "\n      (no single element sticks out: look for negative margins or a wide pseudo-element)";
    problems.push(
      `horizontal overflow: the page is ${audit.scrollWidth}px wide in a ${audit.viewportWidth}px viewport (${audit.scrollWidth - audit.viewportWidth}px too wide); elements past the edge, worst first:${detail}`,
    );
  }
  for (const t of audit.smallText) {
    problems.push(`text under ${MIN_TEXT_PX}px: ${t.size}px (${t.how}) at ${t.where} "${t.text}"`);
  }
  return problems;
}

const screenshotSeconds = { total: 0 };
test.afterAll(() => {
  if (takeScreenshots && screenshotSeconds.total > 0) {
    console.log(`layout-check: this worker spent ${screenshotSeconds.total.toFixed(1)} s taking screenshots (${SCREENSHOT_DIR})`);
  }
});

async function shoot(page: Page, route: string, width: number, theme: ShotTheme) {
  const started = performance.now();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, screenshotName(route, width, theme)), fullPage, animations: "disabled", caret: "hide" });
  screenshotSeconds.total += (performance.now() - started) / 1000;
}

for (const route of routes) {
  test(`layout: ${route.path} at ${checkedWidths.join(" and ")} px, light and dark`, async ({ page }) => {
    // Two widths x two themes plus eight screenshots: more than the default 30 s on a slow page.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.addInitScript(() => window.localStorage.setItem("theme", "light"));

    // Each problem once, with every width/theme it shows at.
    const found = new Map<string, string[]>();
    // One load: the page is resized between widths and the theme alternates so
    // each width starts in the theme the last one ended in (390 light → dark,
    // 360 dark → light, 1,280 light → dark).
    let theme: ShotTheme = "light";
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route.path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const width of passWidths) {
      const checked = checkedWidths.includes(width);
      const shot = takeScreenshots && shotWidths.includes(width);
      if (!checked && !shot) continue;
      await page.setViewportSize({ width, height: width >= 1024 ? 800 : 844 });
      await settle(page);
      const order: ShotTheme[] = theme === "light" ? themes : [...themes].reverse();
      for (const next of order) {
        if (next !== theme) await switchTheme(page, next);
        theme = next;
        if (checked) {
          const audit = await page.evaluate(auditLayout, { minPx: MIN_TEXT_PX, maxEach: 12 });
          for (const problem of describeAudit(audit)) found.set(problem, [...(found.get(problem) ?? []), `${width} ${theme}`]);
        }
        if (shot) await shoot(page, route.path, width, theme);
      }
    }

    const report = [...found].map(([problem, at]) => `[${route.path} @ ${at.join(", ")}] ${problem}`);
    expect(report.length, `${report.length} layout problem(s) on ${route.path} (${route.name}):\n\n${report.join("\n\n")}\n`).toBe(0);
  });
}
