// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAnonClient } from "@/lib/supabase/server";

const fetchSpy = vi.fn(async () => new Response(null, { status: 201 }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "https://project-a.supabase.co");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "anon-key-a");
  vi.stubGlobal("fetch", fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("createAnonClient (the newsletter insert)", () => {
  it("inserts through PostgREST with the anon key and no session", async () => {
    const { error, status } = await createAnonClient().from("email_signups").insert({ email: "a@b.co" });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string | URL, RequestInit];
    expect(String(url)).toBe("https://project-a.supabase.co/rest/v1/email_signups");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.co" });
    const headers = new Headers(init.headers);
    expect(headers.get("apikey")).toBe("anon-key-a");
    expect(headers.get("authorization")).toBe("Bearer anon-key-a");
    expect(headers.get("cookie")).toBeNull();
  });

  it("is a new client on every call, built from the settings of that moment", async () => {
    const first = createAnonClient();
    expect(createAnonClient()).not.toBe(first);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "anon-key-b");
    await createAnonClient().from("email_signups").insert({ email: "a@b.co" });
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string | URL, RequestInit];
    expect(new Headers(init.headers).get("apikey")).toBe("anon-key-b");
  });

  it("throws a clear error when Supabase is not configured", () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
    expect(() => createAnonClient()).toThrow(/Supabase is not configured/);
  });

  it("throws naming the variable when the URL is malformed", () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "project-a.supabase.co");
    expect(() => createAnonClient()).toThrow(
      'Invalid environment variable NEXT_PUBLIC_SUPABASE_URL: must be an absolute http(s) URL (got "project-a.supabase.co")',
    );
  });
});
