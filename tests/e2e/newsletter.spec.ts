import type { Page } from "@playwright/test";
import { expect, test } from "../support/visitor";

/** The toast region's current message. */
function toast(page: Page, text: string) {
  return page.locator("[data-variant]").filter({ hasText: text });
}

const forms = [
  { route: "/", formId: "home-newsletter" },
  { route: "/ai-pm-10x", formId: "ai-newsletter" },
];

for (const { route, formId } of forms) {
  test.describe(`newsletter on ${route}`, () => {
    test("subscribes, clears the field, then refuses the same address in another case", async ({ page }) => {
      const email = `reader.${Date.now()}.${formId}@example.org`;
      await page.goto(route);
      const input = page.locator(`#${formId}-email`);
      await input.fill(email);
      await input.press("Enter");
      await expect(toast(page, "Successfully subscribed!")).toBeVisible();
      await expect(input).toHaveValue("");

      await input.fill(email.toUpperCase());
      await page.locator(`#${formId}-email`).locator("xpath=ancestor::form").getByRole("button", { name: "Subscribe" }).click();
      await expect(toast(page, "This email is already subscribed")).toBeVisible();
      await expect(page.locator(`#${formId}-email`)).toHaveValue(email.toUpperCase());
    });

    test("an invalid address shows the message and sends nothing", async ({ page }) => {
      await page.goto(route);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      const input = page.locator(`#${formId}-email`);
      await input.fill("name@domain");
      await input.press("Enter");
      await expect(toast(page, "Please enter a valid email address")).toBeVisible();
      await expect(input).toHaveValue("name@domain");
      expect(posts).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form still subscribes and answers inline", async ({ page }) => {
    await page.goto("/");
    await page.locator("#home-newsletter-email").fill(`nojs.${Date.now()}@example.org`);
    await page.locator("#home-newsletter-email").locator("xpath=ancestor::form").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  });
});
