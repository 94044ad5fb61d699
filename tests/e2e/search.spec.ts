import type { Page } from "@playwright/test";
import { expectNoAxeViolations, useTheme, type Theme } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/visitor";

/**
 * Site search: the header's "Search" link, the Ctrl/Cmd-K and "/" shortcuts,
 * the dialog's combobox and listbox, deep links, the offline line and the
 * /search page without JavaScript.
 */

/**
 * Keys pressed before hydration go nowhere: wait for the page's scripts, then
 * for the header's client leaves (React marks hydrated nodes with a fiber
 * key), which hydrate with the shortcuts' listener. On a busy machine the
 * network goes idle well before that.
 */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForHydration(page, "header button");
}

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const box = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the site" });

test.describe("search dialog", () => {
  test("Ctrl+K opens it with the box focused; the best match comes first, labelled with its kind; Escape returns focus", async ({ page }) => {
    await visit(page, "/frameworks");
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("churn");
    const first = dialog(page).getByRole("listbox", { name: "Search results" }).getByRole("option").first();
    // The glossary page about the word, not a framework section that mentions it in passing.
    await expect(first).toHaveAttribute("href", "/glossary/churn-rate");
    await expect(first).toContainText(/^Glossary/);
    await expect(first.locator("mark").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchLink(page)).toBeFocused();
  });

  test("Cmd+K (Meta+K) opens it with the box focused", async ({ page }) => {
    await visit(page, "/templates");
    await page.keyboard.press("Meta+k");
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("tunewell");
    // A word from deep inside a template's filled-in example, which only full-text indexing finds.
    await expect(dialog(page).getByRole("option").first()).toHaveAttribute("href", "/templates/north-star-metric-worksheet#example");
  });

  test("the dialog lists results in the same order as /search", async ({ page }) => {
    for (const query of ["churn", "interview questions", "stakeholder"]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const pageHrefs = await page.getByRole("list", { name: `Results for ${query}` }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      await visit(page, "/");
      await page.keyboard.press("Control+k");
      await page.keyboard.type(query);
      const options = dialog(page).getByRole("option");
      await expect(options.first()).toBeVisible();
      const dialogHrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(dialogHrefs.length, query).toBeGreaterThan(2);
      expect(pageHrefs.slice(0, dialogHrefs.length), query).toEqual(dialogHrefs);
    }
  });

  test("'/' opens it, arrows move the active option and Enter opens the section", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("/");
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("jtbd");
    const options = dialog(page).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await page.keyboard.press("ArrowUp");
    const href = await options.first().getAttribute("href");
    expect(href).toContain("jobs-to-be-done");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?#]/g, "\\$&")}$`));
  });

  test("what is typed while the dialog's code is still loading becomes the query", async ({ page }) => {
    await visit(page, "/");
    // A slow phone or network: the dialog's chunk arrives a second after the shortcut.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.keyboard.press("Control+k");
    await page.keyboard.type("road");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("dmap");
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue("roadmap");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    // Once open, the box takes keys as usual.
    await page.keyboard.type("s");
    await expect(box(page)).toHaveValue("roadmaps");
  });

  test("'/' typed in a text field stays text", async ({ page }) => {
    await visit(page, "/search");
    const input = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await input.fill("");
    await input.press("/");
    await expect(input).toHaveValue("/");
    await expect(dialog(page)).toBeHidden();
  });

  test("the header button opens it; names and roles for screen readers", async ({ page }) => {
    await visit(page, "/glossary");
    await expect(searchLink(page)).toHaveAttribute("href", "/search");
    await searchLink(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute("aria-controls", /.+/);
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("north star");
    await expect(dialog(page).getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("no results: the message and suggestions", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("qwxzv");
    await expect(dialog(page).getByText("No results for ‘qwxzv’")).toBeVisible();
    await dialog(page).getByRole("button", { name: "north star" }).click();
    await expect(box(page)).toHaveValue("north star");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
  });

  test("offline: one line and a link to the search page, no errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/search-index.json", (route) => route.abort("internetdisconnected"));
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("okr");
    await expect(dialog(page).getByText("Search couldn't load here.")).toBeVisible();
    await expect(dialog(page).getByRole("link", { name: "Try the search page" })).toHaveAttribute("href", "/search?q=okr");
    expect(errors).toEqual([]);
  });

  test("phones at 360 and 390 px: the header's search button opens it, and it fits the screen", async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await visit(page, "/");
      await searchLink(page).click();
      await expect(box(page)).toBeFocused();
      await page.keyboard.type("north star");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      const panel = await dialog(page).locator("> div").boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(width);
    }
  });

  test("wide screens: the word Search, the shortcut hint where it fits, and the seven nav entries on one line each", async ({ page }) => {
    for (const width of [1024, 1280, 1366, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/frameworks");
      await expect(searchLink(page).getByText("Search", { exact: true }), `${width} px`).toBeVisible();
      // The hint shows while the bar has room for it: before the nav entries join it at 1,280 px.
      const hint = page.getByRole("banner").locator("[data-search-kbd]");
      if (width < 1280) await expect(hint, `${width} px`).toBeVisible();
      else await expect(hint, `${width} px`).toBeHidden();
      // Nothing overlaps the word: the hint sits in the link's own padding.
      const [word, kbd] = [await searchLink(page).getByText("Search", { exact: true }).boundingBox(), await hint.boundingBox()];
      if (kbd) expect(word!.x + word!.width, `${width} px`).toBeLessThanOrEqual(kbd.x);
      const row = await page.getByRole("banner").evaluate((header) => {
        const bar = header.querySelector("div")!;
        return { scroll: bar.scrollWidth, client: bar.clientWidth };
      });
      expect(row.scroll, `${width} px`).toBeLessThanOrEqual(row.client);
      if (width < 1280) continue;
      const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
      await expect(links).toHaveCount(7);
      const heights = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
      // One line each: a wrapped entry is twice as tall as the others.
      expect(Math.max(...heights), `${width} px`).toBeLessThan(Math.min(...heights) * 1.5);
    }
  });

  test("label in name: the search control's name is the text it shows, at every width", async ({ page }) => {
    await page.goto("/");
    for (const width of [360, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const link = searchLink(page);
      await expect(link, `${width} px`).toBeVisible();
      await expect(link, `${width} px`).toHaveAccessibleName("Search");
      // What a sighted speech-input user reads on the control (icons are hidden from the name and carry no text).
      const visible = (await link.evaluate((a) => (a as HTMLElement).innerText)).trim();
      expect(["", "Search"], `visible text at ${width} px: "${visible}"`).toContain(visible);
    }
  });

  test("the dialog's code and index are not in the first load", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await visit(page, "/");
    expect(requested.filter((url) => url.includes("search-index.json"))).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await expect.poll(() => requested.some((url) => url.includes("search-index.json"))).toBe(true);
  });

  for (const theme of ["light", "dark"] as Theme[]) {
    test(`axe: the open dialog in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await visit(page, "/");
      await page.keyboard.press("Control+k");
      await page.keyboard.type("roadmap");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`axe: /search?q= in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await visit(page, "/search?q=north%20star");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("/search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("results render on the server, best match first, and the header link goes to the page", async ({ page }) => {
    await page.goto("/");
    await expect(searchLink(page)).toHaveAttribute("href", "/search");
    for (const [query, first] of [
      ["churn", "/glossary/churn-rate"],
      ["interview questions", "/interviews"],
      ["stakeholder", "/glossary/stakeholder"],
    ] as const) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("list", { name: `Results for ${query}` }).getByRole("link").first(), query).toHaveAttribute("href", first);
    }
    await page.goto("/search?q=prioritisation");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
    // The lesson on prioritization first; the frameworks it teaches, RICE among them, follow.
    await expect(page.getByRole("list", { name: "Results for prioritisation" }).getByRole("link").first()).toHaveAttribute("href", "/product-mastery/delivery-and-execution#prioritization");
    await expect(page.getByRole("main").getByRole("link", { name: /RICE/ }).first()).toHaveAttribute("href", /\/(frameworks|glossary)\/rice-scoring/);
    const input = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await input.fill("jtbd");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jtbd$/);
    await expect(page.getByRole("main").getByRole("link", { name: /Jobs to be Done/i }).first()).toBeVisible();
  });

  test("a type filter narrows the list and lives in the URL", async ({ page }) => {
    await page.goto("/search?q=churn");
    const filter = page.getByRole("navigation", { name: "Filter results by type" });
    await expect(filter.getByRole("link", { name: /^All \d+$/ })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: /^Product Mastery \d+$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=churn&type=product-mastery$/);
    await expect(filter.getByRole("link", { name: /^Product Mastery \d+$/ })).toHaveAttribute("aria-current", "page");
    const results = page.getByRole("list", { name: "Results for churn" }).getByRole("listitem");
    await expect(results.first()).toBeVisible();
    const labels = await results.evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent?.trim()));
    expect(new Set(labels)).toEqual(new Set(["Product Mastery"]));
    // A new search keeps the type.
    const input = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await input.fill("roadmap");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=roadmap&type=product-mastery$/);
  });

  test("a highlighted title keeps its link colour", async ({ page }) => {
    await page.goto("/search?q=churn");
    const link = page.getByRole("list", { name: "Results for churn" }).getByRole("link").first();
    const colours = await link.evaluate((a) => ({ link: getComputedStyle(a).color, mark: getComputedStyle(a.querySelector("mark")!).color }));
    expect(colours.mark).toBe(colours.link);
  });

  test("no results: message and suggestions", async ({ page }) => {
    await page.goto("/search?q=qwxzv");
    await expect(page.getByText("No results for ‘qwxzv’")).toBeVisible();
    await expect(page.getByRole("link", { name: "north star" })).toHaveAttribute("href", "/search?q=north%20star");
  });
});
