// @ts-check
/**
 * The Postgres engine of the local Supabase: PGlite (Postgres compiled to
 * WASM). A fresh database takes ~20 s to initialise, so a data directory is
 * reopened when it exists (dev), and tests can start from a dumped template.
 */
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
export const migrationsDir = path.join(root, "supabase", "migrations");

/** @typedef {import("@electric-sql/pglite").Transaction} Transaction */
/** @typedef {import("@electric-sql/pglite").Results} Results */

/**
 * Opens (or creates) the database and applies the bootstrap SQL and every
 * migration not applied yet, in file-name order.
 * @param {{ dataDir?: string, loadDataDir?: Blob }} options
 */
export async function openDatabase({ dataDir, loadDataDir } = {}) {
  // pgcrypto (HMAC, digests, random bytes) is installed on every hosted
  // project; here it is a WASM extension that must be loaded on each open.
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pgcrypto } });
  await migrate(db);
  return db;
}

/** @param {PGlite} db */
async function migrate(db) {
  const { rows } = await db.query("select to_regclass('supabase_migrations.schema_migrations') as t");
  if (!rows[0]?.t) {
    await db.exec(await readFile(path.join(here, "bootstrap.sql"), "utf8"));
    await db.exec(
      "create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, applied_at timestamptz not null default now());",
    );
  }
  const applied = new Set(
    (await db.query("select version from supabase_migrations.schema_migrations")).rows.map((r) => String(r.version)),
  );
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  for (const file of files) {
    const version = file.split("_")[0] ?? file;
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version) values ($1)", [version]);
    });
  }
}

/**
 * A Postgres string literal (standard_conforming_strings is on in every supported version).
 * @param {unknown} value
 */
export function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw Object.assign(new Error("Non-finite number"), { code: "22003" });
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\u0000")) throw Object.assign(new Error("invalid byte sequence for encoding \"UTF8\": 0x00"), { code: "22021" });
  return `'${text.replaceAll("'", "''")}'`;
}

/** The database roles a request may run as (PostgREST switches to the JWT's role). */
export const ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * One statement as the request's role with its claims, in ONE round trip:
 * a multi-statement simple query runs as one implicit transaction, so the
 * SET LOCALs apply to the statement and an error rolls everything back.
 * (SET LOCAL returns no rows, so it is ~20% cheaper than select set_config.)
 * Parameters ($1, $2…) are inlined as literals; the statement text itself is
 * built from validated identifiers only.
 * @param {PGlite} db @param {string} role @param {unknown} claims @param {string} sql @param {unknown[]} [params]
 * @returns {Promise<Results>}
 */
export async function runAs(db, role, claims, sql, params = []) {
  if (!ROLES.has(role)) throw new Error(`Unknown role ${role}`);
  const inlined = sql.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
  const results = await db.exec(
    `set local role ${role}; set local request.jwt.claims = ${literal(JSON.stringify(claims ?? {}))}; ${inlined}`,
  );
  const last = results[results.length - 1];
  if (!last) throw new Error("runAs: the statement returned no result set");
  return last;
}

/**
 * Runs `fn` in one transaction with the request's role and JWT claims set,
 * the way PostgREST does, so RLS policies apply exactly as on Supabase.
 * @template T
 * @param {PGlite} db @param {string} role @param {unknown} claims @param {(tx: Transaction) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withClaims(db, role, claims, fn) {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify(claims ?? {}),
    ]);
    return fn(tx);
  });
}
