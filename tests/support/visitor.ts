import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";

/** A random private address (10.0.0.0/8): one per simulated visitor. */
export function visitorIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Playwright's test, with every test a visitor of its own: its page and its
 * request context send their own X-Forwarded-For, as a host's proxy would for
 * different readers. The site allows 5 newsletter signups and 5 sign-in
 * attempts a minute per address, and it has no switch to turn that off.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, provide) => {
    await provide(visitorIp());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, provide) => {
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": clientIp });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil === undefined) await waitUntilLive(page);
      return response;
    };
    await provide(page);
  },
});

export { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

/** The embedded backend behind the server under test (scripts/e2e-server.mjs writes it). */
export function e2eBackend(): { url: string; serviceRoleKey: string; newsletterSecret: string } {
  const port = process.env.PORT ?? "3100";
  return JSON.parse(readFileSync(path.join(process.cwd(), ".next", "cache", `e2e-backend-${port}.json`), "utf8"));
}

/** Rows of email_signups holding exactly this address, read with the service role. */
export async function storedSignups(email: string): Promise<number> {
  const backend = e2eBackend();
  const response = await fetch(`${backend.url}/rest/v1/email_signups?select=email&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`Reading signups failed: HTTP ${response.status}`);
  return ((await response.json()) as unknown[]).length;
}

/** The newsletter's server-action id and the hidden fields of its no-JavaScript form, from the home page's HTML. */
export function newsletterAction(html: string): { id: string; fields: [string, string][] } {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1] ?? "").find((body) => body.includes('name="$ACTION_'));
  if (!form) throw new Error("No server-action form on the page");
  const fields: [string, string][] = [];
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name?.startsWith("$ACTION_")) fields.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "")]);
  }
  const reference = fields.find(([name]) => name.endsWith(":0"));
  const id = reference ? (JSON.parse(reference[1]) as { id: string }).id : "";
  if (!id) throw new Error("No action id in the form");
  return { id, fields };
}

/**
 * Subscribes an address the way a browser without JavaScript posts the home
 * page's form (the honeypot left empty), and checks it is stored: for tests
 * that need a subscriber, not the form's behaviour (newsletter.spec.ts has
 * that), at the cost of two requests instead of a page.
 */
export async function subscribeByPost(request: APIRequestContext, email: string) {
  const { fields } = newsletterAction(await (await request.get("/")).text());
  const answer = await request.post("/", { multipart: { ...Object.fromEntries(fields), email, company_website: "" } });
  baseExpect(answer.status(), email).toBe(200);
  baseExpect(await answer.text(), email).toContain("Successfully subscribed!");
  baseExpect(await storedSignups(email), email).toBe(1);
}

/**
 * A prerendered page loads its code after its first paint
 * (scripts/paint-first.mjs), so `load` no longer means the page is live. A
 * test that opens a page with the default `waitUntil` meets it as a reader
 * does a moment later: painted and hydrated. Without this, a click or an
 * Enter right after `goto` can land before React does: a tap is replayed, but
 * a form then posts without JavaScript (CI once saw the newsletter's invalid
 * address go to the server). Tests of the page before its code runs
 * (hydration.spec.ts) pass `waitUntil: "domcontentloaded"`.
 */
async function waitUntilLive(page: Page) {
  await page.waitForFunction(liveCheck);
}

/**
 * True once React has hydrated the page: every element in `main` carries
 * React's fiber key, except markup React placed as an HTML string (the
 * prose bodies), which never does. Runs in the browser.
 */
export function liveCheck(): boolean {
  if (!document.querySelector("script[data-paint-first]")) return true;
  const own = (node: Element, prefix: string) => {
    const key = Object.keys(node).find((name) => name.startsWith(prefix));
    return key ? (node as unknown as Record<string, unknown>)[key] : undefined;
  };
  const fromHtmlString = (node: Element) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const props = own(parent, "__reactProps") as { dangerouslySetInnerHTML?: unknown } | undefined;
      if (props?.dangerouslySetInnerHTML) return true;
    }
    return false;
  };
  // React writes a server action's hidden fields for forms posted before
  // (or without) JavaScript and skips them when it hydrates.
  const actionField = (node: Element) => node.getAttribute("name")?.startsWith("$ACTION_");
  if (!own(document.body, "__reactFiber")) return false;
  return [...document.querySelectorAll("main *")].every((node) => own(node, "__reactFiber") || actionField(node) || fromHtmlString(node));
}
