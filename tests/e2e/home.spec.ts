import { expect, test } from "../support/visitor";
import { templates } from "../../content/templates";
import { aiResources } from "../../data/ai-resources";
import { hero } from "../../content/home";
import { resolvedStartPaths, siteCounts, tryItTeasers } from "../../data/home";
import { publicPaths } from "../../data/routes";
import { expectShown, headingsAt, LINKS, named, nameOf, serverDocument, textOf, theOne, withText } from "../support/server-html";

/** The home page's section introduced by this heading. */
function homeSection(doc: Document, heading: string): Element {
  const sections = [...doc.querySelectorAll("section")].filter((section) => named(section, headingsAt(), heading).length > 0);
  expect(sections.length, `a section headed ${heading}`).toBeGreaterThan(0);
  return sections.at(-1)!;
}

test.describe("home page", () => {
  test("shows the hero strings (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/");
    expect(doc.title).toMatch(/PM Knowledge Hub/);
    expect(withText(doc, "All-in-one Knowledge Resource").length).toBeGreaterThan(0);
    expect([...doc.querySelectorAll(headingsAt(1))].map(textOf)).toEqual(["Your Complete Product Management Knowledge Hub"]);
    // The subtitle promises books, frameworks, templates and interview preparation.
    expect(withText(doc, hero.subtitle).length).toBeGreaterThan(0);
    for (const topic of [/book/i, /frameworks/i, /templates/i, /interview preparation/i]) {
      expect(hero.subtitle).toMatch(topic);
    }
  });

  test("the hero has a picture that does not push the headline below the fold on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const headline = page.getByRole("heading", { level: 1 });
    const box = await headline.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThan(844);
    // Both calls to action are reachable in the first screen too.
    const primary = await page.getByRole("link", { name: hero.primaryCta.label }).boundingBox();
    expect(primary!.y + primary!.height).toBeLessThan(844);
    const heroSection = page.locator("section", { has: headline });
    await expect(heroSection.locator("svg[aria-hidden='true']").first()).toBeAttached();
    for (const [count, label] of [
      [siteCounts.frameworks, "frameworks"],
      [siteCounts.masteryTopics, "mastery topics"],
      [siteCounts.glossaryTerms, "glossary terms"],
      [siteCounts.quizQuestions, "quiz questions"],
    ] as const) {
      await expect(heroSection.getByRole("link", { name: `${count} ${label}` })).toBeVisible();
    }
  });

  test("start here: three paths, each an ordered list of real pages with a reason (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/");
    const section = homeSection(doc, "Not sure where to start?");
    const paths = resolvedStartPaths();
    expect(paths.map((path) => path.title)).toEqual([
      "New to product management",
      "Preparing for PM interviews",
      "Sharpening as a working PM",
    ]);
    for (const path of paths) {
      const card = theOne(section, "article", path.title);
      expect([...card.querySelectorAll(headingsAt(3))].map(textOf)).toEqual([path.title]);
      const steps = [...card.querySelectorAll("ol > li a")];
      expect(steps).toHaveLength(path.steps.length);
      for (const [index, step] of path.steps.entries()) {
        expect(publicPaths).toContain(step.href);
        expect(steps[index]!.getAttribute("href")).toBe(step.href);
        expect(textOf(steps[index])).toContain(step.title);
        expect(textOf(steps[index])).toContain(step.why);
      }
    }
    // A step leads to its page.
    const first = paths[0]!.steps[1]!;
    expect(textOf((await serverDocument(request, first.href)).querySelector("h1"))).toContain(first.title);
  });

  test("learn by doing: the quiz, the glossary and the comic, each with a picture and what you get (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/");
    const cards = [...homeSection(doc, "Learn by doing").querySelectorAll("li")];
    expect(cards).toHaveLength(3);
    const teasers = tryItTeasers();
    expect(teasers.map((teaser) => teaser.href)).toEqual(["/pm-quiz", "/glossary", "/ship-happens"]);
    for (const [index, teaser] of teasers.entries()) {
      const links = cards[index]!.querySelectorAll(LINKS);
      expect(links).toHaveLength(1);
      const link = links[0]!;
      expect(link.getAttribute("href")).toBe(teaser.href);
      expect([...link.querySelectorAll(headingsAt(3))].map(textOf)).toEqual([teaser.title]);
      expect(textOf(link)).toContain(teaser.line);
      expect(textOf(link)).toContain(teaser.badge);
      expectShown(link.querySelector("svg[aria-hidden='true']"), `${teaser.href}: the picture`, { decorative: true });
    }
    expect(textOf(cards[0])).toContain(`${siteCounts.quizQuestions} questions`);
    expect(textOf(cards[1])).toContain(`${siteCounts.glossaryTerms} terms`);
    expect(textOf(cards[2])).toContain(`${siteCounts.comicPanels} panels`);
  });

  test("ready-to-use templates: six template cards and a link to the whole library (server HTML)", async ({ request }) => {
    const section = homeSection(await serverDocument(request, "/"), "Ready-to-use templates");
    const links = [...section.querySelectorAll("li a[href]")];
    expect(links).toHaveLength(6);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^\/templates\/[a-z0-9-]+$/);
    expect(theOne(section, LINKS, `Browse all ${templates.length} templates`).getAttribute("href")).toBe("/templates");
  });

  test("Explore Categories has the four cards with their descriptions and links (server HTML)", async ({ request }) => {
    const section = homeSection(await serverDocument(request, "/"), "Explore Categories");
    const cards = [
      ["Product Mastery", "Master key product management skills across all dimensions.", "/product-mastery"],
      ["Frameworks", "Proven methodologies to structure your product thinking.", "/frameworks"],
      ["Interview Prep", "Prepare for your next product management interview.", "/interviews"],
      ["Glossary / PM 101", "Understanding the fundamentals of product management.", "/glossary"],
    ] as const;
    const links = [...section.querySelectorAll(LINKS)];
    expect(links).toHaveLength(4);
    for (const [index, [title, description, href]] of cards.entries()) {
      const card = links[index]!;
      expect(card.getAttribute("href")).toBe(href);
      expect(textOf(card)).toContain(title);
      expect(textOf(card)).toContain(description);
      expect(textOf(card)).toContain("Explore");
    }
  });

  test("AI PM 10x teaser: three external resources in new tabs and a link to all (server HTML)", async ({ request }) => {
    const section = homeSection(await serverDocument(request, "/"), "AI PM 10x");
    const external = [...section.querySelectorAll('a[target="_blank"]')];
    expect(external).toHaveLength(3);
    for (const [index, resource] of aiResources.slice(0, 3).entries()) {
      const link = external[index]!;
      expect(link.getAttribute("href")).toBe(resource.url);
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(textOf(link)).toContain("(opens in a new tab)");
      expect(link.querySelectorAll("svg")).toHaveLength(1);
    }
    // The site's resource cards (as on /ai-pm-10x): each labelled with its kind, two articles and a podcast.
    const kinds = [...section.querySelectorAll(".resource-card")].map((card) => textOf(card.querySelector("p")));
    expect(kinds).toEqual(["Article", "Article", "Podcast"]);
    expect(theOne(section, LINKS, "View all AI resources").getAttribute("href")).toBe("/ai-pm-10x");
  });

  test("Featured Resources links to the Product Leadership review (server HTML)", async ({ request }) => {
    const section = homeSection(await serverDocument(request, "/"), "Featured Resources");
    const images = [...section.querySelectorAll("img")].filter((img) => nameOf(img) !== "");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("alt")).toMatch(/Product Leadership/);
    expect(theOne(section, LINKS, "Read full review").getAttribute("href")).toBe("/books/product-leadership");
  });

  test("newsletter form: field, button, privacy note, and an invalid address is refused", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#newsletter-heading").locator("xpath=ancestor::section");
    await expect(form.getByText("We respect your privacy. Unsubscribe at any time.")).toBeVisible();
    const input = form.getByLabel("Email address");
    await expect(input).toHaveAttribute("type", "email");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).getByText("Please enter a valid email address")).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`newsletter at ${viewport.width} px: the refusal shows inline and the toast leaves the form uncovered`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const form = page.locator("#home-newsletter-email").locator("xpath=ancestor::form");
      const button = form.getByRole("button", { name: "Subscribe" });
      // Scroll until the button has just come up from the bottom edge, where a
      // reader scrolling down meets it (and where a bottom toast would land).
      await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 24));
      await form.getByLabel("Email address").fill("name@domain");
      await button.click();
      // The answer under the field (it describes the field; the toast is the live announcement).
      const inline = form.locator("#home-newsletter-message");
      await expect(inline).toContainText("Please enter a valid email address");
      await expect(inline.locator("svg")).toHaveCount(1);
      const toast = page.locator("li[data-variant]").filter({ hasText: "Please enter a valid email address" });
      await expect(toast).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      for (const control of [button, form.getByLabel("Email address"), inline]) {
        const box = (await control.boundingBox())!;
        const overlaps =
          box.x < toastBox.x + toastBox.width &&
          toastBox.x < box.x + box.width &&
          box.y < toastBox.y + toastBox.height &&
          toastBox.y < box.y + box.height;
        expect(overlaps, "the toast covers the form").toBe(false);
      }
    });
  }
});

test.describe("not found", () => {
  test("unknown paths get a 404 with the not-found text, a way home and a logged error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(
      page.getByText(
        "We couldn't find the page you're looking for. The page might have been moved, deleted, or doesn't exist.",
      ),
    ).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes("/no-such-page-here"))).toBe(true);
    // The page draws in the site's font, not the fallback (Next emits no font preload on it, so it swaps the font in).
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/["']/g, "") === "geistSansSwap" && face.status === "loaded")))
      .toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^["']?geistSansSwap/);
    // Not a dead end: five places to start, and a search that works without JavaScript.
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(5);
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("churn");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=churn$/);
    await page.goBack();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("at 1,280 px every card grid on the index pages is three per row (or one full row), so cards keep one width from section to section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/", "/frameworks", "/guides", "/templates"]) {
    await page.goto(path);
    const grids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main ul.grid, main div.grid")]
        // Card grids: lists of cards (a one-column list beside a rail has one column at every width).
        .filter((grid) => getComputedStyle(grid).display === "grid" && grid.children.length >= 2 && grid.querySelector(":scope > * > .rounded-2xl"))
        .map((grid) => ({
          // Cards in the first row (the grid has two tracks a card, so a short last row can be centred).
          columns: [...grid.children].filter((cell) => Math.abs(cell.getBoundingClientRect().top - grid.children[0]!.getBoundingClientRect().top) < 1).length,
          widths: [...grid.children].map((cell) => Math.round(cell.getBoundingClientRect().width)),
          where: grid.closest("section")?.querySelector("h2")?.textContent ?? grid.className,
        })),
    );
    expect(grids.length, path).toBeGreaterThan(0);
    // Three per row, or (the home page's four categories) one full row of all its tiles.
    for (const grid of grids) expect([3, grid.widths.length], `${path}: ${grid.where}`).toContain(grid.columns);
    const widths = grids.filter((grid) => grid.columns === 3).flatMap((grid) => grid.widths);
    expect(Math.max(...widths) - Math.min(...widths), `${path}: card widths ${widths.join(", ")}`).toBeLessThanOrEqual(2);
  }
});


test("the not-found page keeps the site's left edge, with its picture beside the message on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/no-such-page-here");
  const [title, logo, picture] = await Promise.all([
    page.getByRole("heading", { level: 1 }).boundingBox(),
    page.locator("footer").getByText("PM Knowledge Hub", { exact: true }).first().boundingBox(),
    page.locator("[data-lost-trail]").boundingBox(),
  ]);
  // The title starts where the footer's column does (the site's content edge), not in a centred column.
  expect(Math.abs(title!.x - logo!.x)).toBeLessThanOrEqual(1);
  expect(picture!.x).toBeGreaterThan(title!.x + title!.width);
  await expect(page.locator("[data-lost-trail]")).toHaveAttribute("aria-hidden", "true");
});
