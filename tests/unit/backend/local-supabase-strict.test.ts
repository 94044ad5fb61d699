// @vitest-environment node
/**
 * The embedded local Supabase is strict: whatever PostgREST or GoTrue would
 * act on but the stand-in does not implement answers a 4xx that names it,
 * so a test can never pass here by relying on something silently skipped.
 * The calls the app makes keep working (see local-supabase-http.test.ts).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../../support/pglite-backend";
type ErrorBody = { code: string; details: string | null; hint: string | null; message: string };
let backend: TestBackend;

const NOT_IMPLEMENTED = "NOT_IMPLEMENTED_LOCALLY";

/** supabase-js with the service role (RLS bypassed), so only the request's shape decides. */
function service(): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A raw request with the service role's key. */
function rest(path: string, init: RequestInit = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      "content-type": "application/json",
      ...init.headers,
    },
  });
}

async function errorOf(response: Response) {
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

async function signupCount() {
  return (await backend.db.query<{ n: number }>("select count(*)::int as n from public.email_signups")).rows[0]!.n;
}

beforeAll(async () => {
  // Created before start-up, as a migration's table would be: the server must serve it without a list of names.
  backend = await startTestBackend((db) =>
    db.exec(
      "create table public.strict_probe (id int primary key, label text not null); grant all on public.strict_probe to service_role;" +
        "insert into public.strict_probe values (1, 'one'), (2, 'two'), (10, 'ten');" +
        "create function public.strict_echo(label text, times int default 1) returns text language sql as $$ select repeat(label, times) $$;" +
        "revoke all on function public.strict_echo(text, int) from public; grant execute on function public.strict_echo(text, int) to service_role;" +
        "create function public.strict_rows() returns setof int language sql as $$ select 1 $$;",
    ),
  );
});
afterAll(async () => {
  await backend.stop();
});

describe("query parameters", () => {
  it("refuses on_conflict (upsert) instead of inserting as if it were absent", async () => {
    const before = await signupCount();
    const upsert = await service().from("email_signups").upsert({ email: "upsert@example.org" }, { onConflict: "email" });
    expect(upsert.status).toBe(400);
    expect(upsert.error?.code).toBe(NOT_IMPLEMENTED);
    expect(upsert.error?.message).toMatch(/the local Supabase does not implement the query parameter on_conflict/);

    const raw = await errorOf(await rest("email_signups?on_conflict=email", { method: "POST", body: JSON.stringify({ email: "raw@example.org" }) }));
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ code: NOT_IMPLEMENTED, details: null });
    expect(raw.body.message).toContain("on_conflict");
    expect(await signupCount()).toBe(before);
  });

  it("refuses columns (what supabase-js sends for an array insert)", async () => {
    const bulk = await service().from("email_signups").insert([{ email: "bulk-1@example.org" }, { email: "bulk-2@example.org" }]);
    expect(bulk.status).toBe(400);
    expect(bulk.error?.code).toBe(NOT_IMPLEMENTED);
    expect(bulk.error?.message).toContain("columns");

    const raw = await errorOf(await rest('email_signups?columns="email"', { method: "POST", body: JSON.stringify({ email: "c@example.org" }) }));
    expect(raw.status).toBe(400);
    expect(raw.body.message).toMatch(/does not implement the query parameter columns/);
  });

  it("refuses logical groups, embedded-resource parameters and shaping a write", async () => {
    for (const [path, init, named] of [
      ["email_signups?or=(email.eq.a@b.co,email.eq.c@d.co)", {}, "or"],
      ["email_signups?not.and=(email.eq.a@b.co)", {}, "not.and"],
      ["email_signups?select=*&owner.limit=1", {}, "owner.limit"],
      ["email_signups?email=eq.a@b.co&limit=1", { method: "DELETE" }, "limit on DELETE"],
      ["email_signups?email=eq.a@b.co", { method: "POST", body: JSON.stringify({ email: "f@example.org" }) }, "on POST"],
    ] as const) {
      const { status, body } = await errorOf(await rest(path, init));
      expect(status, path).toBe(400);
      expect(body.code, path).toBe(NOT_IMPLEMENTED);
      expect(body.message, path).toContain(named);
    }
  });

  it("refuses filter operators it does not implement, and unknown ones", async () => {
    const is = await errorOf(await rest("email_signups?email=is.null"));
    expect(is.status).toBe(400);
    expect(is.body.code).toBe(NOT_IMPLEMENTED);
    expect(is.body.message).toContain('the filter operator "is"');

    const inList = await service().from("email_signups").select("id").in("email", ["a@b.co", "c@d.co"]);
    expect(inList.status).toBe(400);
    expect(inList.error?.message).toContain('"in"');

    const bogus = await errorOf(await rest("email_signups?email=bogus.x"));
    expect(bogus.status).toBe(400);
    expect(bogus.body.code).toBe("PGRST100");
  });

  it("refuses select items, orders and limits it cannot honour", async () => {
    const alias = await errorOf(await rest("email_signups?select=address:email"));
    expect(alias.status).toBe(400);
    expect(alias.body.message).toMatch(/does not implement "address:email" in select/);

    const embedded = await service().from("email_signups").select("id, owner(*)");
    expect(embedded.status).toBe(400);
    expect(embedded.error?.code).toBe(NOT_IMPLEMENTED);

    expect((await rest("email_signups?order=created_at.sideways")).status).toBe(400);
    expect((await rest("email_signups?limit=ten")).status).toBe(400);
    expect((await rest("email_signups?offset=-1")).status).toBe(400);
  });

  it("compares filter values as the column's type, not as text", async () => {
    // As text, '10' < '2'; as integers (PostgREST), 10 > 2.
    const { data, error } = await service().from("strict_probe").select("id").gt("id", 2).order("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 10 }]);
  });
});

describe("Prefer", () => {
  it("refuses a token it does not implement, before touching the database", async () => {
    const before = await signupCount();
    for (const token of ["resolution=ignore-duplicates", "return=headers-only", "tx=rollback", "handling=lenient", "max-affected=1", "timezone=UTC"]) {
      const { status, body } = await errorOf(
        await rest("email_signups", { method: "POST", headers: { prefer: token }, body: JSON.stringify({ email: `p-${token.length}@example.org` }) }),
      );
      expect(status, token).toBe(400);
      expect(body.code, token).toBe(NOT_IMPLEMENTED);
      expect(body.message, token).toBe(`the local Supabase does not implement the Prefer token "${token}" on POST`);
    }
    expect(await signupCount()).toBe(before);

    const planned = await service().from("email_signups").select("id", { count: "planned", head: true });
    expect(planned.status).toBe(400);
    const rollback = await service().from("email_signups").insert({ email: "rolled@example.org" }).rollback();
    expect(rollback.status).toBe(400);
    expect(rollback.error?.message).toContain("tx=rollback");
  });

  it("honours the tokens the app sends: count=exact (HEAD), return=representation with select, return=minimal", async () => {
    const sb = service();
    const inserted = await sb.from("email_signups").insert({ email: "rep@example.org" }).select("email");
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([{ email: "rep@example.org" }]);

    const minimal = await rest("email_signups", { method: "POST", headers: { prefer: "return=minimal" }, body: JSON.stringify({ email: "min@example.org" }) });
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe("");

    const counted = await sb.from("email_signups").select("id", { count: "exact", head: true });
    expect(counted.error).toBeNull();
    expect(counted.count).toBe(await signupCount());

    const removed = await sb.from("email_signups").delete().eq("email", "rep@example.org").select("email");
    expect(removed.data).toEqual([{ email: "rep@example.org" }]);

    // count=exact on a write counts the affected rows, as PostgREST does.
    expect((await sb.from("email_signups").insert({ email: "counted@example.org" }, { count: "exact" })).count).toBe(1);
    expect((await sb.from("email_signups").delete({ count: "exact" }).eq("email", "counted@example.org")).count).toBe(1);
  });
});

describe("headers and methods", () => {
  it("refuses other response media types (.single(), .csv()) and a Range header", async () => {
    const single = await service().from("strict_probe").select("id").eq("id", 1).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe(NOT_IMPLEMENTED);
    expect(single.error?.message).toContain("application/vnd.pgrst.object+json");

    const csv = await rest("strict_probe?select=id", { headers: { accept: "text/csv" } });
    expect(csv.status).toBe(406);

    const range = await errorOf(await rest("strict_probe", { headers: { range: "0-1" } }));
    expect(range.status).toBe(400);
    expect(range.body.message).toContain("Range header");
  });

  it("serves the public schema only, and JSON request bodies only", async () => {
    const other = await errorOf(await rest("strict_probe", { headers: { "accept-profile": "private" } }));
    expect(other.status).toBe(406);
    expect(other.body.code).toBe("PGRST106");
    expect((await rest("strict_probe", { headers: { "accept-profile": "public" } })).status).toBe(200);

    const form = await rest("email_signups", { method: "POST", headers: { "content-type": "text/csv" }, body: "email\nx@y.co" });
    expect(form.status).toBe(415);
  });

  it("refuses updates, database functions and a DELETE without a filter (as Supabase's safeupdate does)", async () => {
    const update = await service().from("strict_probe").update({ label: "uno" }).eq("id", 1);
    expect(update.status).toBe(405);
    expect(update.error?.message).toContain("PATCH (update)");

    // Database functions are served now (see "database functions" below); one that does not exist is PostgREST's 404.
    const rpc = await service().rpc("anything");
    expect(rpc.status).toBe(404);
    expect(rpc.error?.code).toBe("PGRST202");
    expect(rpc.error?.message).toBe("Could not find the function public.anything without parameters in the schema cache");

    const everything = await errorOf(await rest("strict_probe", { method: "DELETE" }));
    expect(everything.status).toBe(400);
    expect(everything.body.message).toBe("DELETE requires a WHERE clause");
    expect((await backend.db.query("select 1 from public.strict_probe")).rows).toHaveLength(3);
  });

  it("still takes a bulk insert with the same keys in every row, and refuses mismatched keys", async () => {
    const same = await rest("strict_probe", { method: "POST", body: JSON.stringify([{ id: 20, label: "a" }, { id: 21, label: "b" }]) });
    expect(same.status).toBe(201);
    const mismatched = await errorOf(await rest("strict_probe", { method: "POST", body: JSON.stringify([{ id: 22, label: "c" }, { id: 23 }]) }));
    expect(mismatched.status).toBe(400);
    expect(mismatched.body).toMatchObject({ code: "PGRST102", message: "All object keys must match" });
  });
});

describe("tables", () => {
  it("serves the public tables found in the database at start-up, and 404s any other name", async () => {
    const migrated = await rest("email_signups?select=id&limit=1");
    expect(migrated.status).toBe(200);

    const probe = await service().from("strict_probe").select("id,label").order("id");
    expect(probe.data?.map((r) => r.label)).toEqual(["one", "two", "ten", "a", "b"]);

    for (const name of ["secrets", "admin_emails", "users"]) {
      const missing = await errorOf(await rest(name));
      expect(missing.status, name).toBe(404);
      expect(missing.body.code, name).toBe("PGRST205");
      expect(missing.body.message, name).toBe(`Could not find the table 'public.${name}' in the schema cache`);
    }
  });

  it("keeps a cookie-less anon supabase-js client (Content-Profile: public) out of the table: no direct insert, no read", async () => {
    const anon = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const before = await signupCount();
    const insert = await anon.from("email_signups").insert({ email: "anon-client@example.org" });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe("42501");
    // A 500-row array in one request fares no better.
    const bulk = await anon.from("email_signups").insert(Array.from({ length: 500 }, (_, i) => ({ email: `bulk-${i}@example.org` })));
    expect(bulk.status).toBeGreaterThanOrEqual(400);
    expect(bulk.status).toBeLessThan(500);
    const raw = await fetch(`${backend.url}/rest/v1/email_signups`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "content-type": "application/json" },
      body: JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ email: `raw-bulk-${i}@example.org` }))),
    });
    expect(raw.status).toBe(401);
    expect(await signupCount()).toBe(before);
    expect((await anon.from("email_signups").select("email")).status).toBe(401);
  });

  it("still takes a request with no schema header and no Accept (a plain fetch)", async () => {
    const plain = await fetch(`${backend.url}/rest/v1/email_signups`, {
      method: "POST",
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "plain-fetch@example.org" }),
    });
    expect(plain.status).toBe(201);
  });
});

describe("database functions", () => {
  const call = (name: string, init: RequestInit = {}) => rest(`rpc/${name}`, { method: "POST", ...init });

  it("calls a public function with named arguments and answers its one value as JSON", async () => {
    const answer = await call("strict_echo", { body: JSON.stringify({ label: "hi", times: 2 }) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toBe("hihi");
    // A defaulted argument may be left out; the overload is picked by argument names.
    expect(await (await call("strict_echo", { body: JSON.stringify({ label: "once" }) })).json()).toBe("once");
  });

  it("404s a function that does not exist or does not take the given names, naming them", async () => {
    const wrong = await errorOf(await call("strict_echo", { body: JSON.stringify({ nope: 1 }) }));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: "PGRST202", message: "Could not find the function public.strict_echo(nope) in the schema cache" });
    const missingRequired = await errorOf(await call("strict_echo", { body: JSON.stringify({ times: 2 }) }));
    expect(missingRequired.status).toBe(404);
    // private.* is not exposed, like on Supabase.
    expect((await errorOf(await call("take_rate_limit", { body: JSON.stringify({ action_name: "newsletter", client_key: "x" }) }))).status).toBe(404);
  });

  it("refuses what it does not implement: GET, filters, Prefer tokens, non-object bodies, object arguments, set-returning functions", async () => {
    const get = await errorOf(await rest("rpc/strict_echo?label=x"));
    expect(get.status).toBe(405);
    expect(get.body.code).toBe(NOT_IMPLEMENTED);
    for (const [init, status] of [
      [{ body: JSON.stringify({ label: "x" }), headers: { prefer: "params=single-object" } }, 400],
      [{ body: JSON.stringify([{ label: "x" }]) }, 400],
      [{ body: JSON.stringify({ label: { nested: true } }) }, 400],
    ] as const) {
      const refused = await errorOf(await call("strict_echo", init));
      expect(refused.status, JSON.stringify(init)).toBe(status);
      expect(refused.body.code).toBe(NOT_IMPLEMENTED);
    }
    const filtered = await errorOf(await rest("rpc/strict_echo?select=x", { method: "POST", body: JSON.stringify({ label: "x" }) }));
    expect(filtered.body.code).toBe(NOT_IMPLEMENTED);
    const set = await errorOf(await call("strict_rows", { body: "{}" }));
    expect(set.status).toBe(400);
    expect(set.body.message).toContain("returns a set");
  });

  it("runs the function as the caller's role, so EXECUTE grants decide", async () => {
    const anon = await fetch(`${backend.url}/rest/v1/rpc/strict_echo`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ label: "x" }),
    });
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as ErrorBody).code).toBe("42501");
  });
});

describe("auth", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "content-type": "application/json", "x-supabase-api-version": "2024-01-01", ...headers },
      body: JSON.stringify(body),
    });

  it("names an endpoint, grant type or option it does not implement", async () => {
    const otp = await post("otp", { email: "x@example.org" });
    expect(otp.status).toBe(404);
    expect(await otp.json()).toEqual({ code: "not_found", message: "the local Supabase does not implement POST /auth/v1/otp" });

    const pkce = await post("token?grant_type=pkce", { auth_code: "x", code_verifier: "y" });
    expect(pkce.status).toBe(400);
    expect((await pkce.json()).message).toBe("the local Supabase does not implement grant_type=pkce");

    const phone = await post("signup", { phone: "+15555550100", password: "secret-1" });
    expect(phone.status).toBe(400);
    expect((await phone.json()).message).toContain("does not implement phone sign-up");

    const array = await post("signup", [{ email: "a@example.org" }]);
    expect(array.status).toBe(400);
  });

  it("refuses an unknown logout scope instead of ending every session", async () => {
    const session = (await post("signup", { email: "scope@example.org", password: "secret-1" }).then((r) => r.json())) as {
      access_token: string;
    };
    const logout = await post("logout?scope=everywhere", {}, { authorization: `Bearer ${session.access_token}` });
    expect(logout.status).toBe(400);
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(200);
  });

  it("answers a path outside Auth and REST with a 404 that says so", async () => {
    const storage = await fetch(`${backend.url}/storage/v1/bucket`, { headers: { apikey: backend.anonKey } });
    expect(storage.status).toBe(404);
    expect((await storage.json()).message).toBe("the local Supabase does not implement GET /storage/v1/bucket (only /auth/v1 and /rest/v1)");
  });
});
