#!/usr/bin/env node
// @ts-check
/**
 * Runs the embedded local Supabase on its own:
 *   node scripts/local-supabase/cli.mjs [--port 54321] [--data .data/pglite] [--json]
 * Without --data the database lives in memory. With --json it prints one JSON
 * line {url, anonKey, serviceRoleKey, newsletterSecret} once ready (for scripts that spawn it).
 */
import path from "node:path";
import { DEFAULT_PORT, startLocalSupabase } from "./server.mjs";

/** @param {string} name */
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const data = arg("--data");
const backend = await startLocalSupabase({
  port: Number(arg("--port") ?? DEFAULT_PORT),
  dataDir: data ? path.resolve(data) : undefined,
  adminUsername: process.env.NEXT_PUBLIC_ADMIN_USERNAME,
  newsletterSecret: process.env.NEWSLETTER_SECRET?.trim() || undefined,
});
if (process.argv.includes("--json")) {
  console.log(
    JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, newsletterSecret: backend.newsletterSecret }),
  );
} else {
  console.log(`Local Supabase at ${backend.url}\n  anon key: ${backend.anonKey}\n  NEWSLETTER_SECRET: ${backend.newsletterSecret}`);
}
const stop = async () => {
  await backend.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
