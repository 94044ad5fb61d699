import { expect, test } from "@playwright/test";
import { templates } from "../../content/templates";
import { aiResources } from "../../content/ai-resources";
import { hero } from "../../content/home";
import { siteCounts } from "../../lib/home/site-counts";
import { resolvedStartPaths } from "../../lib/home/start-paths";
import { tryItTeasers } from "../../lib/home/teasers";
import { publicPaths } from "../../lib/routes";

test.describe("home page", () => {
  test("shows the hero strings", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/PM Knowledge Hub/);
    await expect(page.getByText("All-in-one Knowledge Resource")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Complete Product Management Knowledge Hub");
    // The subtitle promises books, frameworks, templates and interview preparation.
    const subtitle = page.getByText(hero.subtitle);
    await expect(subtitle).toBeVisible();
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

  test("start here: three paths, each an ordered list of real pages with a reason", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Not sure where to start?" }) });
    const paths = resolvedStartPaths();
    expect(paths.map((path) => path.title)).toEqual([
      "New to product management",
      "Preparing for PM interviews",
      "Sharpening as a working PM",
    ]);
    for (const path of paths) {
      const card = section.getByRole("article", { name: path.title });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(path.title);
      const steps = card.locator("ol > li a");
      await expect(steps).toHaveCount(path.steps.length);
      for (const [index, step] of path.steps.entries()) {
        expect(publicPaths).toContain(step.href);
        await expect(steps.nth(index)).toHaveAttribute("href", step.href);
        await expect(steps.nth(index)).toContainText(step.title);
        await expect(steps.nth(index)).toContainText(step.why);
      }
    }
    // A step leads to its page.
    const first = paths[0]!.steps[1]!;
    await section.getByRole("link", { name: new RegExp(first.title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(first.title);
  });

  test("learn by doing: the quiz, the glossary and the comic, each with a picture and what you get", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Learn by doing" }) });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    const teasers = tryItTeasers();
    expect(teasers.map((teaser) => teaser.href)).toEqual(["/pm-quiz", "/glossary", "/ship-happens"]);
    for (const [index, teaser] of teasers.entries()) {
      const link = cards.nth(index).getByRole("link");
      await expect(link).toHaveAttribute("href", teaser.href);
      await expect(link.getByRole("heading", { level: 3 })).toHaveText(teaser.title);
      await expect(link).toContainText(teaser.line);
      await expect(link).toContainText(teaser.badge);
      await expect(link.locator("svg[aria-hidden='true']").first()).toBeVisible();
    }
    await expect(cards.nth(0)).toContainText(`${siteCounts.quizQuestions} questions`);
    await expect(cards.nth(1)).toContainText(`${siteCounts.glossaryTerms} terms`);
    await expect(cards.nth(2)).toContainText(`${siteCounts.comicPanels} panels`);
  });

  test("ready-to-use templates: six template cards and a link to the whole library", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Ready-to-use templates" }) });
    const links = section.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(6);
    await expect(links.first()).toHaveAttribute("href", /^\/templates\/[a-z0-9-]+$/);
    await section.getByRole("link", { name: `Browse all ${templates.length} templates` }).click();
    await expect(page).toHaveURL(/\/templates$/);
  });

  test("Explore Categories has the four cards with their descriptions and links", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Explore Categories" }) });
    const cards = [
      ["Product Mastery", "Master key product management skills across all dimensions.", "/product-mastery"],
      ["Frameworks", "Proven methodologies to structure your product thinking.", "/frameworks"],
      ["Interview Prep", "Prepare for your next product management interview.", "/interviews"],
      ["Glossary / PM 101", "Understanding the fundamentals of product management.", "/glossary"],
    ] as const;
    const links = section.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, [title, description, href]] of cards.entries()) {
      const card = links.nth(index);
      await expect(card).toHaveAttribute("href", href);
      await expect(card).toContainText(title);
      await expect(card).toContainText(description);
      await expect(card).toContainText("Explore");
    }
  });

  test("AI PM 10x teaser: three external resources in new tabs and a link to all", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "AI PM 10x" }) });
    const external = section.locator('a[target="_blank"]');
    await expect(external).toHaveCount(3);
    for (const [index, resource] of aiResources.slice(0, 3).entries()) {
      const link = external.nth(index);
      await expect(link).toHaveAttribute("href", resource.url);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
      await expect(link.locator("svg")).toHaveCount(1);
    }
    await expect(section.getByText("Article ·")).toHaveCount(2);
    await expect(section.getByText("Podcast ·")).toHaveCount(1);
    await expect(section.getByRole("link", { name: "View all AI resources" })).toHaveAttribute("href", "/ai-pm-10x");
  });

  test("Featured Resources links to the Product Leadership review", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Featured Resources" }) });
    await expect(section.getByRole("img")).toHaveAttribute("alt", /Product Leadership/);
    await expect(section.getByRole("link", { name: "Read full review" })).toHaveAttribute("href", "/books/product-leadership");
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
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
