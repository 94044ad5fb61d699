import type { Page } from "@playwright/test";
import { expectNoAxeViolations, settle, switchTheme, useTheme } from "../support/axe";
import { axeViolations } from "../support/axe-runner";
import { waitForHydration } from "../support/hydration";
import { expectShown, headingsAt, LINKS, named, serverDocument, textOf, theOne, withText } from "../support/server-html";
import { groupByPage } from "../../lib/search/group";
import { startPaths } from "../../data/home";
import { expect, test } from "../support/visitor";

/**
 * Site search: the header's "Search" link, the Ctrl/Cmd-K and "/" shortcuts,
 * the dialog's combobox and listbox, deep links, the offline line and the
 * /search page without JavaScript.
 */

/**
 * Keys pressed before the shortcuts listen go nowhere: wait for the page's
 * scripts, for the header's client leaves (React marks hydrated nodes with a
 * fiber key), and for the shortcuts' effect, which marks the search link live
 * once its listeners are in place (a moment after hydration; on a busy
 * machine the network goes idle well before either).
 */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForHydration(page, "header button");
  await page.waitForSelector('[data-search-button="live"]', { state: "attached" });
}

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const box = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the site" });

test.describe("search dialog", () => {
  test("Ctrl+K opens it with the box focused, and only then loads the index; the best match comes first, labelled with its kind; Escape returns focus", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await visit(page, "/frameworks");
    expect(requested.filter((url) => url.includes("search-index.json")), "the index is not in the first load").toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await expect.poll(() => requested.some((url) => url.includes("search-index.json"))).toBe(true);
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

  test("the dialog lists results in the same order as /search", async ({ page, request }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    for (const query of ["churn", "interview questions", "stakeholder"]) {
      // /search renders its list on the server: read it there, and type the same words into one open dialog.
      const doc = await serverDocument(request, `/search?q=${encodeURIComponent(query)}`);
      // The page lists one card per page, a page's later hits inside its card: its cards' first links are the
      // dialog's results with each page's later hits left out.
      const pageHrefs = [...theOne(doc, "ol, ul", `Results for ${query}`).querySelectorAll(":scope > li > div > a")].map((a) => a.getAttribute("href"));
      const firstOfEachPage = (hrefs: (string | null)[]) => groupByPage(hrefs.map((url = "") => ({ kind: /^\/quiz-explanations/.test(url ?? "") ? ("Quiz" as const) : /^\/ship-happens\?/.test(url ?? "") ? ("Comic" as const) : ("Guides" as const), url: url ?? "" }))).map((group) => group.hit.url);
      await box(page).fill("");
      await page.keyboard.type(query);
      await expect(box(page)).toHaveValue(query);
      const options = dialog(page).getByRole("option");
      let dialogHrefs: (string | null)[] = [];
      await expect
        .poll(async () => {
          dialogHrefs = firstOfEachPage(await options.evaluateAll((links) => links.map((a) => a.getAttribute("href"))));
          return dialogHrefs.length > 2 && dialogHrefs.every((href, i) => href === pageHrefs[i]);
        }, { message: `${query}: the dialog's results are the first of /search's, in order` })
        .toBe(true);
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

  // The header and the dialog lay out by CSS alone (no script measures the window): one page, resized, serves every width.
  test("phones at 360 and 390 px: the header's search button opens it, and it fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 844 });
    await visit(page, "/");
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await searchLink(page).click();
      await expect(box(page)).toBeFocused();
      await box(page).fill("");
      await page.keyboard.type("north star");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
      const panel = await dialog(page).locator("> div").boundingBox();
      expect(panel!.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width, `${width} px`).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
    }
  });

  test("wide screens: the word Search, the shortcut hint where it fits, and the seven nav entries on one line each", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await visit(page, "/frameworks");
    for (const width of [1024, 1280, 1366, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
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

  // All rules in one theme, then the colour rules in the other: a theme changes colours only.
  test("axe: the open dialog in the light and the dark theme", async ({ page }) => {
    await useTheme(page, "light");
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("roadmap");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await expectNoAxeViolations(page, "light theme");
    await switchTheme(page, "dark");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    expect(await axeViolations(page, "colour"), "dark theme").toEqual([]);
  });

  // /search is rendered per request, so the per-route pass does not visit it: here in its three states
  // (before a search, with results, with none), each with its own sections, chips and links.
  for (const [state, path] of [
    ["before a search", "/search"],
    ["with results", "/search?q=north%20star"],
    ["with no results", "/search?q=qwxzv"],
  ] as const) {
    test(`axe: /search ${state} in the light and the dark theme`, async ({ page }) => {
      await useTheme(page, "light");
      await visit(page, path);
      await expectNoAxeViolations(page, "light theme");
      await switchTheme(page, "dark");
      expect(await axeViolations(page, "colour"), "dark theme").toEqual([]);
    });
  }
});

/** What a reader without JavaScript gets from /search is the server's HTML: its list, its filters and a plain GET form. */
test.describe("/search without JavaScript (server HTML)", () => {
  /** The page's search form: a GET to /search whose box sends `q`, and the hidden fields it sends with it. */
  function searchForm(doc: Document) {
    const form = doc.querySelector("main form[role=search]")!;
    expect(form.getAttribute("action")).toBe("/search");
    expect((form.getAttribute("method") ?? "get").toLowerCase()).toBe("get");
    expect(theOne(form, "input", "Search the site").getAttribute("name")).toBe("q");
    return Object.fromEntries([...form.querySelectorAll("input[type=hidden]")].map((input) => [input.getAttribute("name"), input.getAttribute("value")]));
  }
  const results = (doc: Document, query: string) => [...theOne(doc, "ol, ul", `Results for ${query}`).querySelectorAll(LINKS)];

  test("results render on the server, best match first, and the header link goes to the page", async ({ request }) => {
    const home = await serverDocument(request, "/");
    expect(theOne(home.querySelector("header")!, LINKS, "Search").getAttribute("href")).toBe("/search");
    for (const [query, first] of [
      ["churn", "/glossary/churn-rate"],
      ["interview questions", "/interviews"],
      ["stakeholder", "/glossary/stakeholder"],
    ] as const) {
      const doc = await serverDocument(request, `/search?q=${encodeURIComponent(query)}`);
      expect(results(doc, query)[0]?.getAttribute("href"), query).toBe(first);
    }
    const doc = await serverDocument(request, "/search?q=prioritisation");
    // The heading names the query (it stayed "Search" over a page of results).
    expectShown(theOne(doc, headingsAt(1), "Search: \u2018prioritisation\u2019"), "the h1");
    expectShown(doc.querySelector("main mark"), "a highlighted word");
    // The lesson on prioritization first; the frameworks it teaches, RICE among them, follow.
    expect(results(doc, "prioritisation")[0]?.getAttribute("href")).toBe("/product-mastery/delivery-and-execution#prioritization");
    expect(named(doc.querySelector("main")!, LINKS, /RICE/i)[0]?.getAttribute("href")).toMatch(/\/(frameworks|glossary)\/rice-scoring/);
    // The box sends its words to /search as q: a new search is the page for those words.
    expect(searchForm(doc)).toEqual({});
    const jtbd = await serverDocument(request, `/search?q=jtbd`);
    expectShown(named(jtbd.querySelector("main")!, LINKS, /Jobs to be Done/i)[0], "a result for Jobs to be Done");
  });

  test("a type filter narrows the list and lives in the URL", async ({ request }) => {
    const all = await serverDocument(request, "/search?q=churn");
    const filterOf = (doc: Document) => theOne(doc, "nav", "Filter results by type");
    expect(theOne(filterOf(all), LINKS, /^All \d+$/).getAttribute("aria-current")).toBe("page");
    expect(theOne(filterOf(all), LINKS, /^Product Mastery \d+$/).getAttribute("href")).toBe("/search?q=churn&type=product-mastery");
    const narrowed = await serverDocument(request, "/search?q=churn&type=product-mastery");
    expect(theOne(filterOf(narrowed), LINKS, /^Product Mastery \d+$/).getAttribute("aria-current")).toBe("page");
    const items = [...theOne(narrowed, "ol, ul", "Results for churn").querySelectorAll(":scope > li")];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((li) => textOf(li.querySelector("p"))))).toEqual(new Set(["Product Mastery"]));
    // A new search keeps the type: the form sends it along with the words.
    expect(searchForm(narrowed)).toEqual({ type: "product-mastery" });
  });

  test("one card per page with its sections listed in it, and a link that lists every result", async ({ request }) => {
    const doc = await serverDocument(request, "/search?q=roadmap");
    const list = (d: Document) => theOne(d, "ol, ul", "Results for roadmap");
    const cards = [...list(doc).querySelectorAll(":scope > li")];
    // The same page twice (the Roadmaps guide at #2 and its section at #3) read as a near-duplicate.
    const pages = cards.map((li) => li.querySelector("a")!.getAttribute("href")!.split("#")[0]!).filter((path) => !/^\/(quiz-explanations|ship-happens)/.test(path));
    expect(new Set(pages).size).toBe(pages.length);
    expect(cards.some((li) => /Also on this page/.test(textOf(li)))).toBe(true);
    // 20 results listed (cards and the sections inside them), then a way to the rest.
    expect(list(doc).querySelectorAll("a")).toHaveLength(20);
    const more = theOne(doc, LINKS, /^Show all \d+ results$/);
    const total = Number(textOf(more).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    const all = await serverDocument(request, more.getAttribute("href")!);
    expect(list(all).querySelectorAll("a")).toHaveLength(total);
    expect(named(all, LINKS, /^Show all/)).toHaveLength(0);
  });

  test("no results: message and suggestions", async ({ request }) => {
    const doc = await serverDocument(request, "/search?q=qwxzv");
    expect(withText(doc, "No results for ‘qwxzv’").length).toBeGreaterThan(0);
    expect(theOne(doc, LINKS, "North Star").getAttribute("href")).toBe("/search?q=north%20star");
  });
});

test.describe("/search without JavaScript, in a browser", () => {
  test.use({ javaScriptEnabled: false });

  test("a section's result leads with its page's name", async ({ page }) => {
    await page.goto("/search?q=churn");
    // A card's own link; the sections listed inside a page's card ("Also on this page") sit under its name already.
    const links = page.getByRole("list", { name: "Results for churn" }).locator(":scope > li > div > a");
    const named = await links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })));
    const sections = named.filter((link) => link.href.includes("#"));
    expect(sections.length).toBeGreaterThan(0);
    for (const link of sections) expect(link.text, link.href).toMatch(/^\S.* › \S/);
  });

  test("a highlighted title keeps its link colour", async ({ page }) => {
    await page.goto("/search?q=churn");
    const link = page.getByRole("list", { name: "Results for churn" }).getByRole("link").first();
    const colours = await link.evaluate((a) => ({ link: getComputedStyle(a).color, mark: getComputedStyle(a.querySelector("mark")!).color }));
    expect(colours.mark).toBe(colours.link);
  });
});

test.describe("/search page", () => {
  test("before a search it offers popular searches and the site's sections, not an empty page (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/search");
    const popular = theOne(doc, headingsAt(2), "Popular searches").parentElement!;
    // What PMs look for first, one per kind of page (an outside review found three too few to start from).
    expect(popular.querySelectorAll("a[href^='/search?q=']").length).toBeGreaterThanOrEqual(8);
    const sections = doc.querySelector("nav[aria-labelledby='browse-heading']")!;
    // All ten sections (the five starting points, then the rest): a review found half of the site missing from the list.
    expect([...sections.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/frameworks",
      "/product-mastery",
      "/glossary",
      "/templates",
      "/pm-quiz",
      "/guides",
      "/books",
      "/interviews",
      "/ai-pm-10x",
      "/product-psychology",
    ]);
    // And the home page's reading paths, each with its first three steps and a link to the whole path.
    const paths = theOne(doc, "section", "Or follow a reading path");
    const cards = [...paths.querySelectorAll(":scope > ul > li")];
    expect(cards.map((card) => textOf(card.querySelector("p")))).toEqual(startPaths.map((path) => path.title));
    for (const [index, card] of cards.entries()) {
      expect([...card.querySelectorAll("ol a")].map((a) => a.getAttribute("href"))).toEqual(startPaths[index]!.steps.slice(0, 3).map((step) => step.href));
      expect(card.querySelector(`a[href="/#path-${startPaths[index]!.id}"]`)).not.toBeNull();
    }
  });

  test("on a phone the popular searches and the type filters are one row that scrolls sideways, so the sections follow within the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, row] of [
      ["/search", "main ul:has(a[href^='/search?q='])"],
      ["/search?q=roadmap", "nav[aria-label='Filter results by type'] ul"],
    ] as const) {
      await page.goto(path);
      const chips = await page.locator(`${row} > li`).evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(chips).size, `${path}: one row`).toBe(1);
      const box = await page.locator(row).evaluate((ul) => ({ scroll: ul.scrollWidth, client: ul.clientWidth }));
      expect(box.scroll, `${path}: more chips than fit, reached by scrolling the row`).toBeGreaterThan(box.client);
      // The last chip can be reached from the keyboard: focusing it scrolls the row.
      await page.locator(`${row} > li a`).last().focus();
      expect(await page.locator(`${row} > li a`).last().evaluate((a) => a.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    }
  });

  test("on a wide screen the list of sections starts level with the search box, before and after a search", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ["/search", "/search?q=roadmap"]) {
      await page.goto(path);
      const [box, sections] = [await page.locator("#search-page-input").boundingBox(), await page.locator("nav[aria-labelledby='browse-heading']").boundingBox()];
      expect(Math.abs(sections!.y - box!.y), path).toBeLessThanOrEqual(1);
    }
  });

  test("the line above the results agrees with the count on the All chip when the list is cut at 20 (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/search?q=roadmap");
    const all = textOf(theOne(doc.querySelector("nav[aria-label='Filter results by type']")!, LINKS, /^All/));
    const total = Number(all.replace(/\D/g, ""));
    // Every result is one link: a card's own, or a section's inside its page's card.
    const listed = doc.querySelectorAll("main ol[aria-label^='Results for'] > li a").length;
    expect(listed).toBe(Math.min(total, 20));
    if (total > listed) expect(textOf(doc.querySelector("main p[aria-live]")!)).toMatch(new RegExp(`^The best ${listed} of ${total} results for`));
    else expect(textOf(doc.querySelector("main p[aria-live]")!)).toMatch(new RegExp(`^${listed} results? for`));
  });

  test("snippets read as text: a card's title and its text keep their space ('Better decisionsComparing' once)", async ({ request }) => {
    const doc = await serverDocument(request, "/search?q=roadmap");
    expect(textOf(doc.querySelector("main ol[aria-label^='Results for']")!)).not.toMatch(/decisionsComparing/);
  });

  test("snippets read as text: a table caption's markup never shows (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/search?q=churn");
    const text = textOf(doc.querySelector("main ol[aria-label^='Results for']")!);
    expect(text).toContain("churn");
    expect(text).not.toMatch(/\{result=|Table:/);
  });
});
