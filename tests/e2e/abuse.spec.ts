import type { Page } from "@playwright/test";
import { JSDOM } from "jsdom";
import { withText } from "../support/server-html";
import { expect, newsletterAction, storedSignups, test } from "../support/visitor";

/**
 * Abuse protection a visitor can see: the newsletter's per-visitor limit and
 * honeypot (home and AI PM 10x forms, with and without JavaScript) and the
 * sign-in throttle. Every test is a visitor of its own (tests/support/visitor.ts).
 */
const TOO_MANY = "Too many attempts. Please try again in a minute.";

function toast(page: Page, text: string) {
  return page.locator("[data-variant]").filter({ hasText: text });
}

const unique = (name: string, i = 0) => `${name}.${i}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("newsletter rate limit", () => {
  test("with JavaScript: the sixth signup in a minute from one visitor says to wait and stores nothing", async ({ page }) => {
    await page.goto("/");
    const input = page.locator("#home-newsletter-email");
    for (let i = 0; i < 5; i++) {
      await input.fill(unique("five", i));
      await input.press("Enter");
      await expect(toast(page, "Successfully subscribed!")).toBeVisible();
      await expect(input).toHaveValue("");
    }
    const sixth = unique("sixth");
    await input.fill(sixth);
    await input.press("Enter");
    await expect(toast(page, TOO_MANY)).toBeVisible();
    await expect(input).toHaveValue(sixth);
    expect(await storedSignups(sixth)).toBe(0);
  });

  // A browser without JavaScript posts the form and shows the page the server answers with: read that page's HTML.
  test("without JavaScript, on the AI PM 10x form: the same limit, answered inline", async ({ request }) => {
    const { fields } = newsletterAction(await (await request.get("/ai-pm-10x")).text());
    const emails = Array.from({ length: 6 }, (_, i) => unique("nojs", i));
    for (const [i, email] of emails.entries()) {
      const answer = await request.post("/ai-pm-10x", { multipart: { ...Object.fromEntries(fields), email, company_website: "" } });
      expect(answer.status(), email).toBe(200);
      const form = new JSDOM(await answer.text()).window.document.querySelector("#ai-newsletter-email")!.closest("form")!;
      expect(withText(form, i < 5 ? "Successfully subscribed!" : TOO_MANY).length, `post ${i + 1}: the answer under the form`).toBeGreaterThan(0);
    }
    expect(await storedSignups(emails[5]!)).toBe(0);
    expect(await storedSignups(emails[4]!)).toBe(1);
  });
});

test.describe("newsletter honeypot", () => {
  for (const { route, formId } of [
    { route: "/", formId: "home-newsletter" },
    { route: "/ai-pm-10x", formId: "ai-newsletter" },
  ]) {
    test(`on ${route} it is hidden from sight, from assistive technology and from the keyboard`, async ({ page }) => {
      await page.goto(route);
      const honeypot = page.locator(`#${formId}-company_website`);
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      await expect(honeypot.locator("xpath=ancestor::div[@aria-hidden='true']")).toHaveCount(1);
      // Off-screen: nothing of it inside the window.
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width <= 0 || box.y + box.height <= 0).toBe(true);
      await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
      // Tab goes from the address straight to the button.
      await page.locator(`#${formId}-email`).focus();
      await page.keyboard.press("Tab");
      await expect(page.locator(`#${formId}-email`).locator("xpath=ancestor::form").getByRole("button", { name: "Subscribe" })).toBeFocused();
    });
  }

  test("a filled honeypot, or one left out of the post, is answered like a success and stores nothing", async ({ request }) => {
    const { fields } = newsletterAction(await (await request.get("/")).text());
    for (const honeypot of ["https://spam.example", null]) {
      const email = unique(honeypot === null ? "missing" : "filled");
      const multipart: Record<string, string> = Object.fromEntries(fields);
      multipart.email = email;
      if (honeypot !== null) multipart.company_website = honeypot;
      // Posted the way a browser without JavaScript does.
      const answer = await request.post("/", { multipart });
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain("Successfully subscribed!");
      expect(await storedSignups(email)).toBe(0);
    }
  });
});

test.describe("sign-in throttle", () => {
  test("the sixth sign-in attempt in a minute from one visitor is refused with a clear message", async ({ page }) => {
    const username = `guesser-${Date.now().toString(36)}`;
    await page.goto("/admin/login");
    for (let i = 0; i < 6; i++) {
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      const expected = i < 5 ? "Invalid login credentials" : "Too many sign-in attempts. Please wait a few minutes and try again.";
      await expect(page.getByRole("alert").filter({ hasText: expected })).toBeVisible();
    }
  });
});
