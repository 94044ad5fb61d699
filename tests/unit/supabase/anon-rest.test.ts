// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anonRestClient } from "@/lib/supabase/anon-rest";

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

describe("anonRestClient", () => {
  it("inserts through PostgREST with the anon key and refuses redirects", async () => {
    const { error, status } = await anonRestClient().from("email_signups").insert({ email: "a@b.co" });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://project-a.supabase.co/rest/v1/email_signups");
    expect(init.method).toBe("POST");
    expect(init.redirect).toBe("error");
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.co" });
    const headers = new Headers(init.headers);
    expect(headers.get("apikey")).toBe("anon-key-a");
    expect(headers.get("authorization")).toBe("Bearer anon-key-a");
  });

  it("is one shared client while the settings stay the same, and a new one when they change", () => {
    const first = anonRestClient();
    expect(anonRestClient()).toBe(first);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "anon-key-b");
    expect(anonRestClient()).not.toBe(first);
  });

  it("throws a clear error when Supabase is not configured", () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
    expect(() => anonRestClient()).toThrow(/Supabase is not configured/);
  });
});
