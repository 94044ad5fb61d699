import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the elements a selector matches (React marks
 * each hydrated DOM node with a `__reactFiber…` key). The page and footer are
 * Activity boundaries that hydrate at low priority after the header, so on a
 * busy machine the network goes idle well before a deep element is live; a
 * test that measures what a click does right after it needs this first.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const nodes = [...document.querySelectorAll(css)];
    return nodes.length > 0 && nodes.every((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
  }, selector);
}

/**
 * The script chunks a page loads first: Next's `<script src>` tags, or, on a
 * prerendered page, the list the paint-first loader adds after the first
 * paint (scripts/paint-first.mjs).
 */
export function firstLoadScripts(html: string): Set<string> {
  // A noModule polyfill is for browsers without modules: this one skips it.
  const tags = [...html.matchAll(/<script src="([^"]+)"(?! noModule)/g)].map((match) => match[1] ?? "");
  const loader = /<script data-paint-first="">[^<]*\(document,window,(\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return new Set([...tags, ...(loader ? (JSON.parse(loader) as string[]) : [])]);
}

/**
 * Opens `path` and waits until the elements `selector` matches are live
 * (by default the page's h1, i.e. the page's own Activity boundary).
 */
export async function openHydrated(
  page: Page,
  path: string,
  { selector = "main h1", waitUntil = "load" }: { selector?: string; waitUntil?: "load" | "networkidle" } = {},
) {
  await page.goto(path, { waitUntil });
  await waitForHydration(page, selector);
}

/**
 * Holds back every script chunk the page asks for (its first load and any it
 * loads later) until the returned function is called: a slow phone on a slow
 * network, with the server HTML on screen and none of the page's code run yet.
 * Open the page with `waitUntil: "domcontentloaded"` (the load event waits
 * for the held scripts).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
