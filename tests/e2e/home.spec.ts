import { expect, test } from "@playwright/test";
import { aiResources } from "../../content/ai-resources";
import { hero } from "../../content/home";

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
