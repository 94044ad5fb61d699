import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../data/routes";
import { firstLoadScripts, holdScripts, waitForHydration } from "../support/hydration";

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
  const firstLoad = firstLoadScripts(html);
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

test("a prerendered page asks for its scripts only once its first contentful paint is on screen, then hydrates", async ({ page, request }) => {
  // scripts/paint-first.mjs: on a slow phone the framework's chunks no longer
  // share the network with the HTML, stylesheet and font the first paint needs.
  const html = await (await request.get("/product-mastery/tech-fluency")).text();
  const chunks = firstLoadScripts(html);
  expect(chunks.size, "the loader lists the page's chunks").toBeGreaterThan(3);
  expect(html, "no chunk is fetched by a tag of its own").not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  await page.goto("/product-mastery/tech-fluency");
  await waitForHydration(page, "main h1");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  for (const chunk of chunks) expect(timing.requests.map((r) => r.url), `${chunk} was loaded`).toContain(chunk);
  for (const request of timing.requests) expect(request.start, `${request.url} starts after the first paint`).toBeGreaterThanOrEqual(timing.paint);
});

test("a tap on a button before the page's code has run is kept and acted on once it runs", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/ship-happens", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("figcaption")).toHaveText("Panel 1 of 16");
  release();
  await expect(page.locator("figcaption")).toHaveText("Panel 2 of 16");
  await expect(page).toHaveURL(/\?panel=2$/);
});

test("the prose of a content page is placed as HTML: once React has hydrated the page it has walked none of its paragraphs or list items", async ({ page }) => {
  // Prose rendered from Markdown at build reaches the browser once as HTML, and hydration skips it. The
  // sections that are data rather than prose (the tool, templates, sources, related links) are React, and so
  // is the legal pages' one-line contact section, which holds the deployment's address from config.
  const notProse = new Set(["try-it", "templates", "sources", "related", "related-terms", "learn", "downloads", "template", "example", "contact"]);
  for (const path of ["/frameworks/rice-scoring", "/guides/ab-testing", "/glossary/churn-rate", "/templates/rice-scoring-sheet", "/books/the-mom-test", "/privacy-policy", "/product-mastery/tech-fluency"]) {
    await page.goto(path);
    await waitForHydration(page, "main h1");
    const ids = (await page.getByRole("navigation", { name: "On this page" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)))).filter((id) => !notProse.has(id));
    const walked = await page.evaluate((ids) => {
      // A Product Mastery topic's write-up; its one-line lead and resource list are data.
      // A folded section's teaser (its first sentence and reading time, computed) is data too.
      const prose = location.pathname.startsWith("/product-mastery/") ? ".prose-content :is(p, li)" : "p:not([data-teaser]), li";
      const nodes = ids.flatMap((id) => [...document.getElementById(id)!.querySelectorAll(prose)]);
      return { total: nodes.length, walked: nodes.filter((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))).map((node) => node.textContent!.slice(0, 60)) };
    }, ids);
    expect(walked.total, path).toBeGreaterThan(3);
    expect(walked.walked, path).toEqual([]);
  }
});
