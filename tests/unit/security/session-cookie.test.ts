import { describe, expect, it } from "vitest";
import { isHttpsRequest, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "@/lib/supabase/cookies";

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and lives 8 hours instead of @supabase/ssr's 400 days", () => {
    const options = sessionCookieOptions({ path: "/", sameSite: "lax", httpOnly: false, maxAge: 400 * 24 * 60 * 60 }, false);
    expect(options).toMatchObject({ httpOnly: true, secure: false, sameSite: "lax", path: "/", maxAge: 8 * 60 * 60 });
    expect(SESSION_MAX_AGE_SECONDS).toBe(28_800);
  });

  it("is Secure when the request came over https", () => {
    expect(sessionCookieOptions(undefined, true)).toMatchObject({ secure: true, httpOnly: true });
  });

  it("keeps Max-Age 0, which is how a cookie is deleted", () => {
    expect(sessionCookieOptions({ maxAge: 0 }, true).maxAge).toBe(0);
  });

  it("reads https from the proxy's X-Forwarded-Proto, else from the URL", () => {
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "https" }), "http://internal:3000/")).toBe(true);
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "https, http" }))).toBe(true);
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "http" }), "https://site/")).toBe(false);
    expect(isHttpsRequest(new Headers(), "https://pm.example.com/admin")).toBe(true);
    expect(isHttpsRequest(new Headers(), "http://127.0.0.1:3100/admin")).toBe(false);
  });
});
