import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { siteUrl } from "../../config/site";
import { expectNoAxeViolations } from "../support/axe";
import { expect, storedSignups, subscribeByPost, test, visitorIp } from "../support/visitor";

const ADMIN = process.env.NEXT_PUBLIC_ADMIN_USERNAME || "admin";
const PASSWORD = "correct-horse-42";

function toast(page: Page, text: string) {
  return page.locator("[data-variant]").filter({ hasText: text });
}

async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await fillCredentials(page, ADMIN, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/email-signups$/);
}

// One admin account for the whole flow: these steps build on each other.
test.describe.serial("admin sign-up, sign-in and the signups list", () => {
  test("the login page shows the admin username, GitHub, the divider and the form", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
    await expect(page.getByText(`Admin username: ${ADMIN}`)).toBeVisible();
    await expect(page.getByText("Only this username can access the admin area.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeVisible();
    await expect(page.getByRole("separator", { name: "Or" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    // Sign Up lines up under its note (it sat indented by a ghost button's padding) and is a full tap target.
    const [note, signUp] = [await page.getByText("No account yet?").boundingBox(), await page.getByRole("button", { name: "Sign Up" }).boundingBox()];
    expect(Math.abs(signUp!.x - note!.x)).toBeLessThanOrEqual(1);
    expect(signUp!.height).toBeGreaterThanOrEqual(44);
    // Sign In follows the password at the form's own spacing (an empty reserved line once made it 52 px), and a phone has a way back.
    const [password, signIn] = [await page.getByLabel("Password", { exact: true }).boundingBox(), await page.getByRole("button", { name: "Sign In", exact: true }).boundingBox()];
    expect(signIn!.y - (password!.y + password!.height)).toBeLessThanOrEqual(20);
    // The page sits on the site's grid: its title starts where the header's logo and the footer's columns do.
    const [heading, footerTitle] = [await page.getByRole("heading", { level: 1 }).boundingBox(), await page.locator("footer").getByText("PM Knowledge Hub", { exact: true }).first().boundingBox()];
    expect(Math.abs(heading!.x - footerTitle!.x)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("link", { name: "Back to the site" })).toBeVisible();
  });

  test("missing credentials, show/hide password and the GitHub-disabled message", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Please enter both username and password")).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await expect(
      toast(page, "GitHub provider is not enabled in Supabase. Please enable it in your Supabase dashboard under Authentication > Providers."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("sign-up is refused for any other username", async ({ page }) => {
    await page.goto("/admin/login");
    await fillCredentials(page, "mallory", PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, `Only the admin username "${ADMIN}" can register for this site`)).toBeVisible();
  });

  test("the admin can sign up, which does not sign them in", async ({ page }) => {
    await page.goto("/admin/login");
    await fillCredentials(page, ADMIN, PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "Registration successful. You can now sign in.")).toBeVisible();
    await page.goto("/admin/email-signups");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a wrong password is refused; the right one reaches the list with the new subscriber", async ({ page, request }) => {
    // The whole admin journey in one test (a subscriber, two sign-ins, axe, search, CSV, delete, sign out): 18 s alone,
    // over the default 30 s while the rest of the suite shares the machine's two cores.
    test.setTimeout(60_000);
    const email = `list.${Date.now()}@example.org`;
    await subscribeByPost(request, email);

    await page.goto("/admin/login");
    await fillCredentials(page, ADMIN, "wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Invalid login credentials")).toBeVisible();

    await fillCredentials(page, ADMIN, PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/email-signups$/);
    await expect(toast(page, "Successfully signed in")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email signups");
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Already signed in: the login page sends the admin back with a toast.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/email-signups$/);
    await expect(toast(page, "You are already signed in")).toBeVisible();

    // Search, CSV download and delete with confirmation.
    await page.getByLabel("Search emails").fill(email.slice(0, 12).toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^email-signups-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByRole("button", { name: `Delete ${email}` }).click();
    await page.getByRole("button", { name: "Confirm delete" }).click();
    await expect(toast(page, `Deleted ${email}.`)).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/email-signups");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the 'Signing in...' state disables every control", async ({ page }) => {
    await page.goto("/admin/login");
    await fillCredentials(page, ADMIN, PASSWORD);
    // Hold the server action long enough to observe the busy state.
    await page.route("**/admin/login", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page.getByLabel("Username")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/email-signups$/);
  });

  test("once the admin exists, sign-up is closed (the backend's message) and sign-in still works", async ({ page }) => {
    await page.goto("/admin/login");
    await fillCredentials(page, ADMIN, "another-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "Signups not allowed for this instance")).toBeVisible();
    await signIn(page);
  });

  test("the session cookie is HttpOnly, SameSite=Lax and lasts 8 hours, not 400 days", async ({ page }) => {
    await signIn(page);
    const now = Date.now() / 1000;
    const session = (await page.context().cookies()).filter((cookie) => /^sb-.*-auth-token/.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.path).toBe("/");
      // Plain http here; over https (X-Forwarded-Proto) it is Secure as well.
      expect(cookie.secure).toBe(false);
      expect(cookie.expires).toBeGreaterThan(now + 8 * 3600 - 300);
      expect(cookie.expires).toBeLessThan(now + 8 * 3600 + 300);
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain("auth-token");
  });

  test("the list and the CSV carry each signup's unsubscribe_url, and the link works", async ({ page, request }) => {
    const email = `csv.${Date.now()}@example.org`;
    await subscribeByPost(request, email);
    await signIn(page);
    const listed = await page.getByRole("link", { name: `Unsubscribe link for ${email}` }).getAttribute("href");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    const csv = await readFile((await download.path())!, "utf8");
    const [header, ...lines] = csv.trimEnd().split("\r\n");
    expect(header).toBe('"email","subscribed_at","unsubscribe_url"');
    const line = lines.find((l) => l.startsWith(`"${email}",`));
    const url = line ? /,"([^"]+)"$/.exec(line)?.[1] : undefined;
    expect(url).toBeTruthy();
    expect(url).toBe(listed);
    // Built from NEXT_PUBLIC_SITE_URL, for the email; this test server answers the same path.
    const link = new URL(url!);
    expect(link.origin).toBe(new URL(siteUrl).origin);
    expect(link.pathname).toBe("/newsletter/unsubscribe");
    expect(link.searchParams.get("email")).toBe(email);
    const target = `${link.pathname}${link.search}`;
    const page2 = await request.get(target);
    expect(page2.status()).toBe(200);
    expect(await page2.text()).toContain(email);
    const oneClick = await request.post(target, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect(await storedSignups(email)).toBe(0);
    await page.reload();
    await expect(page.getByRole("cell", { name: email, exact: true })).toHaveCount(0);
  });

  test("a signed-out (revoked) session can neither delete nor export, though its token is still well signed", async ({ page, request, browser, baseURL, clientIp }) => {
    const email = `revoked.${Date.now()}@example.org`;
    await subscribeByPost(request, email);
    await signIn(page);
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${email}` }).click();
    await expect(page.getByRole("button", { name: "Confirm delete" })).toBeVisible();

    // The same session, signed out from another browser: Supabase ends it on the Auth server.
    const stolen = await page.context().cookies();
    const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    try {
      await elsewhere.addCookies(stolen);
      const other = await elsewhere.newPage();
      await other.goto("/admin/email-signups");
      await other.getByRole("button", { name: "Sign out" }).click();
      await expect(other).toHaveURL(/\/admin\/login$/);
    } finally {
      await elsewhere.close();
    }

    // This browser still holds the old access token, well signed and unexpired; whoever
    // copied it keeps sending it, whatever the answers say to forget it.
    // The action asks the Auth server, finds the session gone, deletes nothing and
    // drops the dead cookies; the page it re-renders then sends the browser to sign in.
    await page.getByRole("button", { name: "Confirm delete" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSignups(email)).toBe(1);
    await page.context().addCookies(stolen);
    const exported = await page.request.get("/admin/email-signups/export", { maxRedirects: 0 });
    expect(exported.status()).toBe(401);
    expect(await exported.text()).not.toContain(email);
    await page.context().addCookies(stolen);
    await page.goto("/admin/email-signups");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a stranger's wrong passwords, from any number of addresses, never lock the admin out", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/login");
    const attempt = async (username: string, password: string) => {
      // Each attempt from an address of its own, as a botnet would send them.
      await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorIp() });
      await fillCredentials(page, username, password);
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/login"),
        page.getByRole("button", { name: "Sign In", exact: true }).click(),
      ]);
    };
    // Every spelling of the admin's name counts as the same account.
    const spellings = [ADMIN, ADMIN.toUpperCase(), ` ${ADMIN}`, `${ADMIN}@example.com`];
    for (let i = 0; i < 11; i++) {
      await attempt(spellings[i % spellings.length]!, `wrong-${i}`);
      await expect(toast(page, "Invalid login credentials").last(), `attempt ${i + 1}`).toBeVisible();
      await expect(toast(page, "Too many sign-in attempts. Please wait a few minutes and try again.")).toHaveCount(0);
    }
    await attempt(ADMIN, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/email-signups$/);
    await expect(toast(page, "Successfully signed in")).toBeVisible();
  });
});

test.describe("admin area protection", () => {
  test("a fresh visitor is sent from the list and the CSV to the login page", async ({ page, request }) => {
    await page.goto("/admin/email-signups");
    await expect(page).toHaveURL(/\/admin\/login$/);
    const csv = await request.get("/admin/email-signups/export", { maxRedirects: 0 });
    expect(csv.status()).toBe(307);
    expect(csv.headers()["location"]).toMatch(/\/admin\/login$/);
  });

  for (const next of ["//evil.example/", "https://evil.example/", "/\\evil.example", "%2F%2Fevil.example"]) {
    test(`the auth callback never leaves the site (next=${next})`, async ({ request }) => {
      const response = await request.get(`/auth/callback?code=bogus&next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers()["location"] ?? "", "http://127.0.0.1");
      expect(location.hostname).toBe("127.0.0.1");
      expect(location.pathname.startsWith("/admin/")).toBe(true);
    });
  }
});
