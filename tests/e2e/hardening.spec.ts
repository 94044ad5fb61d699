import { request as httpRequest } from "node:http";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { e2eBackend, expect, newsletterAction, test } from "../support/visitor";

/**
 * Answers a live probe of a production build found wrong, over plain HTTP (no
 * browser): a crafted session cookie, methods a page does not serve, malformed
 * server-action bodies and Next's own redirects. Never a 500, and the site's
 * security headers on every answer.
 */
type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

function expectHardened(headers: Answer["headers"], where: string) {
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["content-security-policy"], where).toContain("frame-ancestors 'none'");
}

/** A raw request: for methods a fetch client refuses (TRACE) and paths it would normalise (`//x`). */
function raw(method: string, path: string, baseURL: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseURL);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A session cookie holding `token` as its access token, as @supabase/ssr writes it. */
function sessionCookie(backendUrl: string, token: string): string {
  const name = `sb-${new URL(backendUrl).hostname.split(".")[0]}-auth-token`;
  const now = Math.floor(Date.now() / 1000);
  const session = { access_token: token, refresh_token: "r".repeat(32), token_type: "bearer", expires_in: 3600, expires_at: now + 3600, user: { id: "x" } };
  return `${name}=base64-${base64url(JSON.stringify(session))}`;
}

/** A token that claims to be the admin's, under a header the verifier will not accept. */
function forgedToken(header: Record<string, unknown>, signature = base64url("not a signature")): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: "00000000-0000-0000-0000-000000000000",
    aud: "authenticated",
    role: "authenticated",
    email: "admin@example.com",
    app_metadata: { is_admin: true },
    session_id: "00000000-0000-0000-0000-000000000000",
    iat: now,
    exp: now + 3600,
  };
  return `${base64url(JSON.stringify({ typ: "JWT", ...header }))}.${base64url(JSON.stringify(payload))}.${signature}`;
}

test.describe("a session cookie that cannot be verified is no session", () => {
  test("alg none, HS512, RS256 with the published kid, a wrong signature or garbage: sign-in page, never a 500", async ({ request, baseURL }) => {
    const backend = e2eBackend();
    const jwks = (await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: backend.serviceRoleKey } })).json()) as { keys: { kid: string }[] };
    const kid = jwks.keys[0]!.kid;
    expect(kid).toBeTruthy();
    const cookies: [string, string][] = [
      ["alg none with the published kid", sessionCookie(backend.url, forgedToken({ alg: "none", kid }, ""))],
      ["HS512 with the published kid", sessionCookie(backend.url, forgedToken({ alg: "HS512", kid }))],
      ["RS256 with the published kid", sessionCookie(backend.url, forgedToken({ alg: "RS256", kid }))],
      ["PS256 with the published kid", sessionCookie(backend.url, forgedToken({ alg: "PS256", kid }))],
      ["ES256 with the published kid and a wrong signature", sessionCookie(backend.url, forgedToken({ alg: "ES256", kid }, base64url(Buffer.alloc(64, 7))))],
      ["ES256 with an unknown kid", sessionCookie(backend.url, forgedToken({ alg: "ES256", kid: "no-such-key" }))],
      ["a header that is not JSON", sessionCookie(backend.url, `${base64url("{not json")}.${base64url("{}")}.x`)],
      ["garbage base64", `sb-${new URL(backend.url).hostname.split(".")[0]}-auth-token=base64-%%%not-base64%%%`],
      ["a value that is not base64 at all", `sb-${new URL(backend.url).hostname.split(".")[0]}-auth-token=${"x".repeat(40)}`],
    ];
    for (const [name, cookie] of cookies) {
      for (const path of ["/admin/email-signups", "/admin", "/admin/email-signups/export"]) {
        const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
        expect(response.status(), `${name}: ${path}`).toBe(307);
        expect(response.headers()["location"], `${name}: ${path}`).toMatch(/\/admin\/login$/);
        expectHardened(response.headers(), `${name}: ${path}`);
      }
      const login = await request.get("/admin/login", { headers: { cookie }, maxRedirects: 0 });
      expect(login.status(), `${name}: /admin/login`).toBe(200);
      expect(await login.text()).toContain("Admin sign-in");
      expectHardened(login.headers(), `${name}: /admin/login`);
      const callback = await raw("GET", "/auth/callback?code=bogus", baseURL!, { cookie });
      expect(callback.status, `${name}: /auth/callback`).toBe(307);
      expect(callback.headers["location"], `${name}: /auth/callback`).toBe("/admin/login");
      expectHardened(callback.headers, `${name}: /auth/callback`);
    }
  });
});

test.describe("redirects Next makes itself", () => {
  test("a trailing slash or a doubled slash: 308 to the clean path, with the security headers", async ({ baseURL }) => {
    for (const [path, location] of <[string, string][]>[
      ["/frameworks/", "/frameworks"],
      ["/frameworks/rice-scoring/", "/frameworks/rice-scoring"],
      ["/search/?q=okr", "/search?q=okr"],
      ["/admin/", "/admin"],
      ["//glossary", "/glossary"],
      ["/frameworks//rice-scoring", "/frameworks/rice-scoring"],
    ]) {
      const response = await raw("GET", path, baseURL!);
      expect(response.status, path).toBe(308);
      expect(response.headers["location"], path).toBe(location);
      expectHardened(response.headers, path);
      expect((await raw("HEAD", path, baseURL!)).headers["x-content-type-options"], `HEAD ${path}`).toBe("nosniff");
    }
  });
});

test.describe("methods a page does not serve", () => {
  test("/search answers GET and HEAD; every other method 405 with Allow: GET, HEAD", async ({ request, baseURL }) => {
    expect((await request.get("/search?q=okr")).status()).toBe(200);
    expect((await request.head("/search?q=okr")).status()).toBe(200);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS", "TRACE"]) {
      const response = await raw(method, "/search?q=okr", baseURL!);
      expect(response.status, `${method} /search`).toBe(405);
      expect(response.headers["allow"], `${method} /search`).toBe("GET, HEAD");
      expectHardened(response.headers, `${method} /search`);
    }
  });

  test("a content page answers other methods 405 too, never 500", async ({ baseURL }) => {
    for (const path of ["/glossary", "/frameworks/rice-scoring"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS", "TRACE"]) {
        const response = await raw(method, path, baseURL!);
        expect(response.status, `${method} ${path}`).toBe(405);
        expectHardened(response.headers, `${method} ${path}`);
      }
    }
  });
});

test.describe("malformed server-action bodies", () => {
  const idle = JSON.stringify({ status: "idle", message: "", email: "", submission: 0 });

  async function action(request: APIRequestContext) {
    return newsletterAction(await (await request.get("/")).text());
  }

  function expectRefused(response: APIResponse, what: string) {
    expect([400, 404, 405, 409, 413, 415], `${what}: ${response.status()}`).toContain(response.status());
    expectHardened(response.headers(), what);
  }

  test("arguments that are not a list, or that reference parts the body does not have: 400", async ({ request }) => {
    const { id } = await action(request);
    const zeros = ["null", "1", '"x"', "true", "{}", '["$Q1"]', '["$W1"]', '["$B1"]', '["$h1"]', '["$F1"]', '["$i1"]', '["$A1"]', '["$S"]',
      '["$Z"]', '["$1"]', '["$1:a:b"]', '["$l1"]', '["$O1"]', '["$U1"]', '["$b1"]', '["$C1"]', '["$E1"]', '["$"]', '["$@1"]', '["$T"]', '["$R1"]',
      `[${idle},"$Q2"]`, `[${idle},{"nested":["$Q1"]}]`];
    for (const zero of zeros) {
      const multipart = await request.post("/", { headers: { "next-action": id }, multipart: { "1_email": "a@b.co", "1_company_website": "", "0": zero } });
      expectRefused(multipart, `multipart 0=${zero}`);
      expect(multipart.status(), `multipart 0=${zero}`).toBe(400);
      const text = await request.post("/", { headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8" }, data: zero });
      expect(text.status(), `text/plain ${zero}`).toBe(400);
      expectRefused(text, `text/plain ${zero}`);
    }
  });

  test("a control character in a field name: 400", async ({ request }) => {
    const { id } = await action(request);
    for (const name of ["1_em\u0000ail", "1_email\u0007", "0\u0000"]) {
      const form = new FormData();
      form.append(name, "a@b.co");
      form.append("0", `[${idle},"$K1"]`);
      const response = await request.post("/", { headers: { "next-action": id }, multipart: form });
      expect(response.status(), JSON.stringify(name)).toBe(400);
      expectRefused(response, JSON.stringify(name));
    }
  });

  test("bogus bound arguments and action ids of a form posted without JavaScript: 4xx", async ({ request }) => {
    const { fields } = await action(request);
    const zero = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))![0];
    const bound = zero.replace(/:0$/, ":1");
    const post = (entries: Record<string, string>, drop: string[] = []) => {
      const multipart = Object.fromEntries(Object.entries({ ...Object.fromEntries(fields), email: "a@b.co", company_website: "", ...entries }).filter(([k]) => !drop.includes(k)));
      return request.post("/", { multipart });
    };
    for (const [what, entries, drop] of [
      ["bound arguments that are not JSON", { [bound]: "nope" }, []],
      ["bound arguments that are null", { [bound]: "null" }],
      ["bound arguments that are not a list", { [bound]: '{"a":1}' }],
      ["bound arguments that reference a missing part", { [bound]: '["$Q2"]' }],
      ["a reference to bound arguments that are missing", {}, [bound]],
      ["a reference that is not JSON", { [zero]: "nope" }],
      ["a reference to an unknown action", { [zero]: JSON.stringify({ id: "0".repeat(42), bound: null }) }],
      ["an action id that is not one", { ["$ACTION_ID_bogus"]: "" }, Object.keys(Object.fromEntries(fields)).filter((k) => k !== "$ACTION_KEY")],
    ] as [string, Record<string, string>, string[]?][]) {
      const response = await post(entries, drop);
      expectRefused(response, what);
    }
    // The form itself still works.
    expect((await post({ email: `still-works.${Date.now()}@example.org` })).status()).toBe(200);
  });
});
