import { expect, test, type Page } from "../support/visitor";
import { waitForHydration } from "../support/hydration";
import { expectShown, headingsAt, hiddenByMarkup, named, nameOf, serverDocument, textOf, theOne } from "../support/server-html";
import { glossaryTerms } from "../../data/glossary";

/** The letters the glossary has terms under: the A-Z bar links these and leaves the others out. */
const lettersInUse = new Set(glossaryTerms.map((term) => term.term.charAt(0).toUpperCase())).size;

/** Glossary (/glossary) and the Ship Happens comic (/ship-happens). */

const visibleTerms = (page: Page) => page.locator("#glossary-terms [data-glossary-term]:visible");
const toast = (page: Page, title: string) => page.locator("li[data-variant]").filter({ hasText: title });

test.describe("glossary", () => {
  test("lists 24 terms and filters live in any letter case, by words inside definitions too, and says when nothing matches", async ({ page }) => {
    await page.goto("/glossary");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visibleTerms(page)).toHaveCount(24);
    const box = page.getByRole("searchbox", { name: "Search the glossary" });

    for (const query of ["north star", "NORTH STAR", "NoRtH sTaR"]) {
      await box.fill(query);
      await expect(visibleTerms(page)).toHaveCount(1);
      await expect(visibleTerms(page).first()).toHaveAttribute("id", "north-star-metric");
      await expect(page.getByRole("status").filter({ hasText: "1 term" })).toBeVisible();
    }
    await expect(page).toHaveURL(/\?q=NoRtH\+sTaR$/);

    await box.fill("");
    await expect(visibleTerms(page)).toHaveCount(24);
    await expect(page).toHaveURL(/\/glossary$/);

    // Words inside a definition match too.
    await box.fill("STORY POINTS");
    await expect(visibleTerms(page)).toHaveCount(1);
    await expect(page.locator("#velocity")).toBeVisible();

    await box.fill("xylophone");
    await expect(page.getByText("No matching terms found. Try a different search.")).toBeVisible();
    await expect(visibleTerms(page)).toHaveCount(0);
  });

  test("loads a shared search from ?q=", async ({ page }) => {
    await page.goto("/glossary?q=sprint");
    await expect(page.getByRole("searchbox", { name: "Search the glossary" })).toHaveValue("sprint");
    await expect(page.locator("#sprint")).toBeVisible();
    await expect(page.locator("#kano-model")).toBeHidden();
  });

  test("words typed before the page's script runs are kept, and filter the list once it does", async ({ page }) => {
    // Hold the page's scripts back until the visitor has typed (a slow phone on a slow network).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/glossary", { waitUntil: "domcontentloaded" });
    const box = page.getByRole("searchbox", { name: "Search the glossary" });
    await box.fill("sprint");
    release();
    await waitForHydration(page, "main input[type=search]");
    await expect(box).toHaveValue("sprint");
    await expect(visibleTerms(page)).toHaveCount(2);
    await expect(page.locator("#sprint")).toBeVisible();
    await expect(page).toHaveURL(/\?q=sprint$/);
  });

  test("has an anchor per term and an A-Z index", async ({ page }) => {
    await page.goto("/glossary#north-star-metric");
    const term = page.locator("#north-star-metric");
    await expect(term).toContainText("North Star Metric");
    await expect(term).toBeInViewport();
    await expect(term.getByRole("link", { name: /Learn more/ })).toHaveAttribute("href", "/frameworks/north-star-metric");

    const index = page.getByRole("navigation", { name: "Glossary A to Z" });
    await expect(index.getByRole("link", { name: "K", exact: true })).toHaveAttribute("href", "#kano-model");
    await expect(index.getByRole("link", { name: /^Z/ })).toHaveCount(0);
    // Only letters with terms are in the bar: no greyed boxes for the others.
    await expect(index.locator("li")).toHaveCount(lettersInUse);
    expect(lettersInUse).toBeLessThan(26);
  });

  test("the A-Z letters are tap targets of at least 44 px on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/glossary");
    const letters = page.getByRole("navigation", { name: "Glossary A to Z" }).locator("li > *");
    await expect(letters).toHaveCount(lettersInUse);
    for (const box of await letters.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  test("the A-Z bar is one row at 1,280 px (it wrapped to two)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/glossary");
    const tops = await page.getByRole("navigation", { name: "Glossary A to Z" }).locator("li > *").evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(tops).toHaveLength(lettersInUse);
    expect(new Set(tops).size).toBe(1);
  });

  test("letter headings in the margin on a wide screen, and an A-Z bar and highlight that follow the search", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/glossary");
    const list = page.locator("#glossary-terms");
    await expect(list.getByRole("heading", { level: 2, name: "A", exact: true })).toBeVisible();
    await expect(list.getByRole("heading", { level: 2, name: "V", exact: true })).toBeVisible();
    // A dictionary's rows: each letter in the margin beside its terms, the letters one above the other from A to Z.
    const first = await list.locator("section").first().boundingBox();
    const last = await list.locator("section").last().boundingBox();
    expect(last!.y).toBeGreaterThan(first!.y + first!.height - 1);
    const heading = await list.getByRole("heading", { level: 2, name: "A", exact: true }).boundingBox();
    const firstTerm = await list.locator("[data-glossary-term] dt").first().boundingBox();
    expect(firstTerm!.x).toBeGreaterThan(heading!.x + heading!.width);

    const index = page.getByRole("navigation", { name: "Glossary A to Z" });
    await page.getByRole("searchbox", { name: "Search the glossary" }).fill("sprint");
    await expect(visibleTerms(page).first()).toBeVisible();
    // "K" (Kano Model) has no match for "sprint": greyed, not a link, not focusable; "S" (Sprint) stays a link.
    const k = index.locator('[data-letter="K"]');
    await expect(k).toHaveAttribute("aria-disabled", "true");
    await expect(k).not.toHaveAttribute("href", /.+/);
    await expect(index.getByRole("link", { name: "S", exact: true })).toHaveAttribute("href", "#sprint");
    await expect(list.getByRole("heading", { level: 2, name: "K", exact: true })).toBeHidden();
    // The matched text is highlighted in every visible entry that contains it.
    const marked = await page.evaluate(() => {
      const highlight = CSS.highlights.get("glossary-match");
      return highlight ? [...highlight].map((range) => (range as Range).toString().toLowerCase()) : [];
    });
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(["sprint"]));
    // Clearing the search enables every letter with terms again.
    await page.getByRole("searchbox", { name: "Search the glossary" }).fill("");
    await expect(index.getByRole("link", { name: "K", exact: true })).toHaveAttribute("href", "#kano-model");
    await expect(index.locator("[aria-disabled]")).toHaveCount(0);
  });

  // What a reader without JavaScript gets is the server's HTML.
  test("without JavaScript still shows the full list (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/glossary");
    const terms = [...doc.querySelectorAll("#glossary-terms [data-glossary-term]")];
    expect(terms).toHaveLength(24);
    expect(terms.filter((term) => hiddenByMarkup(term))).toEqual([]);
    expectShown(doc.querySelector("#a-b-test"), "the A/B Test entry");
  });
});

test.describe("glossary on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a compact list: a 44 px row per term whose name links to its page, the page far shorter than the cards were", async ({ page }) => {
    await page.goto("/glossary");
    await expect(visibleTerms(page)).toHaveCount(24);
    // The full cards made the page 10,165 px tall at 390 px; the rows make it about 4,100.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5_000);
    // Read in one pass (24 rows): each row's link, its height, and the definition text a phone shows.
    const rows = await visibleTerms(page).evaluateAll((terms) =>
      terms.map((term) => {
        const link = term.querySelector("dt a")!;
        const learnMore = [...term.querySelectorAll("dd a")].find((a) => /Learn more/.test(a.textContent ?? ""));
        const dd = term.querySelector("dd")!;
        const shown = [...dd.querySelectorAll("span")].find((span) => span.getBoundingClientRect().height > 0) ?? dd;
        return {
          id: term.id,
          href: link.getAttribute("href"),
          linkShown: link.getBoundingClientRect().height > 0,
          height: term.getBoundingClientRect().height,
          definition: dd.getBoundingClientRect().height,
          shownText: shown.textContent ?? "",
          full: (dd.querySelector(".glossary-full") ?? dd).textContent ?? "",
          clipped: getComputedStyle(shown).textOverflow === "ellipsis" || shown.scrollHeight > shown.clientHeight + 1,
          learnMoreShown: learnMore ? learnMore.getBoundingClientRect().height > 0 : false,
        };
      }),
    );
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      expect(row.href, row.id).toBe(`/glossary/${row.id}`);
      expect(row.linkShown, row.id).toBe(true);
      expect(row.height, row.id).toBeGreaterThanOrEqual(44);
      // Two lines of the definition at most; the "learn more" link is on the term's page.
      expect(row.definition, row.id).toBeLessThanOrEqual(44);
      expect(row.learnMoreShown, row.id).toBe(false);
      // Never cut inside a word: the whole definition, or its start up to a whole word and "…", with nothing hidden by the box.
      expect(row.clipped, row.id).toBe(false);
      if (row.shownText !== row.full) {
        expect(row.shownText.endsWith("…"), row.id).toBe(true);
        const kept = row.shownText.slice(0, -1);
        expect(row.full.startsWith(kept), row.id).toBe(true);
        // The next character starts a new word (a space) or is punctuation truncateAtWord drops with it (an opening quote).
        expect(row.full.charAt(kept.length), row.id).toMatch(/[\s,;:.'"‘“(]/);
      }
    }
    // A tap anywhere on a row opens the term's page.
    const row = page.locator("#churn-rate");
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    await page.mouse.click(box.x + box.width - 20, box.y + box.height - 8);
    await expect(page).toHaveURL(/\/glossary\/churn-rate$/);
  });

  test("?q= still filters, and a match's whole definition shows", async ({ page }) => {
    await page.goto("/glossary?q=story points");
    await expect(page.getByRole("searchbox", { name: "Search the glossary" })).toHaveValue("story points");
    await expect(visibleTerms(page)).toHaveCount(1);
    await expect(page.locator("#velocity")).toBeVisible();
    expect((await page.locator("#velocity dd").first().boundingBox())!.height).toBeGreaterThan(40);
    await page.getByRole("searchbox", { name: "Search the glossary" }).fill("");
    await expect(visibleTerms(page)).toHaveCount(24);
    // Back to the compact row: the definition's gist, two lines at most.
    expect((await page.locator("#velocity dd").first().boundingBox())!.height).toBeLessThanOrEqual(44);
    await expect(page.locator("#velocity .glossary-full")).toBeHidden();
  });
});

test.describe("Ship Happens comic", () => {
  const indicator = (page: Page) => page.locator("figcaption");
  const panelImage = (page: Page) => page.locator("figure img");

  test("reads through all 16 panels with Next", async ({ page }) => {
    await page.goto("/ship-happens");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ship Happens");
    const next = page.getByRole("button", { name: "Next" });
    const previous = page.getByRole("button", { name: "Previous" });
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    await expect(previous).toBeDisabled();
    for (let n = 2; n <= 16; n++) {
      await next.click();
      await expect(indicator(page)).toHaveText(`Panel ${n} of 16`);
      await expect(panelImage(page)).toHaveAttribute("src", new RegExp(`/comic/panel-${String(n).padStart(2, "0")}\\.svg$`));
      await expect(page).toHaveURL(new RegExp(`\\?panel=${n}$`));
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // Every panel image actually loads.
    expect(await panelImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("thumbnails jump to their panel", async ({ page }) => {
    await page.goto("/ship-happens");
    await page.getByRole("button", { name: "Go to panel 7" }).click();
    await expect(indicator(page)).toHaveText("Panel 7 of 16");
    await expect(page.getByRole("button", { name: "Go to panel 7" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Go to panel 16" }).click();
    await expect(indicator(page)).toHaveText("Panel 16 of 16");
  });

  test("arrow keys navigate and announce the ends", async ({ page }) => {
    // Keys pressed before hydration would go nowhere: wait until the scripts have run.
    await page.goto("/ship-happens", { waitUntil: "networkidle" });
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    await page.keyboard.press("ArrowLeft");
    await expect(toast(page, "Start reached")).toContainText("You're at the beginning of the comic.");
    await page.keyboard.press("ArrowRight");
    await expect(indicator(page)).toHaveText("Panel 2 of 16");
    await page.keyboard.press("ArrowLeft");
    await expect(indicator(page)).toHaveText("Panel 1 of 16");

    await page.goto("/ship-happens?panel=16");
    await expect(indicator(page)).toHaveText("Panel 16 of 16");
    await page.keyboard.press("ArrowRight");
    await expect(toast(page, "End reached")).toContainText("You've reached the end of the comic.");
    await expect(indicator(page)).toHaveText("Panel 16 of 16");
  });

  test("opens the panel named in ?panel=", async ({ page }) => {
    await page.goto("/ship-happens?panel=5");
    await expect(indicator(page)).toHaveText("Panel 5 of 16");
    await expect(panelImage(page)).toHaveAttribute("src", /\/comic\/panel-05\.svg$/);
    await page.goto("/ship-happens?panel=banana");
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
  });

  test("replaces an image that fails to load with the red box and a toast", async ({ page }) => {
    await page.route("**/comic/panel-03.svg", (route) => route.fulfill({ status: 404 }));
    await page.goto("/ship-happens");
    await page.getByRole("button", { name: "Go to panel 3" }).click();
    await expect(indicator(page)).toHaveText("Panel 3 of 16");
    const box = page.getByRole("alert").filter({ hasText: "Image failed to load" });
    await expect(box).toBeVisible();
    await expect(box).toContainText("/comic/panel-03.svg");
    await expect(box).toContainText("Try refreshing the page or check your internet connection");
    await expect(panelImage(page)).toHaveCount(0);
    await expect(toast(page, "Image failed to load")).toContainText("Could not load the comic image. Please check your connection.");
    // The failed thumbnail is hidden silently; its numbered button stays usable.
    await expect(page.getByRole("button", { name: "Go to panel 3" }).locator("img")).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(panelImage(page)).toHaveAttribute("src", /\/comic\/panel-04\.svg$/);
  });

  test("shows the red box when the first panel fails on a direct visit", async ({ page }) => {
    await page.route("**/comic/panel-01.svg", (route) => route.fulfill({ status: 404 }));
    await page.goto("/ship-happens");
    await expect(page.getByRole("alert").filter({ hasText: "Image failed to load" })).toContainText("/comic/panel-01.svg");
    await expect(toast(page, "Image failed to load")).toBeVisible();
  });

  test("has a transcript of every panel (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/ship-happens");
    expectShown(theOne(doc, headingsAt(2), "Transcript"), "the Transcript heading");
    // A native disclosure: its summary opens it, with a heading per panel inside.
    const details = doc.querySelector("details")!;
    expect(textOf(details.querySelector(":scope > summary"))).toMatch(/Read the full transcript/);
    expect(named(details, headingsAt(3), /^Panel \d+$/).map(nameOf)).toEqual(Array.from({ length: 16 }, (_, i) => `Panel ${i + 1}`));
  });

  test("without JavaScript shows the first panel (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/ship-happens");
    const images = doc.querySelectorAll("figure img");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("src")).toMatch(/\/comic\/panel-01\.svg$/);
    expect(textOf(doc.querySelector("figcaption"))).toBe("Panel 1 of 16");
  });
});

test("at 1,280 px a drawing with two layouts sits on a figure panel like every other drawing, inside the column's edges, its wide layout shown", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/interviews", "/product-psychology", "/ai-pm-10x", "/frameworks/opportunity-solution-tree"]) {
    await page.goto(path);
    const panel = await page.locator("main figure .two-layouts").first().evaluate((layouts) => {
      const frame = layouts.parentElement!;
      const caption = frame.parentElement!.querySelector("figcaption")!.getBoundingClientRect();
      const box = frame.getBoundingClientRect();
      const wide = [...layouts.querySelectorAll("svg")].find((svg) => svg.getBoundingClientRect().width > 0)!;
      return { border: getComputedStyle(frame).borderTopWidth, wideShown: Number(wide.getAttribute("width")) > 360, offset: Math.abs(box.left - caption.left) };
    });
    expect(panel.border, path).toBe("1px");
    expect(panel.wideShown, path).toBe(true);
    // The panel's edge is the column's (the caption's): one that reached into the gutter read as misaligned.
    expect(panel.offset, path).toBeLessThanOrEqual(1);
  }
});
