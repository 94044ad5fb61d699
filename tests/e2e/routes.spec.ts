import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { adminRoutes, publicRoutes } from "../../data/routes";
import { axeViolations, withAxe } from "../support/axe-runner";
import { settle, switchTheme, type Theme } from "../support/axe";
import { SCREENSHOT_DIR, screenshotName, writeContactSheet, contactSheetHtml } from "../support/contact-sheet";
import { auditLayout, MAX_CARD_WIDTH_RATIO, MIN_TEXT_PX, type LayoutAudit } from "../support/layout-audit";
import { returningLearner, waitForProgress } from "../support/returning-learner";
import { ROUTE_TIMES_FILE } from "../support/route-times";

/**
 * The per-route pass: every page of the site, checked once for what a visitor
 * would notice, in one page load:
 * - it answers 200 (the 404 page 404) with no console error, uncaught error
 *   or hydration warning, for a returning learner whose stored progress fills
 *   in after hydration;
 * - no sideways page scrolling and no visible text under 12 px at 360 and
 *   390 px, and no table in <main> that scrolls sideways at 390 px (the
 *   layout is measured in one theme: a theme changes colours, not boxes);
 * - no card in a grid wider than 1.5 times its siblings (a leftover card
 *   stretched across its row) at 390, 768 and 1,440 px;
 * - axe (WCAG 2.2 AA, best practices and label-in-name) at a phone width
 *   (390 px) and a wide one (1,440 px, where the header shows all seven nav
 *   entries), in both themes.
 *
 * Cheap by design, so a new page costs little: one browser page per worker,
 * reused from route to route; the width changes by resizing and the theme in
 * place (next-themes' storage event), never by reloading; axe is injected
 * once per page and, in a page's second theme, runs only the colour rules
 * (the one thing a theme changes). Checks that need no layout (titles,
 * canonical URLs, JSON-LD, one h1, links that resolve) read the server's HTML
 * without a browser (seo.spec.ts, html.spec.ts).
 *
 * SCREENSHOTS=1 also leaves first-screen pictures of every route at 390 and
 * 1,280 px in both themes, with a contact sheet (ci-artifacts/screenshots/).
 */

const signIn = adminRoutes.filter((route) => route.path === "/admin/login");
const notFound = { path: "/this-page-does-not-exist", name: "Not found (404)" };
const routes = [...publicRoutes, ...signIn, notFound];
const screenshots = process.env.SCREENSHOTS === "1";
const shotWidths = [390, 1280] as const;
const themes: Theme[] = ["light", "dark"];

/** What React reports about hydration, in development wording and as production error codes. */
const hydrationProblem = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

type RoutePage = { page: Page; problems: string[] };

/** One page per worker, kept from route to route; it listens for console errors once. */
const test = base.extend<object, { routePage: RoutePage }>({
  routePage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce", colorScheme: "light" });
      await returningLearner(context);
      await withAxe(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error" || (message.type() === "warning" && hydrationProblem.test(message.text()))) {
          problems.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`uncaught ${error.message}`));
      await provide({ page, problems });
      await context.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

test.beforeAll(() => {
  if (screenshots) writeContactSheet(contactSheetHtml(routes, shotWidths, themes));
});

function describeAudit(audit: LayoutAudit): string[] {
  const problems: string[] = [];
  if (audit.scrollWidth > audit.viewportWidth) {
    const detail = audit.offenders.length
      ? audit.offenders.map((o) => `\n      ${o.where} "${o.text}": left ${o.left}px, right ${o.right}px, width ${o.width}px`).join("")
      : "\n      (no single element sticks out: look for negative margins or a wide pseudo-element)";
    problems.push(
      `horizontal overflow: the page is ${audit.scrollWidth}px wide in a ${audit.viewportWidth}px viewport (${audit.scrollWidth - audit.viewportWidth}px too wide); elements past the edge, worst first:${detail}`,
    );
  }
  for (const t of audit.smallText) problems.push(`text under ${MIN_TEXT_PX}px: ${t.size}px (${t.how}) at ${t.where} "${t.text}"`);
  for (const t of audit.sidewaysTables) problems.push(`a table scrolls sideways on a phone: ${t}`);
  for (const g of audit.unevenGrids) {
    problems.push(`a card in a grid is wider than ${MAX_CARD_WIDTH_RATIO} times its siblings: ${g.where} (${g.columns}): widths ${g.widths.join(", ")}px; the widest starts "${g.widest}"`);
  }
  return problems;
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width >= 1024 ? 900 : 844 });
  await settle(page);
}

for (const route of routes) {
  test(`${route.path} (${route.name}): status, console, layout at 360/390 px and axe at 390/1,440 px, light and dark`, async ({ routePage }) => {
    const { page, problems } = routePage;
    const started = Date.now();
    problems.length = 0;
    const found = new Map<string, string[]>();
    const note = (problem: string, where: string) => found.set(problem, [...(found.get(problem) ?? []), where]);
    /**
     * A problem counts only if it is still there a moment later: right after a resize, a busy machine once
     * measured a table at its phone width; and axe reads the page across several tasks, so on a loaded machine
     * a list the page re-rendered meanwhile (/progress's "Read next" filling in from storage) was once read
     * half-replaced, its links without their text.
     */
    const persisting = async (run: () => Promise<string[]>) => {
      const problems = await run();
      if (problems.length === 0) return problems;
      await page.waitForTimeout(300);
      const again = new Set(await run());
      return problems.filter((problem) => again.has(problem));
    };
    // At 390 and 1,280 px the audit also finds tables that scroll sideways (they should stack into cards or fit).
    const audit = async (where: string, cardsOnly = false) => {
      const tables = where.startsWith("390") || where.startsWith("1,280");
      const run = async () => describeAudit(await page.evaluate(auditLayout, { minPx: MIN_TEXT_PX, maxEach: 12, tables, cardsOnly, maxCardRatio: MAX_CARD_WIDTH_RATIO }));
      for (const problem of await persisting(run)) note(problem, where);
    };
    const axe = async (scope: "all" | "colour", where: string) => {
      for (const violation of await persisting(() => axeViolations(page, scope))) note(`axe ${violation}`, where);
    };
    const shoot = async (width: number, theme: Theme) => {
      if (!screenshots || !shotWidths.includes(width as (typeof shotWidths)[number])) return;
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, screenshotName(route.path, width, theme)), animations: "disabled", caret: "hide" });
    };

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    const opened = Date.now();
    const response = await page.goto(route.path, { waitUntil: "load" });
    expect(response?.status(), route.path).toBe(route === notFound ? 404 : 200);
    // next-themes sets the class before the first paint; fonts decide what the layout audit measures.
    expect(await page.evaluate(() => document.fonts.ready.then(() => document.documentElement.className))).toMatch(/\blight\b/);
    // Stored progress fills in after hydration: wait for it, so a late error or a layout it shifts is caught too.
    if (route !== notFound && !route.path.startsWith("/admin")) await waitForProgress(page, route.path, opened);

    await audit("390 light");
    await axe("all", "390 light");
    await shoot(390, "light");
    // The layout audits run in one theme: a theme swaps the colour variables on <html> and moves nothing
    // (the theme toggle's two icons are the same size), so a second theme's audit measured the same boxes.
    await resize(page, 360);
    await audit("360 light");
    await resize(page, 390);
    await switchTheme(page, "dark");
    await axe("colour", "390 dark");
    await shoot(390, "dark");
    await resize(page, 768);
    await audit("768 dark", true);
    await resize(page, 1280);
    await audit("1,280 dark", true);
    await resize(page, 1440);
    await audit("1,440 dark", true);
    await axe("all", "1,440 dark");
    await switchTheme(page, "light");
    await axe("colour", "1,440 light");
    if (screenshots) {
      await resize(page, 1280);
      await shoot(1280, "light");
      await switchTheme(page, "dark");
      await shoot(1280, "dark");
    }

    // The not-found page answers 404 and logs the path it could not find, as the product asks: nothing else.
    const expected = route === notFound ? /404 \(Not Found\)|non-existent route: \/this-page-does-not-exist$/ : null;
    for (const problem of problems) if (!expected?.test(problem)) note(problem, "load");
    mkdirSync(path.dirname(ROUTE_TIMES_FILE), { recursive: true });
    appendFileSync(ROUTE_TIMES_FILE, `${JSON.stringify({ route: route.path, started, ended: Date.now() })}\n`);

    const report = [...found].map(([problem, at]) => `[${route.path} @ ${at.join(", ")}] ${problem}`);
    expect(report, `${report.length} problem(s) on ${route.path} (${route.name}):\n\n${report.join("\n\n")}\n`).toEqual([]);
  });
}
