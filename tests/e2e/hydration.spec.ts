import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../data/routes";
import { waitForHydration } from "../support/hydration";

/**
 * The page and the footer hydrate as Activity boundaries (app/layout.tsx):
 * React hydrates them after the header, each in its own time-sliced pass.
 * What must never happen is the server streaming part of a page out of
 * order (a hidden copy after the footer, revealed by a script), which is
 * what Suspense boundaries of that size do: the first paint would show an
 * empty page and the content would jump in later.
 */
test("every public page is served in reading order: its content inside <main>, before the footer, nothing revealed by script", async ({ request }) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    const main = html.indexOf('id="main-content"');
    const h1 = html.indexOf("<h1", main);
    const footer = html.indexOf('id="site-footer"');
    expect(main, `${route.path}: <main>`).toBeGreaterThan(0);
    expect(h1 > main && h1 < footer, `${route.path}: the h1 sits inside <main>, before the footer`).toBe(true);
    expect(html, `${route.path}: the page content is an Activity boundary`).toContain('id="main-content" tabindex="-1" class="flex-1 pt-16 outline-none"><!--&-->');
    expect(html, `${route.path}: no boundary streamed out of order`).not.toMatch(/<template id="B:|\$RC\(/);
  }
});

test("an explainer's accordion works when clicked straight after load (a tap on a dehydrated boundary is replayed)", async ({ page }) => {
  await page.goto("/frameworks/rice-scoring", { waitUntil: "commit" });
  // React is running once the header has hydrated (it goes first); the page's
  // boundary may still be dehydrated. (A click before React runs at all reaches
  // no listener, in any React app: on a loaded CI machine that once took 10 s.)
  await waitForHydration(page, "header button");
  const triggers = page.locator("main [data-radix-collection-item], main button[aria-controls]");
  await expect(triggers.first()).toBeVisible();
  const second = triggers.nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
});

test("a tap on a section heading before the accordion's code has arrived opens that section once it does", async ({ page, request }) => {
  // Hold back every chunk the page loads later (the accordion is one), as on a slow network; its first-load scripts come through.
  const html = await (await request.get("/frameworks/rice-scoring")).text();
  const firstLoad = new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto("/frameworks/rice-scoring");
  await waitForHydration(page, "main h1");
  const triggers = page.locator("main [data-radix-collection-item], main button[aria-controls]");
  const second = triggers.nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
  // Live from then on: a second tap closes it, as the accordion does.
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
});
