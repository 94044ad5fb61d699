// @vitest-environment node
/**
 * The newsletter's database side on real Postgres (the embedded local
 * Supabase, migrations applied), called over its REST API the way the site
 * and a stranger holding the public anon key can call it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVISIBLE_CHARACTERS } from "@/lib/newsletter/validation";
import { clientKey, rateLimitSignature, subscribeSignature, unsubscribeToken } from "@/lib/security/signing";
import { startTestBackend, type TestBackend } from "../../support/pglite-backend";
import { databaseInvisibleRanges, invisibleProbe } from "../newsletter/invisible-support";

let backend: TestBackend;
let secret: string;

type Answer = { status: number; body: unknown };

async function rpc(name: string, args: Record<string, unknown>, key = backend.anonKey): Promise<Answer> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: await response.json() };
}

/** What the site sends for one signup from `ip`. */
function signup(email: string, ip = "198.51.100.1") {
  const key = clientKey(secret, "ip", ip);
  return rpc("subscribe_newsletter", { email_address: email, client_key: key, signature: subscribeSignature(secret, key, email) });
}

async function stored(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>("select count(*)::int as n from public.email_signups where lower(email) = lower($1)", [email]);
  return rows[0]!.n;
}

beforeAll(async () => {
  backend = await startTestBackend();
  secret = backend.newsletterSecret;
});
afterAll(async () => {
  await backend.stop();
});

describe("subscribe_newsletter", () => {
  it("stores one address signed by the site, and answers a second time 'duplicate'", async () => {
    expect(await signup("first@example.org")).toEqual({ status: 200, body: "subscribed" });
    expect(await signup("FIRST@example.org", "198.51.100.2")).toEqual({ status: 200, body: "duplicate" });
    expect(await stored("first@example.org")).toBe(1);
  });

  it("refuses an unsigned or forged call with the anon key, storing nothing", async () => {
    const key = clientKey(secret, "ip", "198.51.100.3");
    const forged = [
      { email_address: "forged@example.org", client_key: key, signature: "x".repeat(43) },
      { email_address: "forged@example.org", client_key: key, signature: subscribeSignature("w".repeat(32), key, "forged@example.org") },
      // A genuine signature for another address or another client is no good either.
      { email_address: "forged@example.org", client_key: key, signature: subscribeSignature(secret, key, "other@example.org") },
      { email_address: "forged@example.org", client_key: "fresh-key", signature: subscribeSignature(secret, key, "forged@example.org") },
      { email_address: "forged@example.org", client_key: key, signature: null },
    ];
    for (const args of forged) {
      const answer = await rpc("subscribe_newsletter", args);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: "42501", message: "newsletter signups must come through the site" });
    }
    expect(await stored("forged@example.org")).toBe(0);
  });

  it("lets at most 5 signups a minute through for one client, under 20 concurrent requests, and stores nothing past the limit", async () => {
    const ip = "203.0.113.50";
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signup(`burst-${i}@example.org`, ip)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body === "subscribed")).toHaveLength(5);
    expect(answers.filter((answer) => answer.body === "rate_limited")).toHaveLength(15);
    const { rows } = await backend.db.query<{ n: number }>("select count(*)::int as n from public.email_signups where email like 'burst-%'");
    expect(rows[0]!.n).toBe(5);
    // Another client is not held back by this one.
    expect(await signup("neighbour@example.org", "203.0.113.51")).toEqual({ status: 200, body: "subscribed" });
  });

  it("counts duplicates against the limit too (they reveal who is subscribed)", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < 5; i++) expect((await signup("first@example.org", ip)).body).toBe("duplicate");
    expect((await signup("new-after-duplicates@example.org", ip)).body).toBe("rate_limited");
  });

  it("lets a client in again once its hits are a minute old (a sliding window), and forgets idle counters", async () => {
    const ip = "203.0.113.70";
    const key = clientKey(secret, "ip", ip);
    for (let i = 0; i < 5; i++) expect((await signup(`window-${i}@example.org`, ip)).body).toBe("subscribed");
    expect((await signup("window-5@example.org", ip)).body).toBe("rate_limited");
    // Four of the five hits 59 seconds old, one 61: exactly one place frees up.
    await backend.db.query(
      `update private.rate_limits set hits = array[now() - interval '61 seconds'] || array_fill(now() - interval '59 seconds', array[4])
        where action = 'newsletter' and client = $1`,
      [key],
    );
    expect((await signup("window-5@example.org", ip)).body).toBe("subscribed");
    expect((await signup("window-6@example.org", ip)).body).toBe("rate_limited");
    // A counter past its window is dropped by the next call, whoever makes it.
    await backend.db.query("update private.rate_limits set expires_at = now() - interval '1 second' where client = $1", [key]);
    await signup("someone-else@example.org", "203.0.113.71");
    expect((await backend.db.query("select 1 from private.rate_limits where client = $1", [key])).rows).toHaveLength(0);
  });

  it("keeps only keyed hashes of clients, never their addresses", async () => {
    const { rows } = await backend.db.query<{ client: string }>("select client from private.rate_limits");
    expect(rows.length).toBeGreaterThan(0);
    for (const { client } of rows) {
      expect(client).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(client).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    }
  });

  it("refuses an address with an invisible or control character (the same set as the app)", async () => {
    for (const email of ["\u202emoc.elpmaxe@nimda", "pm\u200b@company.com", "pm@company.com\u0007", "p\u00adm@x.io", "a@b.co\u{e0041}"]) {
      const answer = await signup(email, "203.0.113.80");
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "23514" });
    }
    expect((await backend.db.query("select 1 from public.email_signups where email ~ '[\\u200b\\u202e\\u0007\\u00ad]'")).rows).toHaveLength(0);
  });

  it("refuses each of the probe's twenty invisible code points and the replacement character, so a look-alike is never stored", async () => {
    expect((await signup("lookalike@probe.test", "203.0.113.81")).body).toBe("subscribed");
    for (const [i, cp] of [...invisibleProbe, 0xfffd].entries()) {
      const email = `look${String.fromCodePoint(cp)}alike@probe.test`;
      const direct = backend.db.query("insert into public.email_signups (email) values ($1)", [email]);
      await expect(direct, cp.toString(16)).rejects.toMatchObject({ code: "23514" });
      const answer = await signup(email, `203.0.114.${i + 1}`);
      expect(answer.body, cp.toString(16)).toMatchObject({ code: "23514" });
    }
    const { rows } = await backend.db.query<{ email: string }>("select email from public.email_signups where email like 'look%alike@probe.test'");
    expect(rows.map((row) => row.email)).toEqual(["lookalike@probe.test"]);
  });

  it("refuses generated code points of the set anywhere inside an address (300 generated)", async () => {
    const fromSet = fc
      .tuple(fc.integer({ min: 0, max: databaseInvisibleRanges.length - 1 }), fc.nat())
      .map(([range, offset]) => {
        const [from, to] = databaseInvisibleRanges[range]!;
        return from + (offset % (to - from + 1));
      });
    const samples = fc.sample(fc.tuple(fromSet, fc.integer({ min: 1, max: 15 })), { numRuns: 300, seed: 20260702 });
    for (const [cp, index] of samples) {
      const email = `generated.${cp}@example.org`;
      const hidden = `${email.slice(0, index)}${String.fromCodePoint(cp)}${email.slice(index)}`;
      await expect(backend.db.query("insert into public.email_signups (email) values ($1)", [hidden]), hidden).rejects.toMatchObject({ code: "23514" });
      expect(INVISIBLE_CHARACTERS.test(hidden)).toBe(true);
    }
  });

  it("rejects in the database exactly the code points the app's INVISIBLE_CHARACTERS rejects", async () => {
    const { rows } = await backend.db.query<{ pattern: string }>(
      "select substring(pg_get_constraintdef(oid) from '''(\\[.*\\])''') as pattern from pg_constraint where conname = 'email_signups_email_visible'",
    );
    const pattern = rows[0]!.pattern;
    expect(pattern).toMatch(/^\[/);
    const database = await backend.db.query<{ cp: number }>(
      "select cp from generate_series(1, 1114111) cp where cp not between 55296 and 57343 and chr(cp) ~ $1 order by cp",
      [pattern],
    );
    const app: number[] = [];
    for (let cp = 1; cp <= 0x10ffff; cp++) {
      if ((cp < 0xd800 || cp > 0xdfff) && INVISIBLE_CHARACTERS.test(String.fromCodePoint(cp))) app.push(cp);
    }
    // The migration's ranges come from one Unicode version. On an engine with
    // another, only code points assigned in one and not the other may differ
    // (scripts/invisible-ranges.mjs makes the ranges for a new version).
    if (process.versions.unicode === migrationUnicodeVersion()) {
      expect(database.rows.map((row) => row.cp)).toEqual(app);
    } else {
      const differ = symmetricDifference(database.rows.map((row) => row.cp), app);
      // Controls, formats and private use never move between versions.
      expect(differ.filter((cp) => /[\p{Cc}\p{Cf}\p{Co}]/u.test(String.fromCodePoint(cp)))).toEqual([]);
    }
  }, 180_000);
});

/** The Unicode version the newest email_signups_email_visible check was generated from (its comment names it). */
function migrationUnicodeVersion(): string {
  const dir = path.join(process.cwd(), "supabase", "migrations");
  let version = "";
  for (const file of readdirSync(dir).sort()) {
    const match = /generated from Unicode (\d+\.\d+)/.exec(readFileSync(path.join(dir, file), "utf8"));
    if (match) version = match[1]!;
  }
  return version;
}

function symmetricDifference(a: number[], b: number[]): number[] {
  const left = new Set(a);
  const right = new Set(b);
  return [...a.filter((cp) => !right.has(cp)), ...b.filter((cp) => !left.has(cp))];
}

describe("unsubscribe", () => {
  it("accepts the token the site makes (any letter case of the address), and checking it changes nothing", async () => {
    await signup("leaver@example.org", "198.51.100.10");
    const token = unsubscribeToken(secret, "leaver@example.org");
    expect(await rpc("unsubscribe_token_valid", { email_address: "Leaver@Example.org", token })).toEqual({ status: 200, body: true });
    expect(await stored("leaver@example.org")).toBe(1);
  });

  it("refuses a forged or altered token, changing nothing", async () => {
    const token = unsubscribeToken(secret, "leaver@example.org");
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const [email, bad] of [
      ["leaver@example.org", altered],
      ["leaver@example.org", unsubscribeToken("z".repeat(32), "leaver@example.org")],
      ["leaver@example.org", unsubscribeToken(secret, "other@example.org")],
      ["other@example.org", token],
      ["leaver@example.org", ""],
    ] as const) {
      expect(await rpc("unsubscribe_token_valid", { email_address: email, token: bad })).toEqual({ status: 200, body: false });
      expect(await rpc("unsubscribe_newsletter", { email_address: email, token: bad })).toEqual({ status: 200, body: false });
    }
    expect(await stored("leaver@example.org")).toBe(1);
  });

  it("removes the address with a genuine token, and says the same when it is already gone", async () => {
    const token = unsubscribeToken(secret, "leaver@example.org");
    expect(await rpc("unsubscribe_newsletter", { email_address: "leaver@example.org", token })).toEqual({ status: 200, body: true });
    expect(await stored("leaver@example.org")).toBe(0);
    expect(await rpc("unsubscribe_newsletter", { email_address: "leaver@example.org", token })).toEqual({ status: 200, body: true });
    const never = unsubscribeToken(secret, "never-subscribed@example.org");
    expect(await rpc("unsubscribe_newsletter", { email_address: "never-subscribed@example.org", token: never })).toEqual({ status: 200, body: true });
  });

  it("keeps a keyed hash and the time, never the address in clear", async () => {
    const { rows } = await backend.db.query<{ email_hash: string; unsubscribed_at: Date }>("select * from private.newsletter_unsubscribes");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.unsubscribed_at).toBeInstanceOf(Date);
    }
    expect(JSON.stringify(rows)).not.toContain("leaver");
  });

  it("makes a later import of the address fail loudly, until its owner subscribes again through the site", async () => {
    const service = await fetch(`${backend.url}/rest/v1/email_signups`, {
      method: "POST",
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "LEAVER@example.org" }),
    });
    expect(service.status).toBe(400);
    expect(await service.json()).toMatchObject({ code: "P0001", message: expect.stringMatching(/^this address unsubscribed on /) });
    await expect(backend.db.query("insert into public.email_signups (email) values ('leaver@example.org')")).rejects.toMatchObject({ code: "P0001" });
    expect(await stored("leaver@example.org")).toBe(0);
    // The form is fresh consent: it works, and clears the record.
    expect((await signup("leaver@example.org", "198.51.100.11")).body).toBe("subscribed");
    expect(await stored("leaver@example.org")).toBe(1);
  });

  it("remembers an address the admin deletes as well", async () => {
    await signup("deleted-by-admin@example.org", "198.51.100.12");
    await backend.db.query("delete from public.email_signups where email = 'deleted-by-admin@example.org'");
    await expect(backend.db.query("insert into public.email_signups (email) values ('deleted-by-admin@example.org')")).rejects.toMatchObject({
      code: "P0001",
    });
  });

  it("still accepts links signed with an earlier secret after a new one is added (rotation)", async () => {
    const older = "o".repeat(40);
    await backend.db.query("insert into private.newsletter_keys (secret) values ($1)", [older]);
    await signup("rotated@example.org", "198.51.100.13");
    const token = unsubscribeToken(older, "rotated@example.org");
    expect(await rpc("unsubscribe_newsletter", { email_address: "rotated@example.org", token })).toEqual({ status: 200, body: true });
    expect(await stored("rotated@example.org")).toBe(0);
  });

  it("never lets anon read the keys, the record or the counters", async () => {
    for (const table of ["newsletter_keys", "newsletter_unsubscribes", "rate_limits", "newsletter_pepper"]) {
      const response = await fetch(`${backend.url}/rest/v1/${table}`, { headers: { apikey: backend.anonKey } });
      expect(response.status, table).toBe(404);
    }
  });
});

describe("take_rate_limit and release_rate_limit (sign-in)", () => {
  const take = (action: string, key: string, signature = rateLimitSignature(secret, action, key)) =>
    rpc("take_rate_limit", { action_name: action, client_key: key, signature });
  const release = (action: string, key: string) => rpc("release_rate_limit", { action_name: action, client_key: key, signature: rateLimitSignature(secret, action, key) });

  it("allows 5 sign-in attempts a minute per address and 10 per username, and gives one back on release", async () => {
    const ip = clientKey(secret, "ip", "192.0.2.1");
    const answers = await Promise.all(Array.from({ length: 8 }, () => take("sign-in-ip", ip)));
    expect(answers.filter((answer) => answer.body === true)).toHaveLength(5);
    const user = clientKey(secret, "username", "admin@example.com");
    for (let i = 0; i < 10; i++) expect((await take("sign-in-user", user)).body).toBe(true);
    expect((await take("sign-in-user", user)).body).toBe(false);
    expect((await release("sign-in-user", user)).body).toBe(true);
    expect((await take("sign-in-user", user)).body).toBe(true);
  });

  it("refuses an unsigned call and an unknown action", async () => {
    const key = clientKey(secret, "ip", "192.0.2.2");
    expect((await take("sign-in-ip", key, "forged")).status).toBe(401);
    expect((await take("no-such-action", key)).status).toBe(400);
  });
});
