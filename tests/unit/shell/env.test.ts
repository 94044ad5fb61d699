import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminUsername,
  buildTimeDefines,
  parseBuildEnv,
  parseRuntimeEnv,
  supabaseEnv,
} from "@/lib/env";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("lib/env defaults", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(parseBuildEnv({})).toEqual({
      siteUrl: "http://localhost:3000",
      contactEmail: "hello@example.com",
      nodeEnv: "development",
      usesDefault: { siteUrl: true, contactEmail: true },
    });
    expect(parseRuntimeEnv({})).toEqual({ supabaseUrl: undefined, supabaseAnonKey: undefined, adminUsername: "admin" });
  });

  it("treats blank values as unset", () => {
    const env = parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "  ", NEXT_PUBLIC_CONTACT_EMAIL: "", NODE_ENV: " " });
    expect(env).toMatchObject({ siteUrl: "http://localhost:3000", contactEmail: "hello@example.com", nodeEnv: "development" });
    expect(env.usesDefault).toEqual({ siteUrl: true, contactEmail: true });
    expect(parseRuntimeEnv({ NEXT_PUBLIC_ADMIN_USERNAME: "   ", NEXT_PUBLIC_SUPABASE_URL: "" })).toMatchObject({
      adminUsername: "admin",
      supabaseUrl: undefined,
    });
  });
});

describe("lib/env trimming", () => {
  it("trims whitespace and the site URL's trailing slashes", () => {
    const env = parseBuildEnv({
      NEXT_PUBLIC_SITE_URL: "  https://pm.example.com/// ",
      NEXT_PUBLIC_CONTACT_EMAIL: " team@pm.example.com\n",
      NODE_ENV: "production",
    });
    expect(env).toEqual({
      siteUrl: "https://pm.example.com",
      contactEmail: "team@pm.example.com",
      nodeEnv: "production",
      usesDefault: { siteUrl: false, contactEmail: false },
    });
    expect(
      parseRuntimeEnv({
        NEXT_PUBLIC_ADMIN_USERNAME: "  alice ",
        NEXT_PUBLIC_SUPABASE_URL: " https://abc.supabase.co/ ",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: " key\n",
      }),
    ).toEqual({ adminUsername: "alice", supabaseUrl: "https://abc.supabase.co", supabaseAnonKey: "key" });
  });

  it("keeps a base path", () => {
    expect(parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "https://example.com/pm/" }).siteUrl).toBe("https://example.com/pm");
  });
});

describe("lib/env bad values", () => {
  it("fails naming the variable, the rule and the value", () => {
    expect(() => parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "foo" })).toThrow(
      'Invalid environment variable NEXT_PUBLIC_SITE_URL: must be an absolute http(s) URL (got "foo")',
    );
    expect(() => parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "ftp://example.com" })).toThrow(/NEXT_PUBLIC_SITE_URL: must be an absolute http\(s\) URL/);
    expect(() => parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "example.com" })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parseBuildEnv({ NEXT_PUBLIC_CONTACT_EMAIL: "hello at example" })).toThrow(
      'Invalid environment variable NEXT_PUBLIC_CONTACT_EMAIL: must be an email address (got "hello at example")',
    );
    expect(() => parseBuildEnv({ NODE_ENV: "staging" })).toThrow(/^Invalid environment variable NODE_ENV: /);
    expect(() => parseRuntimeEnv({ NEXT_PUBLIC_SUPABASE_URL: "127.0.0.1:54321" })).toThrow(
      'Invalid environment variable NEXT_PUBLIC_SUPABASE_URL: must be an absolute http(s) URL (got "127.0.0.1:54321")',
    );
  });

  it("fails when the module loads with a bad build-time value", async () => {
    vi.stubEnv("NEXT_PUBLIC_SITE_URL", "foo");
    vi.resetModules();
    await expect(import("@/lib/env")).rejects.toThrow(/Invalid environment variable NEXT_PUBLIC_SITE_URL/);
  });
});

describe("lib/env run-time values", () => {
  it("reads them on every call, so the server's environment wins", () => {
    vi.stubEnv("NEXT_PUBLIC_ADMIN_USERNAME", " boss ");
    expect(adminUsername()).toBe("boss");
    vi.stubEnv("NEXT_PUBLIC_ADMIN_USERNAME", "");
    expect(adminUsername()).toBe("admin");

    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "http://127.0.0.1:54321/");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "anon");
    expect(supabaseEnv()).toEqual({ url: "http://127.0.0.1:54321", anonKey: "anon" });
  });

  it("keeps the 'not configured' error for a deployment without Supabase settings", () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "https://abc.supabase.co");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
    expect(() => supabaseEnv()).toThrow(/^Supabase is not configured: set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY/);
  });
});

describe("build-time pinning", () => {
  it("pins unset build-time variables as empty strings (the default)", () => {
    expect(buildTimeDefines({})).toEqual({ NEXT_PUBLIC_SITE_URL: "", NEXT_PUBLIC_CONTACT_EMAIL: "" });
    expect(buildTimeDefines({ NEXT_PUBLIC_SITE_URL: " https://a.io " })).toMatchObject({ NEXT_PUBLIC_SITE_URL: "https://a.io" });
  });
});
