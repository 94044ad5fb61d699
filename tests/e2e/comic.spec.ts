import { expect, test, type Page } from "../support/visitor";
import { comicPanels } from "../../content/comic";
import { expectNoAxeViolations, settle, switchTheme, useTheme } from "../support/axe";
import { axeViolations } from "../support/axe-runner";
import { holdScripts, openHydrated } from "../support/hydration";

/**
 * Ship Happens (docs/product.md, Comic): the words are HTML, readable on a phone without
 * zooming; panels turn with a swipe; the red box still replaces a failed image.
 * The reader's other behaviour (Next/Previous, ends, thumbnails, ?panel=,
 * arrow keys) is covered in interactive.spec.ts and keyboard.spec.ts.
 */
const indicator = (page: Page) => page.locator("figure figcaption");
const panelArea = (page: Page) => page.locator("figure div.aspect-\\[4\\/3\\]");

/** Opens the comic once the reader is live (it applies ?panel= and handles swipes from then on). */
const openComic = (page: Page, path: string) => openHydrated(page, path, { selector: "figure figcaption", waitUntil: "networkidle" });

/** The dialogue's text elements that are visible on screen right now (the list on phones, the bubbles on wide screens). */
async function visibleLines(page: Page) {
  return page.locator("figure").evaluate((figure) =>
    [...figure.querySelectorAll("li span:last-child, p")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        // The words a sighted reader sees: without the screen-reader-only speaker name.
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
        return {
          text: (copy.textContent ?? "").trim(),
          fontSize: parseFloat(getComputedStyle(el).fontSize),
          left: box.left,
          right: box.right,
          fontFamily: getComputedStyle(el).fontFamily,
        };
      }),
  );
}

/** Sends a horizontal touch swipe across the panel as pointer events (what a phone's browser dispatches). */
async function swipe(page: Page, dx: number) {
  await panelArea(page).evaluate((el, distance) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2 - distance / 2;
    const y = box.top + box.height / 2;
    const base = { pointerId: 7, pointerType: "touch", isPrimary: true, bubbles: true, cancelable: true };
    el.dispatchEvent(new PointerEvent("pointerdown", { ...base, clientX: x, clientY: y }));
    el.dispatchEvent(new PointerEvent("pointermove", { ...base, clientX: x + distance / 2, clientY: y + 4 }));
    el.dispatchEvent(new PointerEvent("pointerup", { ...base, clientX: x + distance, clientY: y + 6 }));
  }, dx);
}

test.describe("Ship Happens on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("every panel's dialogue is visible HTML text of at least 14 px inside the screen", async ({ page }) => {
    await openComic(page, "/ship-happens");
    for (const [i, panel] of comicPanels.entries()) {
      if (i > 0) await page.getByRole("button", { name: "Next" }).click();
      await expect(indicator(page)).toHaveText(`Panel ${i + 1} of 16`);
      await expect(page.locator("figure").getByText(panel.caption)).toBeVisible();
      const lines = await visibleLines(page);
      for (const line of panel.dialogue) {
        const shown = lines.find((l) => l.text === line.text);
        expect(shown, `panel ${i + 1}: "${line.text}" is on screen as text`).toBeDefined();
        expect(shown?.fontSize, `panel ${i + 1}: "${line.text}"`).toBeGreaterThanOrEqual(14);
        expect(shown?.left, `panel ${i + 1}: "${line.text}"`).toBeGreaterThanOrEqual(0);
        expect(shown?.right, `panel ${i + 1}: "${line.text}"`).toBeLessThanOrEqual(390);
        expect(shown?.fontFamily).toMatch(/Patrick Hand|comicFont/i);
      }
    }
    // No sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a swipe left turns to the next panel, a swipe right to the previous one, and past the start says so", async ({ page }) => {
    await openComic(page, "/ship-happens");
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    await swipe(page, -160);
    await expect(indicator(page)).toHaveText("Panel 2 of 16");
    await expect(page).toHaveURL(/\?panel=2$/);
    await swipe(page, -160);
    await expect(indicator(page)).toHaveText("Panel 3 of 16");
    await swipe(page, 160);
    await expect(indicator(page)).toHaveText("Panel 2 of 16");
    // A short or vertical move is a tap or a scroll: nothing turns.
    await swipe(page, -20);
    await expect(indicator(page)).toHaveText("Panel 2 of 16");
    await swipe(page, 160);
    await swipe(page, 160);
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    await expect(page.locator("li[data-variant]").filter({ hasText: "Start reached" })).toContainText("You're at the beginning of the comic.");
    // Two fingers are a pinch, which the browser keeps for zooming: no page turn.
    expect(await panelArea(page).evaluate((el) => getComputedStyle(el).touchAction)).toBe("pan-y pinch-zoom");
    await panelArea(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const finger = (id: number, isPrimary: boolean, type: string, x: number) =>
        el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: "touch", isPrimary, bubbles: true, clientX: x, clientY: y }));
      finger(1, true, "pointerdown", box.left + 200);
      finger(2, false, "pointerdown", box.left + 150);
      finger(1, true, "pointerup", box.left + 20);
      finger(2, false, "pointerup", box.left + 300);
    });
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    // A touch screen is told it can swipe, not about arrow keys it does not have.
    await expect(page.getByText("Tip: swipe the panel left or right to turn the page.")).toBeVisible();
    await expect(page.getByText("Tip: the Left and Right arrow keys turn the page too.")).toBeHidden();
  });

  test("the dialogue is selectable text, not part of the picture", async ({ page }) => {
    await openComic(page, "/ship-happens?panel=5");
    const line = page.locator("figure li").filter({ hasText: "Smallest thing that tests the idea." });
    await expect(line).toBeVisible();
    const selected = await line.locator("span").last().evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return { text: selection?.toString() ?? "", userSelect: getComputedStyle(el).userSelect };
    });
    expect(selected.text).toBe("Smallest thing that tests the idea. 50 customers first.");
    expect(selected.userSelect).not.toBe("none");
    // The words are in the page's text, once per visible place.
    await expect(page.locator("main")).toContainText("Smallest thing that tests the idea. 50 customers first.");
  });

  test("a panel whose image fails shows the red box, and its words stay readable", async ({ page }) => {
    await page.route("**/comic/panel-04.svg", (route) => route.abort());
    await page.goto("/ship-happens?panel=4");
    const box = page.getByRole("alert").filter({ hasText: "Image failed to load" });
    await expect(box).toBeVisible();
    await expect(box).toContainText("/comic/panel-04.svg");
    await expect(box).toContainText("Try refreshing the page or check your internet connection");
    await expect(page.locator("li[data-variant]").filter({ hasText: "Image failed to load" })).toContainText(
      "Could not load the comic image. Please check your connection.",
    );
    await expect(page.locator("figure li").filter({ hasText: "So... one number and an alert?" })).toBeVisible();
  });
});

test.describe("Ship Happens on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("letters the words in bubbles over the art, inside the panel, at least 14 px", async ({ page }) => {
    await openComic(page, "/ship-happens?panel=16");
    await expect(indicator(page)).toHaveText("Panel 16 of 16");
    const area = await panelArea(page).boundingBox();
    expect(area).not.toBeNull();
    for (const line of comicPanels[15]?.dialogue ?? []) {
      const bubble = panelArea(page).locator("p").filter({ hasText: line.text });
      await expect(bubble).toBeVisible();
      const b = await bubble.boundingBox();
      expect(b && area && b.x >= area.x && b.x + b.width <= area.x + area.width && b.y >= area.y && b.y + b.height <= area.y + area.height, line.text).toBe(true);
      expect(parseFloat(await bubble.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
    }
    // The list version is hidden here, so nothing is shown twice.
    await expect(page.locator("figure ol")).toBeHidden();
  });

  test("the thumbnail strip is as wide as the panel above it, edge to edge", async ({ page }) => {
    await page.goto("/ship-happens");
    const panel = (await page.locator("main figure").first().boundingBox())!;
    const strip = (await page.getByRole("navigation", { name: "Comic panels" }).boundingBox())!;
    expect(Math.abs(strip.x - panel.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(strip.width - panel.width)).toBeLessThanOrEqual(1);
  });

  test("the caption and a mouse drag do not turn the page; arrow keys still do", async ({ page }) => {
    await openComic(page, "/ship-happens");
    const area = await panelArea(page).boundingBox();
    if (!area) throw new Error("no panel");
    await page.mouse.move(area.x + area.width * 0.7, area.y + area.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await expect(indicator(page)).toHaveText("Panel 1 of 16");
    await page.keyboard.press("ArrowRight");
    await expect(indicator(page)).toHaveText("Panel 2 of 16");
    await expect(page.getByText("Tip: the Left and Right arrow keys turn the page too.")).toBeVisible();
    await expect(page.getByText("Tip: swipe the panel left or right to turn the page.")).toBeHidden();
  });
});

test("arrow keys pressed before the page's script has run turn the page once it is live, in order", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/ship-happens", { waitUntil: "domcontentloaded" });
  await expect(indicator(page)).toHaveText("Panel 1 of 16");
  // Back at the start, then three pages on and one back.
  for (const key of ["ArrowLeft", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft"]) await page.keyboard.press(key);
  await expect(indicator(page)).toHaveText("Panel 1 of 16");

  release();
  await expect(indicator(page)).toHaveText("Panel 3 of 16");
  await expect(page).toHaveURL(/[?&]panel=3$/);
  await expect(page.locator("li[data-variant]")).toContainText("Start reached");
  await expect(page.locator("li[data-variant]")).toContainText("You're at the beginning of the comic.");
  // Live from then on: one press, one page.
  await page.keyboard.press("ArrowRight");
  await expect(indicator(page)).toHaveText("Panel 4 of 16");
});

/** Clicks Next and reports how many animations run in the frames after the panel turns. */
async function animationsAfterNext(page: Page) {
  return page.evaluate(async () => {
    const next = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Next");
    // Only animations this turn starts: the previous turn's slide (180 ms) can
    // still be finishing on a busy machine.
    const before = new Set(document.getAnimations());
    next?.click();
    let most = 0;
    for (let frame = 0; frame < 6; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // Script animations only (CSS colour transitions on the buttons are not the panel sliding).
      most = Math.max(most, document.getAnimations().filter((a) => !before.has(a) && !(a instanceof CSSTransition) && !(a instanceof CSSAnimation)).length);
    }
    return most;
  });
}

test("a turned panel slides in, except for readers who asked for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  // The frames counted start at the click: the reader must be live by then (a click that waits for hydration animates later).
  await openComic(page, "/ship-happens");
  expect(await animationsAfterNext(page)).toBeGreaterThan(0);
  await expect(indicator(page)).toHaveText("Panel 2 of 16");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animationsAfterNext(page)).toBe(0);
  await expect(indicator(page)).toHaveText("Panel 3 of 16");
});

/**
 * The per-route pass (routes.spec.ts) sees the first panel; a later one (panel 8: bubbles over the art on a wide
 * screen, the list on a phone) is checked here at both widths, all rules in one theme and the colour rules in the other.
 */
test("a11y: the comic at panel 8 at 390 and 1,280 px in the light and the dark theme", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, "light");
  await openComic(page, "/ship-happens?panel=8");
  await expect(indicator(page)).toHaveText("Panel 8 of 16");
  await expectNoAxeViolations(page, "390 px, light theme");
  await switchTheme(page, "dark");
  expect(await axeViolations(page, "colour"), "390 px, dark theme").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 844 });
  await settle(page);
  await expect(panelArea(page).locator("p").first()).toBeVisible();
  await expectNoAxeViolations(page, "1,280 px, dark theme");
  await switchTheme(page, "light");
  expect(await axeViolations(page, "colour"), "1,280 px, light theme").toEqual([]);
});

test("the comic leads on to what its story teaches: beside it on a wide screen, after it on a phone, each link a page of the site", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ship-happens");
  const lessons = page.getByRole("complementary", { name: "What the story teaches" });
  const links = lessons.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const [panel, aside] = [await page.locator("figure").first().boundingBox(), await lessons.boundingBox()];
  expect(aside!.x, "beside the comic").toBeGreaterThan(panel!.x + panel!.width);
  // The comic keeps the page's left edge (the breadcrumb's); the title and its intro stand beside it, over the lessons,
  // the title's top level with the comic's (a title block above the comic pushed its buttons off a laptop's screen).
  const crumbs = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(Math.abs(panel!.x - crumbs.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(title.x - aside!.x), "title and lessons share the second column's edge").toBeLessThanOrEqual(1);
  expect(title.y).toBeLessThan(panel!.y + 60);
  expect(aside!.y).toBeGreaterThan(title.y + title.height);
  await page.setViewportSize({ width: 390, height: 844 });
  const [phonePanel, phoneAside] = [await page.locator("figure").first().boundingBox(), await lessons.boundingBox()];
  expect(phoneAside!.y).toBeGreaterThan(phonePanel!.y + phonePanel!.height);
});

/**
 * A page turn must not need a scroll: on first load the Previous/Next bar and the whole panel are on the first screen
 * of a laptop, with the comic beside the title; on a phone the bar is, with the panel's art close below.
 */
for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [1440, 900],
] as const) {
  test(`at ${width}x${height} the Previous/Next buttons and the whole panel are on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/ship-happens");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const name of ["Previous", "Next"]) {
      const button = (await page.getByRole("button", { name }).boundingBox())!;
      expect(button.y, name).toBeGreaterThanOrEqual(0);
      expect(button.y + button.height, `${name}'s bottom edge`).toBeLessThanOrEqual(height);
    }
    const art = (await panelArea(page).boundingBox())!;
    expect(art.y + art.height, "the panel's bottom edge").toBeLessThanOrEqual(height);
    // Still a panel to read, not a thumbnail: its bubbles keep their 14 px lettering at this size.
    expect(art.width).toBeGreaterThanOrEqual(560);
  });
}

test("on a 390 px phone the Previous/Next buttons are on the first screen, above the panel", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ship-happens");
  const next = (await page.getByRole("button", { name: "Next" }).boundingBox())!;
  const art = (await panelArea(page).boundingBox())!;
  expect(next.y + next.height).toBeLessThanOrEqual(844);
  expect(next.y + next.height).toBeLessThanOrEqual(art.y);
  // The art's bottom edge at most a few pixels past the first screen.
  expect(art.y + art.height).toBeLessThanOrEqual(844 + 24);
});

test("at 1,280 px the transcript and the credits share the comic's column: one width, one left edge", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ship-happens");
  const comic = (await page.locator("main figure").boundingBox())!;
  const transcript = (await page.getByRole("region", { name: "Transcript" }).boundingBox())!;
  const credits = (await page.locator("main p").filter({ hasText: "Thank you to Pablo Stanley" }).boundingBox())!;
  for (const [what, box] of [["transcript", transcript], ["credits", credits]] as const) {
    expect(Math.abs(box.x - comic.x), `${what}'s left edge`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - comic.width), `${what}'s width`).toBeLessThanOrEqual(1);
  }
});

test("in the dark theme the art sits in a themed matte and is dimmed a little; in the light theme it is not dimmed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const look = () =>
    panelArea(page).evaluate((art) => {
      const matte = art.parentElement!;
      // A token's colour as the browser resolves it: a fresh element per token (restyling one would start a colour transition).
      const token = (name: string) => {
        const probe = document.createElement("div");
        probe.style.cssText = `transition: none; background-color: var(${name})`;
        document.body.append(probe);
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      };
      const tokens = { raised: token("--surface-raised"), border: token("--border"), page: token("--background") };
      const style = getComputedStyle(matte);
      return { filter: getComputedStyle(art).filter, matte: style.backgroundColor, edge: style.borderTopColor, edgeWidth: style.borderTopWidth, ...tokens };
    });
  await useTheme(page, "dark");
  await page.goto("/ship-happens");
  const dark = await look();
  expect(dark.filter).toBe("brightness(0.9)");
  expect(dark.matte).toBe(dark.raised);
  expect(dark.matte).not.toBe(dark.page);
  expect(dark.edge).toBe(dark.border);
  expect(dark.edgeWidth).toBe("1px");
  await switchTheme(page, "light");
  expect((await look()).filter).toBe("none");
});
