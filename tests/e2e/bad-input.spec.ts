import { request as httpRequest } from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, newsletterAction, storedSignups, test } from "../support/visitor";

/**
 * Bad input answered with a 4xx, never a 5xx (each of these was a 500, or a
 * 200, in a live probe of a production build), and with the site's security
 * headers on the answer.
 */
const idle = JSON.stringify({ status: "idle", message: "", email: "", submission: 0 });

function expectHardened(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

async function actionId(request: APIRequestContext) {
  return newsletterAction(await (await request.get("/")).text()).id;
}

/** The newsletter action called as React calls it: (previous state, FormData) in a multipart body. */
function actionBody(email: string, zero = `[${idle},"$K1"]`) {
  return { "1_email": email, "1_company_website": "", "0": zero };
}

/** A raw request, for methods a fetch client refuses to send (TRACE). */
function raw(method: string, path: string, baseURL: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string> }));
    });
    req.on("error", reject);
    req.end();
  });
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test.describe("no 5xx for bad input", () => {
  test("a body that is not a form, sent to the newsletter action: 415 or 400", async ({ request }) => {
    const id = await actionId(request);
    for (const [type, data, status] of [
      ["application/json", '{"email":"a@b.co"}', 415],
      ["application/octet-stream", "\u0000\u0001", 415],
      ["text/plain", "hello", 400],
    ] as const) {
      const response = await request.post("/", { headers: { "next-action": id, "content-type": type }, data });
      expect(response.status(), type).toBe(status);
      expectHardened(response.headers());
    }
  });

  test("a malformed form or unreadable action arguments: 400", async ({ request }) => {
    const id = await actionId(request);
    const garbage = await request.post("/", { headers: { "next-action": id, "content-type": "multipart/form-data; boundary=xyz" }, data: "garbage" });
    expect(garbage.status()).toBe(400);
    const notJson = await request.post("/", { headers: { "next-action": id }, multipart: actionBody("a@b.co", "not json") });
    expect(notJson.status()).toBe(400);
  });

  test("a wrong argument to the newsletter action: a clear message, nothing stored", async ({ request }) => {
    const id = await actionId(request);
    const email = unique("wrong-argument");
    for (const zero of ["[1,2]", `["${email}"]`, `[${idle},{"email":"${email}"}]`]) {
      const response = await request.post("/", { headers: { "next-action": id, accept: "text/x-component" }, multipart: actionBody(email, zero) });
      expect(response.status(), zero).toBe(200);
      expect(await response.text()).toContain("Please enter a valid email address");
    }
    expect(await storedSignups(email)).toBe(0);
  });

  test("a foreign Origin, with and without JavaScript: 403, nothing stored", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const { id, fields } = newsletterAction(html);
    const email = unique("foreign");
    const fetchAction = await request.post("/", { headers: { "next-action": id, origin: "https://evil.example" }, multipart: actionBody(email) });
    expect(fetchAction.status()).toBe(403);
    expectHardened(fetchAction.headers());
    const noJs = await request.post("/", {
      headers: { origin: "https://evil.example" },
      multipart: { ...Object.fromEntries(fields), email, company_website: "" },
    });
    expect(noJs.status()).toBe(403);
    expect(await storedSignups(email)).toBe(0);
  });

  test("a body over 1 MB, with and without JavaScript: 413", async ({ request }) => {
    const { id, fields } = newsletterAction(await (await request.get("/")).text());
    const big = "a".repeat(1024 * 1024 + 10);
    const fetchAction = await request.post("/", { headers: { "next-action": id }, multipart: actionBody(big) });
    expect(fetchAction.status()).toBe(413);
    expectHardened(fetchAction.headers());
    const noJs = await request.post("/", { multipart: { ...Object.fromEntries(fields), email: big, company_website: "" } });
    expect(noJs.status()).toBe(413);
  });

  test("malformed percent-encoding in a slug: 400", async ({ request }) => {
    for (const path of ["/frameworks/%E0%A4%A", "/product-mastery/%E0%A4%A", "/books/%ZZ", "/frameworks/%"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expectHardened(response.headers());
    }
  });

  test("TRACE on the admin and auth routes: 405", async ({ baseURL }) => {
    for (const path of ["/admin/login", "/admin/email-signups", "/admin/email-signups/export", "/admin", "/auth/callback"]) {
      const response = await raw("TRACE", path, baseURL!);
      expect(response.status, `TRACE ${path}`).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD, POST");
      expectHardened(response.headers);
      // Node's HTTP parser itself answers TRACK (a method it does not know) with 400, before the app.
      expect((await raw("TRACK", path, baseURL!)).status, `TRACK ${path}`).toBeLessThan(500);
    }
  });

  test("PUT, DELETE and PATCH on /admin/login (and the rest of the admin area): 405, not the page", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      for (const path of ["/admin/login", "/admin/email-signups", "/auth/callback"]) {
        const response: APIResponse = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
        expect(await response.text()).not.toContain("Admin sign-in");
        expectHardened(response.headers());
      }
    }
  });
});
