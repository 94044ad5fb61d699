import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/visitor";
import { frameworkCards, frameworkPages } from "../../content/frameworks";
import { readingTimeLabel } from "../../lib/content/reading-time";
import { calculatorDefinitions } from "../../lib/calculators/definitions";
import { calculatorLimits, fitsInLink } from "../../lib/calculators/limits";
import { categoryNeighbours } from "../../lib/frameworks/neighbours";
import { frameworkCategories, shownFrameworksLabel } from "../../lib/frameworks/categories";
import { publicRoutes } from "../../data/routes";
import { switchTheme, useTheme } from "../support/axe";
import { holdScripts, openHydrated, waitForHydration } from "../support/hydration";
import { expectShown, headingsAt, hiddenByMarkup, LINKS, named, nameOf, serverDocument, textOf, theOne } from "../support/server-html";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const explainers = publicRoutes.filter((route) => route.path.startsWith("/frameworks/"));
const accordionSlugs = ["kaizen", "double-diamond", "lean-startup", "business-model-canvas", "north-star-metric", "rice-scoring", "opportunity-scoring"];
const staticSlugs = [
  "dual-track-agile",
  "kano-model",
  "opportunity-solution-tree",
  // The six later explainers.
  "jobs-to-be-done",
  "moscow",
  "ice-scoring",
  "value-proposition-canvas",
  "user-story-mapping",
  "okrs",
  "wsjf",
  "tam-sam-som",
  // The four newest.
  "van-westendorp",
  "heart-framework",
  "aarrr-pirate-metrics",
  "playing-to-win",
];

/**
 * Diagrams a visitor sees only after opening an accordion item (a worked
 * example in a closed section), from the content, with the item to open. The
 * diagrams on screen when a page loads (every page's illustration, any in a
 * static page's sections or in the item open by default) are measured at 360
 * and 390 px by the per-route pass (routes.spec.ts: no visible text under 12
 * px, inline SVG text at its rendered size).
 */
const diagramsBehindAnItem = frameworkPages.flatMap((entry) => {
  if (entry.layout !== "accordion") return [];
  const inSections = entry.sections.filter((section) => section.segments.some((segment) => segment.kind === "diagram"));
  return inSections.filter((section) => section.id !== entry.sections[0]?.id).map((section) => ({ path: `/frameworks/${entry.slug}`, openSection: section.id }));
});

// Every main button, not the first: the "Mark as read" button (learner progress) hydrates on its own, before the accordion below it.
const open = (page: Page, path: string) => openHydrated(page, path, { selector: "main button" });

const triggers = (page: Page) => page.locator("h2 > button[aria-expanded]");

test.describe("/frameworks index", () => {
  test("has the four sections in order, each with its anchor id (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/frameworks");
    expect(doc.querySelectorAll(headingsAt(1))).toHaveLength(1);
    const ids = [...doc.querySelectorAll("main section[id]")].map((section) => section.id);
    expect(ids).toEqual(["strategy", "discovery", "prioritization", "delivery"]);
    for (const name of ["Strategy", "Discovery", "Prioritization", "Delivery"]) {
      expectShown(theOne(doc.querySelector(`section#${name.toLowerCase()}`)!, headingsAt(2), name), `the ${name} heading`);
    }
  });

  test("links every framework page, and every one answers 200", async ({ request }) => {
    const doc = await serverDocument(request, "/frameworks");
    for (const route of explainers) {
      expect(doc.querySelectorAll(`main a[href="${route.path}"]`), route.path).toHaveLength(1);
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
    }
  });
});

test.describe("/frameworks category filter", () => {
  const total = frameworkCards.length;
  const categories = frameworkCategories(frameworkCards);
  const chips = (page: Page) => page.getByRole("navigation", { name: "Filter frameworks by category" });
  const chip = (page: Page, name: string) => chips(page).getByRole("link", { name: new RegExp(`^${name} \\d+$`) });
  const shownCards = (page: Page) => page.locator("#framework-sections a[href^='/frameworks/']:visible");
  const shownHrefs = async (page: Page) => (await shownCards(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))).sort();
  const hrefsIn = (slug: string) => frameworkCards.filter((card) => card.section === slug).map((card) => card.href).sort();
  const status = (page: Page) => page.locator("main [role=status]").filter({ hasText: /^Showing / });
  const openFilter = (page: Page, path: string) => openHydrated(page, path, { selector: "#framework-categories a" });

  test("a chip filters the cards, puts ?category= in the address and says how many; Back shows all again", async ({ page }) => {
    await openFilter(page, "/frameworks");
    await expect(shownCards(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(shownFrameworksLabel(total, total));
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "true");

    const prioritization = categories.find((category) => category.slug === "prioritization")!;
    await chip(page, "Prioritization").click();
    await expect(page).toHaveURL(/\/frameworks\?category=prioritization$/);
    await expect(shownCards(page)).toHaveCount(prioritization.count);
    expect(await shownHrefs(page)).toEqual(hrefsIn("prioritization"));
    await expect(status(page)).toHaveText(`Showing ${prioritization.count} of ${total} frameworks`);
    await expect(chip(page, "Prioritization")).toHaveAttribute("aria-current", "true");
    await expect(chip(page, "All")).not.toHaveAttribute("aria-current");
    // The other sections go with their headings.
    await expect(page.getByRole("heading", { level: 2, name: "Strategy" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Prioritization" })).toBeVisible();

    await chip(page, "Delivery").click();
    await expect(page).toHaveURL(/\?category=delivery$/);
    expect(await shownHrefs(page)).toEqual(hrefsIn("delivery"));

    await page.goBack();
    await expect(page).toHaveURL(/\?category=prioritization$/);
    expect(await shownHrefs(page)).toEqual(hrefsIn("prioritization"));
    await page.goBack();
    await expect(page).toHaveURL(/\/frameworks$/);
    await expect(shownCards(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(shownFrameworksLabel(total, total));
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "true");
  });

  test("a shared ?category= link is filtered before the page's code runs and stays so once it has", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/frameworks?category=discovery", { waitUntil: "domcontentloaded" });
    // The server HTML holds every card; the page's inline script has already hidden the other sections.
    expect(await shownHrefs(page)).toEqual(hrefsIn("discovery"));
    await expect(chip(page, "Discovery")).toHaveAttribute("aria-current", "true");
    // Every change to a section's hidden attribute from here on: hydration once showed every section for a
    // frame (its first render sees no ?category=) before the real value hid them again.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownDuringHydration: string[] }).shownDuringHydration = shown;
      new MutationObserver((records) => {
        for (const record of records) {
          const section = record.target as HTMLElement;
          if (!section.hidden) shown.push(section.dataset.frameworkCategory ?? "");
        }
      }).observe(document.getElementById("framework-sections")!, { subtree: true, attributeFilter: ["hidden"] });
    });
    release();
    await waitForHydration(page, "#framework-categories a");
    expect(await shownHrefs(page)).toEqual(hrefsIn("discovery"));
    expect(await page.evaluate(() => (window as unknown as { shownDuringHydration: string[] }).shownDuringHydration)).toEqual([]);
    await expect(status(page)).toHaveText(`Showing ${hrefsIn("discovery").length} of ${total} frameworks`);
  });

  test("an unknown category shows every framework, without an error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await openFilter(page, "/frameworks?category=marketing");
    await expect(shownCards(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(shownFrameworksLabel(total, total));
    await expect(chip(page, "All")).toHaveAttribute("aria-current", "true");
    expect(errors).toEqual([]);
  });

  test("chips are links to ?category= in the server HTML, for a visit without JavaScript", async ({ request }) => {
    const doc = await serverDocument(request, "/frameworks");
    const links = [...doc.querySelectorAll("#framework-categories a")].map((link) => [textOf(link), link.getAttribute("href")]);
    expect(links).toEqual([
      [`All ${total}`, "/frameworks"],
      ...categories.map((category) => [`${category.title} ${category.count}`, `/frameworks?category=${category.slug}`]),
    ]);
  });

  test("on a 390 px phone every chip is a 44 px tap target", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFilter(page, "/frameworks");
    for (const box of await chips(page).getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("framework pages", () => {
  // Every accordion page starts the same way (read from the server HTML below); the behaviour is the same
  // component everywhere, so it is driven on one content page and on one calculator page (its own route).
  for (const slug of ["double-diamond", "opportunity-scoring"]) {
    test(`${slug}: accordion keeps one item open and the open one can be closed`, async ({ page }) => {
      await open(page, `/frameworks/${slug}`);
      const [first, second] = [triggers(page).nth(0), triggers(page).nth(1)];
      expect(await triggers(page).count()).toBeGreaterThanOrEqual(4);
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toBeHidden();
      await expect(page.locator("[data-state=open][role=region]")).toHaveCount(1);
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "false");
      await expect(triggers(page).and(page.locator("[aria-expanded=true]"))).toHaveCount(0);
    });
  }

  for (const slug of accordionSlugs) {
    test(`${slug}: the server sends the accordion with four or more items, the first one open (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, `/frameworks/${slug}`);
      const buttons = [...doc.querySelectorAll("h2 > button[aria-expanded]")];
      expect(buttons.length).toBeGreaterThanOrEqual(4);
      expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(buttons.map((_, i) => String(i === 0)));
      const openRegions = [...doc.querySelectorAll("[data-state=open][role=region]")];
      expect(openRegions).toHaveLength(1);
      expect(openRegions[0]!.id).toBe(buttons[0]!.getAttribute("aria-controls"));
    });
  }

  test("a contents link opens the accordion item it points to", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Common pitfalls" }).click();
    await expect(page.getByRole("button", { name: "Common pitfalls" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "Common pitfalls" }).getByText("Mixing time periods", { exact: false })).toBeVisible();
    // Open, the section shows its text, not the one-line teaser it showed while folded.
    await expect(page.locator("#pitfalls [data-teaser]")).toBeHidden();
    await expect(page.locator("#worked-example [data-teaser]")).toBeVisible();
  });

  test("Kano shows the five categories and a Back to Frameworks button (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/frameworks/kano-model");
    const elements = [...doc.querySelectorAll("main *")];
    for (const name of ["Basic Needs", "Performance Needs", "Delighters", "Indifferent", "Reverse"]) {
      expectShown(
        elements.find((element) => textOf(element) === name && !hiddenByMarkup(element)),
        `"${name}"`,
      );
    }
    expect(theOne(doc, LINKS, /Back to Frameworks/i).getAttribute("href")).toBe("/frameworks");
  });
});

test("Kano's evaluation table stays a table on a 360 px phone, every column in view, its codes readable", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/frameworks/kano-model");
  const grid = page.locator('.data-table[data-grid="codes"]');
  await expect(grid).toHaveCount(1);
  const box = grid.getByRole("region");
  // A table (its header row in view), not stacked cards, and nothing hidden behind a sideways scroll.
  await expect(grid.getByRole("columnheader", { name: "Tolerate" })).toBeVisible();
  const last = (await grid.getByRole("columnheader", { name: "Dislike" }).boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(360);
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const size = await grid.locator("td").nth(1).evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
  expect(size).toBeGreaterThanOrEqual(12);
});

test.describe("one article template", () => {
  test("covers every explainer page, with the layout docs/product.md gives it", () => {
    expect(frameworkPages.map((entry) => `/frameworks/${entry.slug}`).sort()).toEqual(explainers.map((route) => route.path).sort());
    for (const entry of frameworkPages) {
      expect(entry.layout, entry.slug).toBe(staticSlugs.includes(entry.slug) ? "static" : "accordion");
    }
  });

  for (const entry of frameworkPages) {
    const path = `/frameworks/${entry.slug}`;
    const neighbours = categoryNeighbours(frameworkCards, entry.slug)!;

    test(`${entry.slug}: one h1, illustration, reading time, contents for every section, related links, the way back and previous/next in ${neighbours.sectionTitle} (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, path);
      expect([...doc.querySelectorAll(headingsAt(1))].filter((h1) => !hiddenByMarkup(h1))).toHaveLength(1);
      // A picture with alt text, or a drawn diagram named by its title.
      const illustration = doc.querySelector("main :is(img, svg[role=img])");
      expectShown(illustration, "the illustration");
      expect(nameOf(illustration!)).toMatch(/.{20,}/);
      expectShown(theOne(doc, headingsAt(2), "Related frameworks and pages"), "the related heading");
      expect(theOne(doc, LINKS, /Back to Frameworks/i).getAttribute("href")).toBe("/frameworks");
      if (staticSlugs.includes(entry.slug)) {
        // A static page shows every section, without toggles.
        expect(doc.querySelectorAll("h2 > button[aria-expanded]")).toHaveLength(0);
        expect(doc.querySelectorAll("main section[id] h2").length).toBeGreaterThanOrEqual(4);
      }
      const header = doc.querySelector("main header")!;
      const inHeader = [...header.querySelectorAll("*")].filter((element) => !hiddenByMarkup(element));
      expect(inHeader.some((element) => textOf(element) === neighbours.sectionTitle), "the category above the title").toBe(true);
      const readingTime = inHeader.filter((element) => /^\d+ min read$/.test(textOf(element)));
      expect(readingTime.length, "the reading time").toBeGreaterThan(0);
      for (const element of readingTime) expect(textOf(element)).toBe(readingTimeLabel(entry));

      const toc = theOne(doc, "nav", "On this page");
      expectShown(toc, "the contents");
      for (const section of entry.sections) {
        expect(theOne(toc, LINKS, section.title).getAttribute("href"), section.title).toBe(`#${section.id}`);
        expect(doc.querySelectorAll(`[id="${section.id}"]`), section.id).toHaveLength(1);
      }

      const pager = theOne(doc, "nav", `Previous and next in ${neighbours.sectionTitle}`);
      expectShown(pager, "the pager");
      for (const [rel, label, neighbour] of [
        ["prev", "Previous", neighbours.previous],
        ["next", "Next", neighbours.next],
      ] as const) {
        const links = pager.querySelectorAll(`a[rel=${rel}]`);
        if (neighbour) {
          expect(links).toHaveLength(1);
          expect(links[0]!.getAttribute("href")).toBe(neighbour.href);
          expect(nameOf(links[0]!)).toBe(`${label}: ${neighbour.title}`);
        } else {
          expect(links).toHaveLength(0);
          const all = named(pager, LINKS, new RegExp(`All ${escapeRegExp(neighbours.sectionTitle)} frameworks`));
          expect(all.length, `All ${neighbours.sectionTitle} frameworks`).toBeGreaterThan(0);
          expect(all[0]!.getAttribute("href")).toBe(`/frameworks#${neighbours.section}`);
        }
      }
    });
  }

  test("at 1,280 px the RICE calculator shows each idea's whole name (beside the numbers it was cut: 'Bulk invoice expo')", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/frameworks/rice-scoring");
    const names = page.getByRole("textbox", { name: /^Name/ });
    expect(await names.count()).toBeGreaterThan(2);
    // An input's scrollWidth ignores its text: measure the value in the input's font against its inner width.
    const overflow = await names.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => {
        const style = getComputedStyle(input);
        const probe = document.createElement("span");
        probe.style.font = style.font;
        probe.style.whiteSpace = "pre";
        probe.style.position = "absolute";
        probe.textContent = input.value;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        return text - (input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
      }),
    );
    for (const cut of overflow) expect(cut).toBeLessThanOrEqual(0);
  });

  test("previous and next lead through the Prioritization category, named as they read", async ({ page }) => {
    // Every page's previous and next targets are read from the server HTML above; this follows one and
    // checks the names a screen reader announces, which CSS takes part in.
    await page.goto("/frameworks/rice-scoring");
    const pager = () => page.getByRole("navigation", { name: "Previous and next in Prioritization" });
    await expect(pager().locator("a[rel=prev]")).toHaveCount(0);
    await expect(pager().locator("a[rel=next]")).toHaveAccessibleName("Next: Opportunity Scoring");
    await pager().getByRole("link", { name: "Next: Opportunity Scoring", exact: true }).click();
    await expect(page).toHaveURL(/\/frameworks\/opportunity-scoring$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opportunity Scoring");
    await expect(pager().locator("a[rel=prev]")).toHaveAccessibleName("Previous: RICE Scoring");
    await expect(pager().locator("a[rel=next]")).toHaveAccessibleName("Next: Kano Model");
  });

  test("at 1,280 x 900 px the longest contents rail (WSJF, twelve sections) and its next steps fit the window, none cut off", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/frameworks/wsjf");
    await page.evaluate(() => window.scrollTo(0, 2500));
    // The sticky box that holds "On this page" and the next steps.
    const rail = page.getByRole("navigation", { name: "On this page" }).locator("xpath=..");
    const { scroll, client } = await rail.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(scroll, "the rail scrolls inside itself").toBeLessThanOrEqual(client);
    // Every link the rail shows (the phone's section bar is not part of it here).
    for (const link of await rail.locator("a:not([data-section-bar])").all()) await expect(link).toBeInViewport({ ratio: 1 });
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the contents are one line above the article until opened", async ({ page }) => {
      await page.goto("/frameworks/lean-startup");
      const toc = page.getByRole("navigation", { name: "On this page" });
      const first = toc.getByRole("link").first();
      await expect(first).toBeHidden();
      await toc.locator("summary").click();
      await expect(first).toBeVisible();
      const [tocBox, bodyTop] = [await toc.boundingBox(), await page.locator("h2 > button[aria-expanded]").first().boundingBox()];
      expect(tocBox!.y).toBeLessThan(bodyTop!.y);
    });
  });
});

test.describe("calculator pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/frameworks/rice-scoring", "/frameworks/opportunity-scoring", "/frameworks/wsjf", "/frameworks/tam-sam-som"]) {
    test(`${path}: no horizontal overflow and no cut-off input or select`, async ({ page }) => {
      await open(page, path);
      // Negative when the page is narrower than the window (html reserves the scrollbar's gutter).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
      // The canvas below measures with the fields' font: wait until the web font is in, or a
      // loaded machine measures the wider fallback font (a select "cut" by 2 px that is not).
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      // Every item's fields, each item opened in turn (a phone folds the others to a line); the page without items once.
      const items = page.locator("#try-it [role=group]:has([data-calc-fold])");
      const count = await items.count();
      const problems: string[] = [];
      for (let index = 0; index < Math.max(count, 1); index++) {
        if (count > 0) await items.nth(index).locator("[data-calc-fold]").click();
        problems.push(...(await cutFields(page)));
      }
      expect(problems).toEqual([]);
    });
  }

  /** The shown inputs and selects of the tool that stick out of the screen or cut their text. */
  const cutFields = (page: Page) =>
    page.locator("#try-it :is(input, select)").evaluateAll((fields) =>
        (fields as (HTMLInputElement | HTMLSelectElement)[]).flatMap((field) => {
          if (field.getClientRects().length === 0) return [];
          const box = field.getBoundingClientRect();
          const style = getComputedStyle(field);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const texts = field instanceof HTMLSelectElement ? [...field.options].map((option) => option.text) : [field.value];
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          // A native select also draws its arrow (about 20 px) inside the box; the site's own drop-down draws its chevron in the right padding.
          const nativeArrow = field instanceof HTMLSelectElement && style.appearance !== "none" ? 20 : 0;
          const room = box.width - padding - nativeArrow;
          const widest = Math.max(...texts.map((text) => context.measureText(text).width));
          const issues: string[] = [];
          if (box.left < 0 || box.right > window.innerWidth) issues.push(`${field.id} sticks out of the screen`);
          if (field instanceof HTMLSelectElement && widest > room) issues.push(`${field.id} cuts its text (${widest} > ${room})`);
          if (field instanceof HTMLInputElement && field.type === "number" && widest > room) issues.push(`${field.id} cuts its value`);
          return issues;
        }),
      );

  test("each item shows its rank under its inputs, and a jump link above them names the leader and brings the ranking into view", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    const item = page.getByRole("group", { name: "Bulk invoice export" });
    await item.scrollIntoViewIfNeeded();
    await item.locator("[data-calc-fold]").click();
    await expect(item.getByText("Rank 3 of 3")).toBeVisible();
    await item.getByLabel("Reach").fill("100000");
    await expect(item.getByText("Rank 1 of 3")).toBeVisible();
    const jump = page.getByRole("link", { name: /See the ranking/ });
    await expect(jump).toContainText("1st: Bulk invoice export");
    // It sits in the flow above the rows: a sticky pill floated over the fields and scores it passed.
    expect(await jump.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    const [link, first] = [await jump.boundingBox(), await item.boundingBox()];
    expect(link!.y + link!.height).toBeLessThanOrEqual(first!.y);
    await jump.click();
    await expect(page.getByRole("table", { name: "Ranking by RICE score" })).toBeInViewport();
  });

  test("on a phone an item's name shows once, on its folded line or in its field when open, and the jump link names the leader whole", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/frameworks/rice-scoring");
    const item = page.getByRole("group", { name: "Onboarding checklist redesign" });
    const shownNames = () =>
      item.evaluate((group) => [...group.querySelectorAll("*")].filter((el) => el.children.length === 0 && el.textContent?.trim() === "Onboarding checklist redesign" && el.getBoundingClientRect().width > 1).length);
    // Folded, the line names it once.
    expect(await shownNames()).toBe(1);
    // Open, its own Name field is the first thing in the card: a heading above it repeated the name.
    await item.locator("[data-calc-fold]").click();
    expect(await shownNames()).toBe(0);
    await expect(item.getByLabel("Name")).toHaveValue("Onboarding checklist redesign");
    const leader = page.getByRole("link", { name: /See the ranking/ }).getByText("1st: Onboarding checklist redesign");
    // Not cut with an ellipsis ("Onboarding checkli…"): the whole name fits its box.
    expect(await leader.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== "ellipsis")).toBe(true);
  });
});

test("the header's section count is the number of entries on this page's contents, on every explainer and guide (server HTML)", async ({ request }) => {
  const articles = publicRoutes.filter((route) => route.path.startsWith("/frameworks/") || route.path.startsWith("/guides/"));
  for (const { path } of articles) {
    const doc = await serverDocument(request, path);
    const count = doc.querySelector("[aria-label='About this page']")?.textContent?.match(/(\d+) sections/)?.[1];
    const entries = doc.querySelectorAll("nav[aria-label='On this page'] ol a").length;
    expect(Number(count), path).toBe(entries);
  }
});

test("each explainer's rail offers its tool or first template, and the next explainer in its category (server HTML)", async ({ request }) => {
  for (const { path } of explainers) {
    const slug = path.replace("/frameworks/", "");
    const doc = await serverDocument(request, path);
    const steps = [...doc.querySelectorAll("[data-rail-steps] a")].map((a) => a.getAttribute("href"));
    const neighbours = categoryNeighbours(frameworkCards, slug)!;
    const hasTool = doc.getElementById("try-it") !== null;
    expect(steps[0], slug).toMatch(hasTool ? /^#try-it$/ : /^\/templates\//);
    expect(steps.at(-1), slug).toBe(neighbours.next?.href ?? neighbours.sectionHref);
  }
});

test.describe("calculator pages on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("across the page under the contents, each item sets its fields on one line and the ranking follows the rows", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring");
    const last = page.getByRole("group", { name: "See all my accounts in one place" });
    await last.getByLabel("Importance (0-10)").scrollIntoViewIfNeeded();
    const table = page.getByRole("table", { name: "Ranking by opportunity score" });
    const [form, ranking] = [await last.boundingBox(), await table.boundingBox()];
    // Below the rows, not beside them: beside, the rows had a 23rem column and every field took a line of its own.
    expect(ranking!.y).toBeGreaterThan(form!.y + form!.height);
    const fields = await last.locator("input").evaluateAll((inputs) => new Set(inputs.map((input) => Math.round(input.getBoundingClientRect().top))).size);
    expect(fields, "the item's inputs share rows").toBeLessThan(await last.locator("input").count());
    // The contents rail ended above the tool: nothing is drawn over it beside the rows.
    const rail = (await page.getByRole("navigation", { name: "On this page" }).boundingBox())!;
    expect(rail.y + rail.height).toBeLessThanOrEqual((await page.locator("#try-it").boundingBox())!.y + 1);
  });

  test("RICE's formula reads on one line above the rows", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    // One line of text and the box's padding: in the rows' column it wrapped as "(Reach × Impact ×" / "Confidence) ÷ Effort".
    const formula = page.locator("#try-it p.font-mono");
    const lineHeight = await formula.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    const box = await formula.evaluate((p) => ({ height: p.clientHeight, padding: parseFloat(getComputedStyle(p).paddingTop) + parseFloat(getComputedStyle(p).paddingBottom) }));
    expect(box.height - box.padding).toBeLessThanOrEqual(lineHeight + 1);
  });
});

test.describe("drawn diagrams", () => {
  /** The on-screen size of every label of every visible diagram in the main content, in CSS pixels. */
  async function labelSizes(page: Page): Promise<number[]> {
    return page.locator("main svg[role=img]").evaluateAll((svgs) =>
      (svgs as SVGSVGElement[]).flatMap((svg) => {
        const width = svg.getBoundingClientRect().width;
        if (width === 0) return [];
        const scale = width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
      }),
    );
  }

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test("some diagram is behind an accordion item (else this block tests nothing)", () => {
      expect(diagramsBehindAnItem.length).toBeGreaterThan(0);
    });

    for (const { path, openSection } of diagramsBehindAnItem) {
      test(`${path}#${openSection}: no label renders below 12 px`, async ({ page }) => {
        await open(page, `${path}#${openSection}`);
        await expect(page.locator(`#${openSection} svg[role=img]`).first()).toBeVisible();
        const sizes = await labelSizes(page);
        expect(sizes.length).toBeGreaterThan(0);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
      });
    }
  });

  test("a wide column shows the canvas arrangement, a phone the stacked one", async ({ page }) => {
    for (const [width, visible] of [
      [1280, "diagram-bmc-wide-title"],
      [390, "diagram-bmc-narrow-title"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/frameworks/business-model-canvas#worked-example");
      const shown = page.locator("#worked-example svg[role=img]").filter({ visible: true });
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute("aria-labelledby", visible);
    }
  });

  // The OKR diagram's objective box is filled with the theme's --primary (app/globals.css), and follows a switch of theme.
  test("follow the light and the dark theme", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto("/frameworks/okrs");
    const box = page.locator("main svg[role=img] rect").first();
    for (const [theme, primary] of [
      ["light", "rgb(67, 56, 202)"],
      ["dark", "rgb(165, 180, 252)"],
    ] as const) {
      if (theme === "dark") await switchTheme(page, theme);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expect(box).toHaveCSS("fill", primary);
    }
  });
});

test.describe("Kaizen history button", () => {
  const button = (page: Page) => page.getByRole("button", { name: "Go back to the previous page" });

  test("returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/frameworks");
    await waitForHydration(page, "header a");
    await page.locator('main a[href="/frameworks/kaizen"]').click();
    await expect(page).toHaveURL(/\/frameworks\/kaizen$/);
    await waitForHydration(page, "main button:not([aria-expanded])");
    await button(page).click();
    await expect(page).toHaveURL(/\/frameworks$/);
  });

  test("falls back to /frameworks when opened directly", async ({ page }) => {
    await open(page, "/frameworks/kaizen");
    await button(page).click();
    await expect(page).toHaveURL(/\/frameworks$/);
  });
});

test.describe("calculators", () => {
  const firstRanked = (page: Page, caption: string) => page.getByRole("table", { name: caption }).getByRole("rowheader").first();

  test("RICE: typing new numbers re-ranks the items, effort 0 is explained", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await expect(firstRanked(page, "Ranking by RICE score")).toHaveText("Onboarding checklist redesign");
    await page.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Reach").fill("100000");
    await expect(firstRanked(page, "Ranking by RICE score")).toHaveText("Bulk invoice export");
    await expect(page.getByText("Top item: Bulk invoice export, RICE score 40000.")).toBeVisible();
    const effort = page.getByRole("group", { name: "Smart payment reminders" }).getByLabel("Effort");
    await effort.fill("0");
    await expect(effort).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Effort must be greater than 0/)).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Infinity");
  });

  test("Opportunity: adding an outcome ranks it live", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring");
    await page.getByRole("button", { name: "Add outcome" }).click();
    const added = page.getByRole("group", { name: "Outcome 4" });
    await added.getByLabel("Importance (0-10)").fill("10");
    await added.getByLabel("Satisfaction (0-10)").fill("1");
    await expect(firstRanked(page, "Ranking by opportunity score")).toHaveText("Outcome 4");
  });

  const riceHeader = "Name,Reach,Impact,Confidence (%),Effort";
  const csvFile = (text: string) => ({ name: "backlog.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  const rankedNames = (page: Page, caption: string) => page.getByRole("table", { name: caption }).getByRole("rowheader").allInnerTexts();

  test("RICE: rows can be renamed, removed and added; the ranking is sorted with the top item marked", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await page.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Name").fill("CSV export for accountants");
    const renamed = page.getByRole("group", { name: "CSV export for accountants" });
    await expect(renamed).toBeVisible();
    await page.getByRole("button", { name: "Remove Smart payment reminders" }).click();
    await expect(page.getByRole("group", { name: "Smart payment reminders" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add item" }).click();
    const added = page.getByRole("group", { name: "Item 3" });
    await added.getByLabel("Name").fill("Dark mode");
    await page.getByRole("group", { name: "Dark mode" }).getByLabel("Reach").fill("5000");
    await expect.poll(() => rankedNames(page, "Ranking by RICE score")).toEqual(["Dark mode", "Onboarding checklist redesign", "CSV export for accountants"]);
    const table = page.getByRole("table", { name: "Ranking by RICE score" });
    const scores = (await table.locator("tbody tr td:nth-of-type(2)").allInnerTexts()).map(Number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Only the top row carries the mark, seen (a star) and heard ("top").
    await expect(table.locator("tbody tr").first().locator("svg")).toBeVisible();
    await expect(table.locator("tbody tr").first()).toContainText("(top)");
    await expect(table.locator("tbody tr").nth(1)).not.toContainText("(top)");
    await expect(page.getByRole("group", { name: "Dark mode" }).getByText("Rank 1 of 3")).toBeVisible();
  });

  test("RICE: values typed and chosen before the page's script has run are scored, ranked and put in the link once it is live", async ({ page, context }) => {
    const release = await holdScripts(page);
    await page.goto("/frameworks/rice-scoring", { waitUntil: "domcontentloaded" });
    const reach = page.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Reach");
    const impact = page.getByRole("group", { name: "Onboarding checklist redesign" }).getByLabel("Impact");
    await reach.fill("100000");
    await impact.selectOption("0.25");
    await expect(page).not.toHaveURL(/[?&]rice=/);

    release();
    await waitForHydration(page, "#try-it input");
    await expect.poll(() => rankedNames(page, "Ranking by RICE score")).toEqual(["Bulk invoice export", "Smart payment reminders", "Onboarding checklist redesign"]);
    await expect(page.getByText("Top item: Bulk invoice export, RICE score 40000.")).toBeVisible();
    await expect(reach).toHaveValue("100000");
    await expect(impact).toHaveValue("0.25");
    await expect(page).toHaveURL(/[?&]rice=1\.[\w-]+/);
    // The link holds what was typed: it opens the same table.
    const other = await context.newPage();
    await open(other, page.url());
    await expect(other.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Reach")).toHaveValue("100000");
    await expect(other.getByRole("group", { name: "Onboarding checklist redesign" }).getByLabel("Impact")).toHaveValue("0.25");
    // Live from then on: typing edits as usual.
    await reach.fill("10");
    await expect(firstRanked(page, "Ranking by RICE score")).toHaveText("Smart payment reminders");
  });

  test("every row's inputs are laid out on load, load after load", async ({ page }) => {
    // As fieldsets, a row's size container was now and then left unlaid by
    // Chromium (0 x 0, every input of that row invisible): 4 loads in 30.
    for (let load = 0; load < 8; load++) {
      await page.goto("/frameworks/rice-scoring");
      await waitForHydration(page, "#try-it input");
      const sizes = await page.locator("#try-it input").evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((width) => width === 0), `load ${load + 1}`).toEqual([]);
    }
  });

  test("RICE: the table lives in the URL, survives a reload and opens from a shared link", async ({ page, context }) => {
    await open(page, "/frameworks/rice-scoring");
    await page.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Name").fill("Shared idea");
    await page.getByRole("group", { name: "Shared idea" }).getByLabel("Reach").fill("4321");
    await expect(page).toHaveURL(/[?&]rice=1\.[\w-]+/);
    const shared = page.url();
    await page.reload();
    await waitForHydration(page, "main button");
    await expect(page.getByRole("group", { name: "Shared idea" }).getByLabel("Reach")).toHaveValue("4321");
    const other = await context.newPage();
    await open(other, shared);
    await expect(other.getByRole("group", { name: "Shared idea" }).getByLabel("Reach")).toHaveValue("4321");
    await expect(other.getByRole("group", { name: "Smart payment reminders" })).toBeVisible();
  });

  test("Copy link puts the shareable address on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/frameworks/opportunity-scoring");
    await page.getByRole("group", { name: "See all my accounts in one place" }).getByLabel("Satisfaction (0-10)").fill("1");
    await expect(page).toHaveURL(/[?&]opportunity=1\./);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied: it opens this table as it is now.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("a bad shared link keeps the example and says so in one line", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring?opportunity=1.not-a-table");
    await expect(page.getByText("This link's table could not be read (it may be cut short or edited), so the example is shown instead.")).toBeVisible();
    await expect(page.getByRole("group", { name: "See all my accounts in one place" })).toBeVisible();
  });

  test("RICE: exports the table as CSV with the documented columns", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await expect(page.locator("#try-it")).toContainText("CSV columns: Name, Reach, Impact, Confidence (%), Effort, RICE score, Rank.");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("rice-scores.csv");
    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(`${riceHeader},RICE score,Rank`);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["Bulk invoice export", "Smart payment reminders", "Onboarding checklist redesign"]);
    expect(lines.find((line) => line.startsWith("Onboarding checklist redesign"))).toMatch(/,1$/);
  });

  test("RICE: imports a good CSV, refuses a bad one naming the line and keeps the table", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    const input = page.getByLabel("Import CSV");
    await input.setInputFiles(csvFile(`${riceHeader}\r\nCheckout revamp,900,2,80,3\r\n"Search, faster",300,1,100,1\r\n`));
    await expect(page.getByText("Imported 2 rows from backlog.csv.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Search, faster" }).getByLabel("Reach")).toHaveValue("300");
    await expect(page.getByRole("group", { name: "Bulk invoice export" })).toHaveCount(0);
    await expect.poll(() => rankedNames(page, "Ranking by RICE score")).toEqual(["Checkout revamp", "Search, faster"]);

    await input.setInputFiles(csvFile(`${riceHeader}\nA,1,1,50,1\nB,lots,1,50,1\n`));
    await expect(page.getByRole("alert").filter({ hasText: "Line 3: Reach must be a number." })).toBeVisible();
    await expect(page.getByText("Your table was not changed.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Checkout revamp" })).toBeVisible();
    await expect(page.getByRole("group", { name: "B", exact: true })).toHaveCount(0);
  });

  test("RICE: at the row cap Add is disabled and says why; a file over the cap is refused naming the line", async ({ page }) => {
    // Fifty rows, rendered twice: more than a typical test on a busy machine.
    test.setTimeout(60_000);
    const { rows: cap } = calculatorLimits;
    await open(page, "/frameworks/rice-scoring");
    const input = page.getByLabel("Import CSV");
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `Idea ${i + 1},100,1,80,1`).join("\n");
    await input.setInputFiles(csvFile(`${riceHeader}\n${lines(cap + 1)}\n`));
    await expect(page.locator("#try-it").getByRole("alert")).toContainText(`Line ${cap + 2}: a table holds at most ${cap} rows, and the file has ${cap + 1}.`);
    await expect(page.getByRole("group", { name: "Bulk invoice export" })).toBeVisible();

    await input.setInputFiles(csvFile(`${riceHeader}\n${lines(cap)}\n`));
    await expect(page.getByText(`Imported ${cap} rows from backlog.csv.`)).toBeVisible();
    const add = page.getByRole("button", { name: "Add item" });
    await expect(add).toBeDisabled();
    const reason = `A table holds at most ${cap} rows, so its link can always be opened. Remove a row to add another.`;
    await expect(page.getByText(reason)).toBeVisible();
    await expect(add).toHaveAccessibleDescription(reason);
    await page.getByRole("button", { name: "Remove Idea 7", exact: true }).click();
    await expect(add).toBeEnabled();
    await expect(page.getByText(reason)).toHaveCount(0);
  });

  test("RICE: a long name is cut at the limit, and the link still opens the same table", async ({ page, context }) => {
    // Two pages open, one from a long link: more than a typical test on a busy machine.
    test.setTimeout(60_000);
    const { nameLength } = calculatorLimits;
    await open(page, "/frameworks/rice-scoring");
    const long = "Let finance teams export every invoice of a quarter as one spreadsheet, grouped by client, with taxes split out ".repeat(3);
    expect(long.length).toBeGreaterThan(nameLength);
    // By position: the group's name follows the name being typed.
    const name = page.locator('#try-it [role="group"]').first().getByLabel("Name");
    await expect(page.locator('#try-it [role="group"]').first()).toHaveAccessibleName("Bulk invoice export");
    await name.fill(long);
    const cut = long.slice(0, nameLength);
    await expect(name).toHaveValue(cut);
    await expect(name).toHaveAccessibleDescription(`Names stop at ${nameLength} characters, so the link can hold the table.`);
    await page.getByRole("group", { name: cut }).getByLabel("Reach").fill("4321");
    await expect(page).toHaveURL(/[?&]rice=1\.[\w-]+/);

    const other = await context.newPage();
    await open(other, page.url());
    await expect(other.getByRole("group", { name: cut }).getByLabel("Name")).toHaveValue(cut);
    await expect(other.getByRole("group", { name: cut }).getByLabel("Reach")).toHaveValue("4321");
    await expect(other.getByText(/could not be read/)).toHaveCount(0);
  });

  test("RICE: the largest table the limits allow opens from its link; a file past them is refused naming the line", async ({ page, context }) => {
    // Fifty rows, rendered twice: more than a typical test on a busy machine.
    test.setTimeout(60_000);
    const { rows: cap, nameLength } = calculatorLimits;
    await open(page, "/frameworks/rice-scoring");
    // Names at their longest in accented letters (two bytes each in the link): the link, not the row cap, is the limit here.
    const long = Array.from({ length: cap }, (_, i) => ({ name: `${i + 1} `.padEnd(nameLength, "é"), reach: "123456", impact: "3", confidence: "100", effort: "0.25" }));
    const rice = calculatorDefinitions.rice;
    const fit = long.findIndex((_, i) => !fitsInLink(rice, long.slice(0, i + 1)));
    expect(fit).toBeGreaterThan(1);
    // Then rows like the one Add makes, until not even that fits: the table is as large as its link can be.
    const blank = { name: "", reach: "100", impact: "1", confidence: "80", effort: "1" };
    const rows = long.slice(0, fit);
    while (rows.length < cap && fitsInLink(rice, [...rows, blank])) rows.push(blank);
    const csv = (table: typeof rows) => `${riceHeader}\n${table.map((r) => `${r.name},${r.reach},${r.impact},${r.confidence},${r.effort}`).join("\n")}\n`;
    const input = page.getByLabel("Import CSV");
    await input.setInputFiles(csvFile(csv(long.slice(0, fit + 1))));
    await expect(page.locator("#try-it").getByRole("alert")).toContainText(`Line ${fit + 2}: from this row on, the table's link would be longer than`);
    await expect(page.getByRole("group", { name: "Bulk invoice export" })).toBeVisible();

    await input.setInputFiles(csvFile(csv(rows)));
    await expect(page.getByText(`Imported ${rows.length} rows from backlog.csv.`)).toBeVisible();
    const add = page.getByRole("button", { name: "Add item" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("The table's link is full: a longer one would not open everywhere. Shorten some names or remove a row to add another.");
    await expect(page).toHaveURL(/[?&]rice=1\.[\w-]+/);
    const other = await context.newPage();
    const response = await other.goto(page.url());
    expect(response?.status()).toBe(200);
    await waitForHydration(other, "main button");
    await expect(other.locator('#try-it [role="group"]')).toHaveCount(rows.length);
    await expect(other.getByRole("group", { name: long[fit - 1]!.name }).getByLabel("Reach")).toHaveValue("123456");
    await expect(other.getByText(/could not be read/)).toHaveCount(0);
  });

  test("CSV import refuses a file over the size limit and keeps the table", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring");
    const header = "Customer outcome,Importance (0-10),Satisfaction (0-10)";
    const big = `${header}\nFind a receipt fast,9,2,${"x".repeat(calculatorLimits.fileBytes)}\n`;
    await page.getByLabel("Import CSV").setInputFiles(csvFile(big));
    const alert = page.locator("#try-it").getByRole("alert");
    await expect(alert).toContainText("a calculator's CSV file can be at most 100 KB");
    await expect(alert).toContainText("Your table was not changed.");
    await expect(page.getByRole("group", { name: "See all my accounts in one place" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Find a receipt fast" })).toHaveCount(0);
  });

  test("Opportunity: imports its own columns", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring");
    await page.getByLabel("Import CSV").setInputFiles(csvFile("Customer outcome,Importance (0-10),Satisfaction (0-10)\nFind a receipt fast,9.5,2\n"));
    await expect(page.getByRole("group", { name: "Find a receipt fast" }).getByLabel("Importance (0-10)")).toHaveValue("9.5");
    await expect(firstRanked(page, "Ranking by opportunity score")).toHaveText("Find a receipt fast");
  });
});

test("a long explainer or guide opens with 'In short': its three or four takeaways, above its first section, in one labelled panel (server HTML)", async ({ request }) => {
  const { guidePages } = await import("../../data/guides");
  const pages = [
    ...frameworkPages.filter((page) => page.inShort).map((page) => ({ path: `/frameworks/${page.slug}`, points: page.inShort!, first: page.sections[0]!.id })),
    ...guidePages.filter((page) => page.inShort).map((page) => ({ path: `/guides/${page.slug}`, points: page.inShort!, first: page.sections[0]!.id })),
  ];
  expect(pages.length, "the long pages have one").toBeGreaterThanOrEqual(6);
  for (const { path, points, first } of pages) {
    const doc = await serverDocument(request, path);
    const panel = theOne(doc, "main aside", "In short");
    expect([...panel.querySelectorAll("li")].map(textOf), path).toEqual([...points]);
    // Before the first section, in document order.
    const section = doc.getElementById(first)!;
    expect(panel.compareDocumentPosition(section) & 4, path).toBe(4);
  }
});

test("an explainer's end matter lines up: templates, sources and related links share one width at 1,280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/frameworks/kano-model");
  const widths = await Promise.all(["#templates", "#sources", "#related"].map((id) => page.locator(id).evaluate((section) => Math.round(section.getBoundingClientRect().width))));
  expect(new Set(widths).size, widths.join(", ")).toBe(1);
});

test("on a phone the breadcrumb keeps one line: a long page name gives way with an ellipsis, the title under it whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/frameworks/van-westendorp");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  const items = await crumbs.getByRole("listitem").evaluateAll((all) => all.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(items).size).toBe(1);
  await expect(crumbs.getByRole("link", { name: "Frameworks" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Van Westendorp Price Sensitivity Meter");
});
