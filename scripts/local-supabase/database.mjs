/**
 * The Postgres engine of the local Supabase: PGlite (Postgres compiled to
 * WASM). A fresh database takes ~20 s to initialise, so a data directory is
 * reopened when it exists (dev), and tests can start from a dumped template.
 */
import { PGlite } from "@electric-sql/pglite";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
export const migrationsDir = path.join(root, "supabase", "migrations");

/**
 * Opens (or creates) the database and applies the bootstrap SQL and every
 * migration not applied yet, in file-name order.
 * @param {{ dataDir?: string, loadDataDir?: Blob }} options
 */
export async function openDatabase({ dataDir, loadDataDir } = {}) {
  const db = await PGlite.create({ dataDir, loadDataDir });
  await migrate(db);
  return db;
}

async function migrate(db) {
  const { rows } = await db.query("select to_regclass('supabase_migrations.schema_migrations') as t");
  if (!rows[0]?.t) {
    await db.exec(await readFile(path.join(here, "bootstrap.sql"), "utf8"));
    await db.exec(
      "create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, applied_at timestamptz not null default now());",
    );
  }
  const applied = new Set(
    (await db.query("select version from supabase_migrations.schema_migrations")).rows.map((r) => r.version),
  );
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  for (const file of files) {
    const version = file.split("_")[0];
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version) values ($1)", [version]);
    });
  }
}

/**
 * Runs `fn` in one transaction with the request's role and JWT claims set,
 * the way PostgREST does, so RLS policies apply exactly as on Supabase.
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
