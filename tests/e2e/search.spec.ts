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
  test("Ctrl+K opens it with the box focused; results are grouped and highlighted; Escape returns focus", async ({ page }) => {
    await visit(page, "/frameworks");
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("prioritisation");
    const list = dialog(page).getByRole("listbox", { name: "Search results" });
    await expect(list.getByRole("option").first()).toBeVisible();
    await expect(list.getByRole("group", { name: "Frameworks" })).toBeVisible();
    await expect(list.locator("mark").first()).toBeVisible();
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

  test("every result group is named by its kind for screen readers", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("metrics");
    const list = dialog(page).getByRole("listbox", { name: "Search results" });
    await expect(list.getByRole("group", { name: "Product Mastery", exact: true })).toBeVisible();
    const groups = list.getByRole("group");
    const count = await groups.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i);
      const labelId = await group.getAttribute("aria-labelledby");
      expect(labelId).not.toMatch(/\s/);
      const kind = (await group.locator(`[id="${labelId}"]`).textContent())?.trim();
      await expect(group).toHaveAccessibleName(kind!);
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

  test("mobile at 390 px: opens from the menu's Search button, fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "Search", exact: true }).click();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("north star");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const box390 = await dialog(page).locator("> div").boundingBox();
    expect(box390!.x).toBeGreaterThanOrEqual(0);
    expect(box390!.x + box390!.width).toBeLessThanOrEqual(390);
  });

  test("wide screens show the shortcut hint without wrapping the seven nav entries", async ({ page }) => {
    for (const width of [1280, 1366, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/frameworks");
      await expect(searchLink(page).locator("[data-search-kbd]"), `${width} px`).toBeVisible();
      const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
      await expect(links).toHaveCount(7);
      const heights = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
      // One line each: a wrapped entry is twice as tall as the others.
      expect(Math.max(...heights), `${width} px`).toBeLessThan(Math.min(...heights) * 1.5);
      const row = await page.getByRole("banner").evaluate((header) => {
        const bar = header.querySelector("div")!;
        return { scroll: bar.scrollWidth, client: bar.clientWidth };
      });
      expect(row.scroll, `${width} px`).toBeLessThanOrEqual(row.client);
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

  test("results render on the server and the header link goes to the page", async ({ page }) => {
    await page.goto("/");
    await expect(searchLink(page)).toHaveAttribute("href", "/search");
    await page.goto("/search?q=prioritisation");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Frameworks" })).toBeVisible();
    await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /RICE/ }).first()).toHaveAttribute("href", /\/frameworks\/rice-scoring/);
    const input = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await input.fill("jtbd");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jtbd$/);
    await expect(page.getByRole("main").getByRole("link", { name: /Jobs to be Done/i }).first()).toBeVisible();
  });

  test("no results: message and suggestions", async ({ page }) => {
    await page.goto("/search?q=qwxzv");
    await expect(page.getByText("No results for ‘qwxzv’")).toBeVisible();
    await expect(page.getByRole("link", { name: "north star" })).toHaveAttribute("href", "/search?q=north%20star");
  });
});
