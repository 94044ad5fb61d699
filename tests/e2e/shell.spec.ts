import { expect, test } from "../support/visitor";
import { mainNav } from "../../content/navigation";
import { expectShown, LINKS, named, serverDocument, textOf, theOne } from "../support/server-html";

test.describe("header navigation", () => {
  test("shows the seven entries in order with their labels (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/");
    const nav = theOne(doc, "nav", "Main");
    expectShown(nav, "the main navigation");
    expect([...nav.querySelectorAll(LINKS)].map(textOf)).toEqual(mainNav.map((l) => l.label));
    expect(named(doc, LINKS, /PM Knowledge Hub/i)[0]?.getAttribute("href")).toBe("/");
  });

  // The server marks the current entry (the header reads the path while rendering), so it is right before any script runs.
  for (const link of mainNav) {
    test(`marks ${link.label} as the current page on ${link.href} (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, link.href);
      const nav = theOne(doc, "nav", "Main");
      expect(theOne(nav, LINKS, link.label).getAttribute("aria-current")).toBe("page");
      expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    });
  }

  test("header is transparent at the top and opaque with a shadow past 10px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("body > header, header[data-scrolled]").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The colour and shadow fade in over 200 ms: a busy machine can read the first frame of the fade.
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe("rgba(0, 0, 0, 0)");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("at 1,280 px the footer's band reaches the window's right edge, with no reserved scrollbar strip beside it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // Where scrollbars are hidden or overlaid (this browser), a reserved gutter showed as a 15 px strip.
    const right = await page.locator("footer").last().evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBe(await page.evaluate(() => window.innerWidth));
  });

  test("a skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("pages open scrolled to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Frameworks" }).click();
    await expect(page).toHaveURL(/\/frameworks$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, moves focus in, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(mainNav.map((l) => l.label));
    await expect(menu.getByRole("link").first()).toBeFocused();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes with the Close menu button and on navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "Glossary" }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("on a phone every footer link is a tap target at least 44 px tall (they were 18 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const heights = await page.locator("#site-footer a").evaluateAll((links) => links.map((link) => ({ text: link.textContent, height: link.getBoundingClientRect().height })));
    expect(heights.length).toBeGreaterThan(8);
    for (const { text, height } of heights) expect(height, text ?? "").toBeGreaterThanOrEqual(44);
  });

  test("the phone header: search, menu and (in the menu) the theme switch, each at least 44 px", async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const banner = page.getByRole("banner");
      const search = banner.getByRole("link", { name: "Search", exact: true });
      await expect(search, `${width} px`).toBeVisible();
      await expect(search).toHaveAttribute("href", "/search");
      const menuButton = page.getByRole("button", { name: "Open menu" });
      for (const control of [search, menuButton]) {
        const box = (await control.boundingBox())!;
        expect(box.width, `${width} px`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${width} px`).toBeGreaterThanOrEqual(44);
      }
      // The bar keeps only the logo, search and the menu: the theme switch moved into the menu.
      await expect(banner.getByRole("group", { name: "Colour theme" })).toBeHidden();
      const bar = await banner.evaluate((header) => {
        const row = header.querySelector("div")!;
        return { scroll: row.scrollWidth, client: row.clientWidth };
      });
      expect(bar.scroll, `${width} px`).toBeLessThanOrEqual(bar.client);

      await menuButton.click();
      const themes = page.getByRole("dialog", { name: "Site menu" }).getByRole("group", { name: "Colour theme" });
      await expect(themes).toBeVisible();
      for (const name of ["System theme", "Light theme", "Dark theme"]) {
        const box = (await themes.getByRole("button", { name }).boundingBox())!;
        expect(box.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("the page is full-screen covered while the menu is open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const box = await page.getByRole("dialog", { name: "Site menu" }).boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
  });
});

test.describe("footer", () => {
  test("has the three columns, links, mail link and current year (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/");
    const footer = doc.querySelector("footer")!;
    expect(footer.closest("main, article, section, aside, nav"), "the footer is the page's contentinfo").toBeNull();
    expect(textOf(footer)).toContain("PM Knowledge Hub gathers");
    const resources = theOne(footer, "nav", "Resources");
    expect([...resources.querySelectorAll(LINKS)].map(textOf)).toEqual(["Product Mastery", "Frameworks", "AI PM 10x"]);
    const support = theOne(footer, "nav", "Learning & Support");
    const supportLinks = [...support.querySelectorAll(LINKS)].map(textOf);
    expect(supportLinks.slice(0, 5)).toEqual(["Interview Prep", "Glossary / PM 101", "Privacy Policy", "Terms of Service", "Contact"]);
    expect(supportLinks).toHaveLength(6);
    expect(supportLinks[5]).toMatch(/@/);
    expect(theOne(support, LINKS, "Contact").getAttribute("href")).toMatch(/^mailto:.+@.+/);
    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} PM Knowledge Hub`);
  });

  test("links the comic, templates, books and progress from every page (issues 15, 17 and 19) (server HTML)", async ({ request }) => {
    for (const path of ["/glossary", "/frameworks/kaizen", "/this-page-does-not-exist"]) {
      const doc = await serverDocument(request, path, path === "/this-page-does-not-exist" ? 404 : 200);
      const more = theOne(doc.querySelector("footer")!, "nav", "More to explore");
      expect(theOne(more, LINKS, "Ship Happens (comic)").getAttribute("href"), path).toBe("/ship-happens");
      expect(theOne(more, LINKS, "Templates").getAttribute("href"), path).toBe("/templates");
      expect(theOne(more, LINKS, "Your progress").getAttribute("href"), path).toBe("/progress");
      expect(theOne(more, LINKS, "Book reviews").getAttribute("href"), path).toBe("/books");
    }
  });
});

test.describe("theme", () => {
  test("toggle switches and persists across reloads", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "System theme" }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});
