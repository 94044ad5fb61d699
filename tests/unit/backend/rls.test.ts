// @vitest-environment node
/**
 * Row Level Security and constraints of public.email_signups, on real
 * Postgres with the real migrations, acting as each API role.
 */
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module without types
import { withClaims } from "../../../scripts/local-supabase/database.mjs";
import { freshDatabase } from "../../support/pglite";

let db: PGlite;
const ADMIN_EMAIL = "admin@example.com";
const anon = { role: "anon" };
const reader = { role: "authenticated", sub: "00000000-0000-0000-0000-000000000001", email: "reader@example.org", app_metadata: {} };
const admin = { role: "authenticated", sub: "00000000-0000-0000-0000-000000000002", email: ADMIN_EMAIL, app_metadata: { is_admin: true } };

type Claims = { role: string } & Record<string, unknown>;
async function as(claims: Claims, sql: string, params: unknown[] = []) {
  return withClaims(db, claims.role, claims, (tx: PGlite) => tx.query(sql, params));
}
async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** A row stored the way the site stores it (as the function's owner), so the policies can be tried on it. */
async function seed(email: string) {
  await db.query("insert into public.email_signups (email) values ($1)", [email]);
}

beforeAll(async () => {
  db = await freshDatabase();
  await db.query("insert into private.admin_emails (email) values ($1)", [ADMIN_EMAIL]);
  await seed("anon.one@example.org");
  await seed("reader.two@example.org");
});
afterAll(async () => {
  await db.close();
});

describe("email_signups RLS", () => {
  it("lets anon neither insert, read nor delete directly (signups go through subscribe_newsletter)", async () => {
    expect(await codeOf(as(anon, "insert into public.email_signups (email) values ($1)", ["anon.direct@example.org"]))).toBe("42501");
    expect(await codeOf(as(anon, "select * from public.email_signups"))).toBe("42501");
    expect(await codeOf(as(anon, "delete from public.email_signups"))).toBe("42501");
  });

  it("does not let anon choose the id or the timestamp", async () => {
    expect(
      await codeOf(as(anon, "insert into public.email_signups (email, created_at) values ($1, now() - interval '1 year')", ["old@example.org"])),
    ).toBe("42501");
  });

  it("lets a signed-in non-admin neither insert directly nor read or delete anything", async () => {
    expect(await codeOf(as(reader, "insert into public.email_signups (email) values ($1)", ["reader.direct@example.org"]))).toBe("42501");
    expect((await as(reader, "select * from public.email_signups")).rows).toEqual([]);
    const deleted = await as(reader, "delete from public.email_signups returning id");
    expect(deleted.rows).toEqual([]);
  });

  it("lets the admin read and delete", async () => {
    const rows = (await as(admin, "select email from public.email_signups order by email")).rows as { email: string }[];
    expect(rows.map((r) => r.email)).toEqual(["anon.one@example.org", "reader.two@example.org"]);
    const deleted = await as(admin, "delete from public.email_signups where email = $1 returning email", ["anon.one@example.org"]);
    expect(deleted.rows).toHaveLength(1);
  });

  it("needs both the admin email and the server-set marker", async () => {
    const markerOnly = { ...reader, app_metadata: { is_admin: true } };
    const emailOnly = { ...admin, app_metadata: {} };
    const markerAsText = { ...admin, app_metadata: { is_admin: "yes" } };
    for (const claims of [markerOnly, emailOnly, markerAsText]) {
      expect((await as(claims, "select * from public.email_signups")).rows).toEqual([]);
    }
    // user_metadata is writable by users: it must not count.
    const viaUserMetadata = { ...admin, app_metadata: {}, user_metadata: { is_admin: true } };
    expect((await as(viaUserMetadata, "select * from public.email_signups")).rows).toEqual([]);
  });
});

describe("email_signups constraints", () => {
  // Checked as the table's owner (whom the signup function runs as): constraints bind every writer.
  const insert = (email: string) => db.query("insert into public.email_signups (email) values ($1)", [email]);

  it("keeps one row per address in any letter case", async () => {
    await insert("Case.Test@Example.org");
    expect(await codeOf(insert("case.test@example.ORG"))).toBe("23505");
  });

  it("rejects addresses over 254 characters or not matching the pattern", async () => {
    const long = `${"a".repeat(250)}@b.co`;
    expect(await codeOf(insert(long))).toBe("23514");
    for (const bad of ["no-at-sign.org", "a@b", "a b@c.de", ""]) {
      expect(await codeOf(insert(bad))).toBe("23514");
    }
  });
});
