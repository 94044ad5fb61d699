import { expect, test, type Page } from "@playwright/test";
import { aiResources } from "../../content/ai-resources";
import { bookReviews } from "../../content/books";
import { interviewArticles } from "../../content/interviews";
import { psychologyArticles, psychologyVideos } from "../../content/psychology";
import { contactEmail } from "../../content/site";

const pages = [
  { path: "/interviews", h1: "Prepare for your product manager interview" },
  { path: "/ai-pm-10x", h1: "AI PM 10x" },
  { path: "/product-psychology", h1: "Product psychology for product managers" },
  { path: "/books", h1: "Book reviews" },
  { path: "/books/product-leadership", h1: "Product Leadership" },
  { path: "/books/continuous-discovery-habits", h1: "Continuous Discovery Habits" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
];

/** Every link in the page body that leaves the site. */
function externalLinks(page: Page) {
  return page.locator('main a[href^="http"]');
}

test.describe("library pages", () => {
  for (const { path, h1 } of pages) {
    test(`${path} answers 200 with its heading, and external links open safely in a new tab`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const links = externalLinks(page);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
        await expect(link).toContainText("(opens in a new tab)");
      }
    });
  }

  test("unknown book slugs are a 404", async ({ page }) => {
    const response = await page.goto("/books/not-a-reviewed-book");
    expect(response?.status()).toBe(404);
  });
});

test.describe("interview prep", () => {
  test("shows three cards with category, read time, date and a guide link", async ({ page }) => {
    await page.goto("/interviews");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, article] of interviewArticles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.readTime);
      await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card.locator(`a[href="${article.url}"]`)).toHaveAttribute("target", "_blank");
    }
  });

  test("card text is clamped at four lines", async ({ page }) => {
    await page.goto("/interviews");
    const texts = page.getByTestId("interview-card-content");
    await expect(texts).toHaveCount(3);
    for (const text of await texts.all()) {
      const { clamp, height, lineHeight, scrollHeight } = await text.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          clamp: style.getPropertyValue("-webkit-line-clamp"),
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          scrollHeight: element.scrollHeight,
        };
      });
      expect(clamp).toBe("4");
      // What a visitor sees: at most four lines, with more text hidden below.
      expect(height).toBeLessThanOrEqual(lineHeight * 4 + 1);
      expect(height).toBeGreaterThan(lineHeight * 3.5);
      expect(scrollHeight).toBeGreaterThan(height);
    }
  });

  test("has practical preparation advice below the cards", async ({ page }) => {
    await page.goto("/interviews");
    await expect(page.getByRole("heading", { level: 2, name: "A four-week preparation plan" })).toBeVisible();
    await expect(page.getByRole("table", { name: "What to practise each week" })).toBeVisible();
  });
});

test.describe("AI PM 10x", () => {
  test("lists every curated resource and the newsletter block", async ({ page }) => {
    await page.goto("/ai-pm-10x");
    for (const resource of aiResources) {
      await expect(page.locator(`main a[href="${resource.url}"]`)).toHaveCount(1);
    }
    const newsletter = page.locator("section", { has: page.getByRole("heading", { name: "Stay ahead on AI for product" }) });
    await expect(newsletter.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(newsletter.getByText("We respect your privacy. Unsubscribe at any time.")).toBeVisible();
  });
});

test.describe("product psychology", () => {
  test("has five article links and three video links, all external", async ({ page }) => {
    await page.goto("/product-psychology");
    const articles = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Articles" }) });
    const videos = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Videos" }) });
    await expect(articles.locator('a[target="_blank"]')).toHaveCount(5);
    await expect(videos.locator('a[target="_blank"]')).toHaveCount(3);
    for (const link of psychologyArticles) await expect(articles.locator(`a[href="${link.url}"]`)).toHaveCount(1);
    for (const link of psychologyVideos) await expect(videos.locator(`a[href="${link.url}"]`)).toHaveCount(1);
  });
});

test.describe("legal pages", () => {
  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    test(`${path} shows the update date and a contact mail link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Last updated: April 13, 2025")).toBeVisible();
      const mail = page.locator("main").getByRole("link", { name: contactEmail });
      await expect(mail).toHaveAttribute("href", `mailto:${contactEmail}`);
    });
  }

  test("terms state the minimum age and governing law", async ({ page }) => {
    await page.goto("/terms-of-service");
    const main = page.locator("main");
    await expect(main).toContainText("at least 13");
    await expect(main).toContainText("United States");
  });

  test("privacy policy names what is stored and that nothing tracks visitors", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.locator("main");
    for (const fact of ["Supabase", "session cookie", "localStorage", "youtube-nocookie.com", "under 13"]) {
      await expect(main).toContainText(fact);
    }
  });
});

test.describe("book reviews", () => {
  const related: Record<string, string> = {
    "product-leadership": "/product-mastery/vision-and-leadership",
    "continuous-discovery-habits": "/frameworks/opportunity-solution-tree",
  };

  for (const book of bookReviews) {
    test(`/books/${book.slug}: cover with alt text, buy link in a new tab, related framework link`, async ({ page }) => {
      await page.goto(`/books/${book.slug}`);
      const cover = page.getByRole("img", { name: book.coverAlt });
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const buy = page.getByRole("link", { name: book.buy.label });
      await expect(buy).toHaveAttribute("href", book.buy.url);
      await expect(buy).toHaveAttribute("target", "_blank");
      await expect(buy).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      await expect(page.locator(`main a[href="${related[book.slug]}"]`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /Who should read it/ })).toBeVisible();
    });
  }
});

test.describe("books index", () => {
  test("lists every reviewed book with its author and a link to the review", async ({ page }) => {
    await page.goto("/books");
    const cards = page.getByRole("list", { name: "Reviewed books" }).getByRole("article");
    await expect(cards).toHaveCount(bookReviews.length);
    for (const [index, book] of bookReviews.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(book.title);
      await expect(card).toContainText(book.authors.join(", "));
      await expect(card).toContainText(book.whyRead);
      const cover = card.locator("img");
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(card.getByRole("link", { name: `Read the review of ${book.title}` })).toHaveAttribute("href", `/books/${book.slug}`);
    }
  });

  test("a review's breadcrumb reads Home › Books › title and leads back to the index", async ({ page }) => {
    const book = bookReviews[0]!;
    await page.goto("/books");
    await page.getByRole("link", { name: `Read the review of ${book.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/books/${book.slug}$`));
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText([/^Home/, /^Books/, book.title]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(book.title);
    await breadcrumb.getByRole("link", { name: "Books" }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book reviews");
  });
});

test.describe("tables on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("Kano's tables scroll inside their own box with a cue, and the page never scrolls sideways", async ({ page }) => {
    await page.goto("/frameworks/kano-model");
    const regions = page.locator('main [role="region"][tabindex="0"]:has(table)');
    expect(await regions.count()).toBeGreaterThan(0);
    for (const region of await regions.all()) {
      await expect(region).toHaveAccessibleName(/\S/);
      const { clientWidth, scrollWidth, overflowX } = await region.evaluate((el) => ({
        clientWidth: el.clientWidth,
        scrollWidth: el.scrollWidth,
        overflowX: getComputedStyle(el).overflowX,
      }));
      expect(overflowX).toBe("auto");
      expect(clientWidth).toBeLessThanOrEqual(360);
      if (scrollWidth > clientWidth) {
        // A wide table says so on a phone.
        await expect(region.locator("xpath=following-sibling::p[1]")).toHaveText("Scroll sideways to see the whole table");
      }
    }
    const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(page_.scroll).toBeLessThanOrEqual(page_.client);
  });
});
