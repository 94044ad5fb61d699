import { describe, expect, it } from "vitest";
import {
  adminSecurityPolicy,
  contentSecurityPolicy,
  createNonce,
  originOf,
  securityHeaders,
  THEME_SCRIPT_HASH,
} from "@/lib/security/csp";

/** Parses "a x y; b z" into { a: ["x","y"], b: ["z"] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("content security policy", () => {
  const prod = directives(contentSecurityPolicy({ dev: false, https: true }));

  it("locks content pages to our origin, the YouTube player frame and no framing", () => {
    expect(prod["default-src"]).toEqual(["'self'"]);
    expect(prod["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(prod["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(prod["frame-ancestors"]).toEqual(["'none'"]);
    expect(prod["object-src"]).toEqual(["'none'"]);
    expect(prod["base-uri"]).toEqual(["'self'"]);
    expect(prod["form-action"]).toEqual(["'self'"]);
    expect(prod["connect-src"]).toEqual(["'self'"]);
  });

  it("never allows eval outside next dev", () => {
    expect(contentSecurityPolicy({ dev: false, https: false })).not.toContain("unsafe-eval");
    expect(directives(contentSecurityPolicy({ dev: true, https: false }))["script-src"]).toContain("'unsafe-eval'");
  });

  it("upgrades insecure requests only on an https site", () => {
    expect(prod).toHaveProperty("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ dev: false, https: false })).not.toContain("upgrade-insecure-requests");
  });
});

describe("admin security policy", () => {
  const policy = adminSecurityPolicy({ nonce: "abc123==", dev: false, https: false, supabaseUrl: "https://xyz.supabase.co/" });
  const parsed = directives(policy);

  it("allows scripts by nonce and the theme script hash only", () => {
    expect(parsed["script-src"]).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'", THEME_SCRIPT_HASH]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets the sign-in form reach Supabase Auth and GitHub, nothing else", () => {
    expect(parsed["form-action"]).toEqual(["'self'", "https://xyz.supabase.co", "https://github.com"]);
    expect(parsed["frame-ancestors"]).toEqual(["'none'"]);
    expect(parsed["frame-src"]).toEqual(["'none'"]);
  });

  it("ignores a missing or non-http Supabase URL", () => {
    expect(directives(adminSecurityPolicy({ nonce: "n", dev: false, https: false }))["form-action"]).toEqual([
      "'self'",
      "https://github.com",
    ]);
    expect(originOf("javascript:alert(1)")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
  });

  it("creates a fresh 128-bit nonce each time", () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("other security headers", () => {
  const names = (production: boolean, https: boolean) => securityHeaders({ production, https }).map((h) => h.key);

  it("sends nosniff, referrer, framing and permissions headers everywhere", () => {
    const headers = Object.fromEntries(securityHeaders({ production: false, https: false }).map((h) => [h.key, h.value]));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
  });

  it("adds HSTS only to a production build served over https", () => {
    expect(names(true, true)).toContain("Strict-Transport-Security");
    expect(names(true, false)).not.toContain("Strict-Transport-Security");
    expect(names(false, true)).not.toContain("Strict-Transport-Security");
  });
});
