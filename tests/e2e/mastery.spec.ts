import { expect, test } from "@playwright/test";
import { templatesForMasteryArea } from "../../lib/templates/for-mastery";
import { masteryAreas } from "../../content/mastery";

test.describe("Product Mastery", () => {
  test("overview lists the eight areas, each linking to its page", async ({ page }) => {
    const response = await page.goto("/product-mastery");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const cards = page.locator("main ul").first().getByRole("link");
    await expect(cards).toHaveCount(8);
    for (const [index, area] of masteryAreas.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute("href", `/product-mastery/${area.id}`);
      await expect(card).toContainText(area.title);
      await expect(card).toContainText(`${area.subsections.length} topics`);
    }
  });

  for (const area of masteryAreas) {
    test(`${area.title} page shows its cards, breadcrumb and safe external links`, async ({ page }) => {
      const response = await page.goto(`/product-mastery/${area.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
      // The footer has its own h2s; the topics are the h2s inside <main>, then the area's templates if it has any.
      const areaTemplates = templatesForMasteryArea(area.id);
      await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
        ...area.subsections.map((s) => s.title),
        ...(areaTemplates.length ? [`Templates for ${area.title}`] : []),
      ]);
      for (const template of areaTemplates) {
        await expect(page.locator(`main a[href="/templates/${template.slug}"]`).first()).toBeVisible();
      }

      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Product Mastery" })).toHaveAttribute("href", "/product-mastery");
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(area.title);
      await expect(page.getByRole("link", { name: "Back to all areas" })).toHaveAttribute("href", "/product-mastery");

      // Every external link opens in a new tab without an opener and says so to screen readers.
      const external = page.locator('main a[href^="http"]');
      const count = await external.count();
      const expected = area.subsections.flatMap((s) => s.resources).filter((r) => r.url.startsWith("http")).length;
      expect(count).toBe(expected);
      for (let i = 0; i < count; i++) {
        const link = external.nth(i);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toContainText("(opens in a new tab)");
      }
    });
  }

  test("each resource shows a visible type label", async ({ page }) => {
    await page.goto("/product-mastery/vision-and-leadership");
    const roadmapping = page.locator("section", { has: page.getByRole("heading", { name: "Roadmapping" }) });
    await expect(roadmapping.getByText("Podcast", { exact: true })).toBeVisible();
    await expect(roadmapping.getByText("Article", { exact: true }).first()).toBeVisible();
  });

  test("an unknown area slug is a 404", async ({ page }) => {
    const response = await page.goto("/product-mastery/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("the Leading Teams video loads from YouTube only after the click", async ({ page }) => {
    const youtubeRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
    });
    await page.goto("/product-mastery/vision-and-leadership");
    const play = page.getByRole("button", { name: /^Play video: / });
    await play.scrollIntoViewIfNeeded();
    // Give the page time to fetch anything it would fetch on its own (images, lazy assets).
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(youtubeRequests).toEqual([]);

    const box = await play.boundingBox();
    await play.click();
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
    await expect(iframe).toHaveAttribute("title", /Product is Hard/);
    // Same 16:9 box before and after, so the page does not jump.
    const after = await iframe.boundingBox();
    expect(Math.round(after?.height ?? 0)).toBe(Math.round(box?.height ?? -1));
  });
});
