// @ts-check
/**
 * NEWSLETTER_SECRET for the embedded local Supabase. A hosted project gets it
 * from the deployer (an environment variable for the site, one SQL insert for
 * the database); here the backend makes one on first start, keeps it next to
 * its data (so unsubscribe links stay valid across restarts) and hands the same
 * value to the database and to Next.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** 256 random bits, base64url: what `openssl rand -base64 32` gives, URL-safe. */
export function newNewsletterSecret() {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret kept in `file`, made (and saved, owner-only) when the file does
 * not exist yet; without a file, a fresh one for this run.
 * @param {string} [file]
 * @returns {Promise<string>}
 */
export async function loadNewsletterSecret(file) {
  if (!file) return newNewsletterSecret();
  if (existsSync(file)) {
    const saved = (await readFile(file, "utf8")).trim();
    if (saved.length >= 32) return saved;
  }
  const secret = newNewsletterSecret();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Lets the database check what the site signs with `secret` (idempotent: a
 * secret it already knows stays, as do earlier ones).
 * @param {import("@electric-sql/pglite").PGlite} db @param {string} secret
 */
export async function registerNewsletterSecret(db, secret) {
  await db.query("insert into private.newsletter_keys (secret) values ($1) on conflict do nothing", [secret]);
}
