// @vitest-environment node
/**
 * The embedded local Supabase's HTTP contract, driven by supabase-js itself,
 * so the app's one code path is what is tested.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAnonClient } from "@/lib/supabase/server";
import { clientKey, subscribeSignature } from "@/lib/security/signing";
import { startTestBackend, type TestBackend } from "../../support/pglite-backend";

let backend: TestBackend;

function client(): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.stop();
});

describe("auth", () => {
  it("signs up, marks only the admin, and rejects duplicates and weak passwords", async () => {
    const reader = await client().auth.signUp({ email: "Reader@Example.org", password: "secret-1" });
    expect(reader.error).toBeNull();
    expect(reader.data.user?.email).toBe("reader@example.org");
    expect(reader.data.user?.app_metadata.is_admin).toBeUndefined();
    expect(reader.data.session?.token_type).toBe("bearer");

    // Before the admin exists, as after it, GoTrue's own checks answer first.
    const again = await client().auth.signUp({ email: "reader@example.org", password: "secret-1" });
    expect(again.error?.code).toBe("user_already_exists");
    expect(again.error?.message).toBe("User already registered");

    const weak = await client().auth.signUp({ email: "weak@example.org", password: "12345" });
    expect(weak.error?.code).toBe("weak_password");
    expect(weak.error?.message).toBe("Password should be at least 6 characters.");

    const adminUser = await client().auth.signUp({ email: "admin@example.com", password: "secret-2" });
    expect(adminUser.data.user?.app_metadata.is_admin).toBe(true);
  });

  it("closes sign-up once the admin exists, as a hosted project with sign-ups switched off answers", async () => {
    for (const email of ["late@example.org", "admin@example.com", "reader@example.org"]) {
      const refused = await client().auth.signUp({ email, password: "secret-9" });
      expect(refused.error?.status).toBe(422);
      expect(refused.error?.code).toBe("signup_disabled");
      expect(refused.error?.message).toBe("Signups not allowed for this instance");
    }
    const settings = await (await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })).json();
    expect(settings.disable_signup).toBe(true);
    expect((await backend.db.query("select 1 from auth.users where email = 'late@example.org'")).rows).toHaveLength(0);
    // Signing in keeps working.
    expect((await client().auth.signInWithPassword({ email: "admin@example.com", password: "secret-2" })).error).toBeNull();
  });

  it("signs in, refuses a wrong password, and verifies the JWT locally (getClaims)", async () => {
    const wrong = await client().auth.signInWithPassword({ email: "admin@example.com", password: "nope-nope" });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.message).toBe("Invalid login credentials");

    const sb = client();
    const ok = await sb.auth.signInWithPassword({ email: "admin@example.com", password: "secret-2" });
    expect(ok.error).toBeNull();
    const { data } = await sb.auth.getClaims();
    expect(data?.claims.email).toBe("admin@example.com");
    expect(data?.claims.role).toBe("authenticated");
    expect((data?.claims.app_metadata as { is_admin?: boolean }).is_admin).toBe(true);
    expect((await sb.auth.getUser()).data.user?.email).toBe("admin@example.com");
  });

  it("rotates refresh tokens and treats an old token's reuse as theft", async () => {
    const sb = client();
    const first = (await sb.auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" })).data.session!;
    const second = (await sb.auth.refreshSession({ refresh_token: first.refresh_token })).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = (await sb.auth.refreshSession({ refresh_token: second.refresh_token })).data.session!;
    // Past the short reuse window, presenting a revoked token ends the session.
    await backend.db.query("update auth.refresh_tokens set revoked_at = now() - interval '1 minute' where revoked");
    const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.code).toBe("refresh_token_already_used");
    const afterTheft = await client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(afterTheft.error?.code).toBe("refresh_token_not_found");
  });

  it("logs out for real: the access token stops working", async () => {
    const sb = client();
    const { data } = await sb.auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" });
    const token = data.session?.access_token ?? "";
    const whoAmI = () =>
      fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, "x-supabase-api-version": "2024-01-01" },
      });
    expect((await whoAmI()).status).toBe(200);
    expect((await sb.auth.signOut()).error).toBeNull();
    const after = await whoAmI();
    expect(after.status).toBe(403);
    expect((await after.json()).code).toBe("session_not_found");
  });

  it("reports settings with GitHub disabled", async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    const body = await response.json();
    expect(body.external.github).toBe(false);
    expect(body.mailer_autoconfirm).toBe(true);
  });
});

describe("password sign-in rate limit (as hosted Supabase Auth answers it)", () => {
  /** supabase-js as the site's server uses it: the visitor's address in Sb-Forwarded-For. */
  const from = (address: string) =>
    createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { "sb-forwarded-for": address } },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });

  it("answers 30 attempts from one address in a burst, then 429 over_request_rate_limit, even for the right password; other addresses are unaffected", async () => {
    const address = "198.51.100.7";
    for (let i = 0; i < 30; i++) {
      const wrong = await from(address).auth.signInWithPassword({ email: `nobody-${i}@example.org`, password: "wrong-password" });
      expect(wrong.error?.code, `attempt ${i + 1}`).toBe("invalid_credentials");
    }
    const limited = await from(address).auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe("over_request_rate_limit");
    expect(limited.error?.message).toBe("Request rate limit reached");
    expect((await from("198.51.100.8").auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" })).error).toBeNull();
    // The legacy error shape, for a client that does not send X-Supabase-Api-Version.
    const legacy = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "content-type": "application/json", "sb-forwarded-for": address },
      body: JSON.stringify({ email: "reader@example.org", password: "secret-1" }),
    });
    expect(legacy.status).toBe(429);
    expect(await legacy.json()).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
  });

  it("refills one attempt every 10 seconds (30 per 5 minutes), like GoTrue's token bucket", async () => {
    const address = "198.51.100.9";
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      for (let i = 0; i < 30; i++) await from(address).auth.signInWithPassword({ email: `refill-${i}@example.org`, password: "wrong-password" });
      expect((await from(address).auth.signInWithPassword({ email: "refill@example.org", password: "x" })).error?.status).toBe(429);
      vi.setSystemTime(start + 10_500);
      expect((await from(address).auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" })).error).toBeNull();
      expect((await from(address).auth.signInWithPassword({ email: "refill@example.org", password: "x" })).error?.status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("limits wrong passwords per email too, from any number of addresses (30, then one every 10 seconds)", async () => {
    for (let i = 0; i < 30; i++) {
      const wrong = await from(`203.0.113.${i + 1}`).auth.signInWithPassword({ email: "Target@example.org", password: `guess-${i}` });
      expect(wrong.error?.code, `guess ${i + 1}`).toBe("invalid_credentials");
    }
    const limited = await from("203.0.113.99").auth.signInWithPassword({ email: "target@example.org", password: "guess-31" });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe("over_request_rate_limit");
    // Successful sign-ins of another account are not counted against it.
    for (let i = 0; i < 3; i++) expect((await from("203.0.113.98").auth.signInWithPassword({ email: "reader@example.org", password: "secret-1" })).error).toBeNull();
  });
});

/** supabase-js with the service role (RLS bypassed): what an import or the SQL editor could do. */
function service(): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe("rest", () => {
  it("answers a duplicate with PostgREST's 409 and 23505 body", async () => {
    expect((await service().from("email_signups").insert({ email: "dup@example.org" })).status).toBe(201);
    const dup = await service().from("email_signups").insert({ email: "DUP@example.org" });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe("23505");
    expect(dup.error?.message).toMatch(/duplicate key value violates unique constraint/);
  });

  it("takes the newsletter signup from the app's per-request anon client (createAnonClient), through the signed function only", async () => {
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", backend.url);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", backend.anonKey);
    try {
      const key = clientKey(backend.newsletterSecret, "ip", "198.51.100.20");
      const signup = (email: string) =>
        createAnonClient().rpc("subscribe_newsletter", {
          email_address: email,
          client_key: key,
          signature: subscribeSignature(backend.newsletterSecret, key, email),
        });
      expect(await signup("shared@example.org")).toMatchObject({ status: 200, data: "subscribed" });
      expect(await signup("Shared@Example.org")).toMatchObject({ status: 200, data: "duplicate" });
      // The anon key may neither insert directly nor read the list back.
      const table = () => createAnonClient().from("email_signups");
      expect((await table().insert({ email: "direct@example.org" })).status).toBe(401);
      expect((await table().select("email")).status).toBe(401);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lets only the signed-in admin read, filter and delete", async () => {
    expect((await client().from("email_signups").select("*")).status).toBe(401);
    const admin = client();
    await admin.auth.signInWithPassword({ email: "admin@example.com", password: "secret-2" });
    const all = await admin.from("email_signups").select("id,email").order("created_at", { ascending: false });
    expect(all.data?.map((r) => r.email)).toContain("dup@example.org");
    const counted = await admin.from("email_signups").select("id", { count: "exact", head: true });
    expect(counted.count).toBe(all.data?.length);
    const found = await admin.from("email_signups").select("id,email").ilike("email", "*DUP*");
    expect(found.data).toHaveLength(1);
    const removed = await admin.from("email_signups").delete().eq("id", found.data![0]!.id).select("id");
    expect(removed.data).toHaveLength(1);
  });
});

describe("framing", () => {
  it("answers an insert with an empty, length-framed 201 and keeps the CORS preflight headers for OPTIONS", async () => {
    const created = await fetch(`${backend.url}/rest/v1/email_signups`, {
      method: "POST",
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "framing@example.org" }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("content-length")).toBe("0");
    expect(created.headers.get("transfer-encoding")).toBeNull();
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    expect(await created.text()).toBe("");

    const preflight = await fetch(`${backend.url}/rest/v1/email_signups`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("apikey");
  });
});

describe("bad requests", () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${backend.url}${path}`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "content-type": "application/json", ...headers },
      body,
    });

  it("rejects malformed JSON, unknown routes, oversized bodies and missing keys with 4xx", async () => {
    const malformed = await post("/auth/v1/signup", "{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe("bad_json");

    const unknown = await fetch(`${backend.url}/nowhere`, { headers: { apikey: backend.anonKey } });
    expect(unknown.status).toBe(404);

    const unknownTable = await fetch(`${backend.url}/rest/v1/secrets`, { headers: { apikey: backend.anonKey } });
    expect(unknownTable.status).toBe(404);

    const huge = await post("/rest/v1/email_signups", JSON.stringify({ email: `${"a".repeat(70_000)}@x.io` }));
    expect(huge.status).toBe(413);

    const noKey = await fetch(`${backend.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);

    const badColumn = await post("/rest/v1/email_signups", JSON.stringify({ 'email"; drop table x; --': "a@b.co" }));
    expect(badColumn.status).toBe(400);
  });

  it("uses the new error shape and echoes the API version header when asked", async () => {
    const response = await post("/auth/v1/token?grant_type=password", JSON.stringify({ email: "x@y.z", password: "no" }), {
      "x-supabase-api-version": "2024-01-01",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
    const legacy = await post("/auth/v1/token?grant_type=password", JSON.stringify({ email: "x@y.z", password: "no" }));
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });
});
