import { createHmac } from "node:crypto";
import { expectNoAxeViolations, useTheme } from "../support/axe";
import { axeViolations } from "../support/axe-runner";
import { e2eBackend, expect, storedSignups, subscribeByPost, test } from "../support/visitor";

/**
 * Leaving the newsletter: the link an email carries, the button on its page,
 * and a mail provider's RFC 8058 one-click POST. The token is made here from
 * the documented rule (HMAC-SHA256 of "unsubscribe", a newline and the
 * address, under the backend's NEWSLETTER_SECRET), not by the site's code.
 */
function token(email: string, secret = e2eBackend().newsletterSecret) {
  return createHmac("sha256", secret).update(`unsubscribe\n${email.toLowerCase()}`).digest("base64url");
}

function link(email: string, tokenValue = token(email)) {
  return `/newsletter/unsubscribe?${new URLSearchParams({ email, token: tokenValue })}`;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("unsubscribe link", () => {
  test("shows the address and one Unsubscribe button; only pressing it unsubscribes", async ({ page, request }) => {
    const email = unique("leaver");
    await subscribeByPost(request, email);
    const visit = await page.goto(link(email));
    expect(visit?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole("button")).toHaveCount(1);
    // Opening the link (what a mail scanner does) changed nothing.
    expect(await storedSignups(email)).toBe(1);

    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Unsubscribe" }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
    expect(await storedSignups(email)).toBe(0);
  });

  test("a forged or altered link answers 400 'This unsubscribe link is not valid.' and changes nothing", async ({ page, request }) => {
    const email = unique("stays");
    await subscribeByPost(request, email);
    const genuine = token(email);
    const forged = [
      link(email, `${genuine.slice(0, -2)}${genuine.endsWith("AA") ? "BB" : "AA"}`),
      link(email, token(email, "not-the-secret-but-just-as-long-00")),
      link(email, token("someone.else@example.org")),
      link(email, "short"),
      `/newsletter/unsubscribe?email=${encodeURIComponent(email)}`,
      "/newsletter/unsubscribe",
    ];
    for (const url of forged) {
      const visit = await request.get(url);
      expect(visit.status(), url).toBe(400);
      expect(await visit.text()).toContain("This unsubscribe link is not valid.");
      const press = await request.post(url, { form: { confirm: "1" } });
      expect(press.status(), url).toBe(400);
      const oneClick = await request.post(url, { form: { "List-Unsubscribe": "One-Click" } });
      expect(oneClick.status(), url).toBe(400);
      expect(await oneClick.text()).toBe("This unsubscribe link is not valid.\n");
    }
    const shown = await page.goto(forged[0]!);
    expect(shown?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid.");
    expect(await storedSignups(email)).toBe(1);
  });

  test("an address that is already gone gets the same success (nobody learns who is subscribed)", async ({ request }) => {
    const email = unique("twice");
    await subscribeByPost(request, email);
    for (let i = 0; i < 2; i++) {
      const press = await request.post(link(email), { form: { confirm: "1" } });
      expect(press.status()).toBe(200);
      expect(await press.text()).toContain("You have been unsubscribed.");
    }
    const never = await request.post(link(unique("never")), { form: { confirm: "1" } });
    expect(never.status()).toBe(200);
    expect(await never.text()).toContain("You have been unsubscribed.");
  });

  // A page only an email's link opens (the per-route pass does not visit it). It is a self-contained document whose
  // colours follow the system's scheme: all rules in the light one, then the colour rules in the dark one.
  test("the unsubscribe page passes axe in the light and the dark theme", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto(link(unique("axe")));
    await expectNoAxeViolations(page, "light theme");
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 255, 255)");
    expect(await axeViolations(page, "colour"), "dark theme").toEqual([]);
  });
});

test.describe("RFC 8058 one-click unsubscribe", () => {
  test("a POST of List-Unsubscribe=One-Click unsubscribes: 200, plain text, no redirect, no cookie, from another origin", async ({ request, playwright, baseURL }) => {
    const email = unique("oneclick");
    await subscribeByPost(request, email);
    // A mail provider: no cookies of ours, its own Origin (if any).
    const provider = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: "https://mail.provider.example" } });
    try {
      const response = await provider.post(link(email), { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/plain");
      expect(response.headers()["location"]).toBeUndefined();
      expect(response.headers()["set-cookie"]).toBeUndefined();
      expect(await response.text()).toBe("You have been unsubscribed.\n");
    } finally {
      await provider.dispose();
    }
    expect(await storedSignups(email)).toBe(0);
  });

  test("works with a multipart body too, and a GET or HEAD of the link never unsubscribes", async ({ request }) => {
    const email = unique("multipart");
    await subscribeByPost(request, email);
    expect((await request.get(link(email))).status()).toBe(200);
    expect((await request.head(link(email))).status()).toBe(200);
    expect(await storedSignups(email)).toBe(1);
    const response = await request.post(link(email), { multipart: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
    expect(await storedSignups(email)).toBe(0);
  });

  test("an oversized or non-form body is refused with a 4xx", async ({ request }) => {
    const email = unique("body");
    const big = await request.post(link(email), { data: "List-Unsubscribe=One-Click&x=" + "a".repeat(20_000), headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(big.status()).toBe(413);
    const json = await request.post(link(email), { data: { "List-Unsubscribe": "One-Click" } });
    expect(json.status()).toBe(415);
  });
});
