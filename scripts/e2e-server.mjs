#!/usr/bin/env node
// @ts-check
/**
 * The server Playwright tests against: a fresh in-memory local Supabase
 * (real Postgres, migrations applied) and the production build (`next start`)
 * on 127.0.0.1 at the given port. Run `npm run build` first.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startLocalSupabase } from "./local-supabase/server.mjs";

const port = process.argv[2] ?? "3100";
if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build found: run `npm run build` before the end-to-end tests.");
  process.exit(1);
}

const adminUsername = process.env.NEXT_PUBLIC_ADMIN_USERNAME || "admin";
const backend = await startLocalSupabase({ port: 0, adminUsername });
console.log(`e2e: local Supabase (fresh, in memory) at ${backend.url}`);
// For test-side checks that read the database directly (the load test counts rows)
// or make the links an email would carry (unsubscribe tokens).
mkdirSync(".next/cache", { recursive: true });
writeFileSync(
  `.next/cache/e2e-backend-${port}.json`,
  JSON.stringify({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, newsletterSecret: backend.newsletterSecret }),
  { mode: 0o600 },
);

const child = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
    NEXT_PUBLIC_ADMIN_USERNAME: adminUsername,
    NEWSLETTER_SECRET: backend.newsletterSecret,
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", async (code) => {
  await backend.close();
  process.exit(code ?? 0);
});
