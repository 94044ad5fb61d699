#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev` / `npm start`: runs Next with a Supabase backend. When
 * NEXT_PUBLIC_SUPABASE_URL is set (shell or .env files) the app talks to that
 * project and nothing of the embedded backend is loaded (a production install
 * has no dev dependencies). Otherwise the embedded local Supabase starts on
 * 127.0.0.1 with its data in .data/ (or LOCAL_SUPABASE_DATA_DIR), and its URL,
 * anon key and newsletter secret are handed to Next.
 */
import nextEnv from "@next/env";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const DEFAULT_BACKEND_PORT = 54321;
const mode = process.argv[2] === "start" ? "start" : "dev";
const passThrough = process.argv.slice(3);
nextEnv.loadEnvConfig(process.cwd(), mode === "dev");

const env = { ...process.env };
/** @type {{ close(): Promise<void> } | undefined} */
let backend;
/** @type {Promise<{ created: boolean }> | undefined} */
let backendReady;
if (!env.NEXT_PUBLIC_SUPABASE_URL) {
  const root = path.resolve(env.LOCAL_SUPABASE_DATA_DIR || ".data");
  const port = Number(env.LOCAL_SUPABASE_PORT || DEFAULT_BACKEND_PORT);
  const inside = path.relative(process.cwd(), root);
  const where = inside && !inside.startsWith("..") ? inside : root;
  try {
    // Lazy: these modules need dev dependencies (PGlite, jose).
    const { startDevBackend } = await import("./local-supabase/dev-backend.mjs");
    const local = await startDevBackend({
      root,
      port,
      adminUsername: env.NEXT_PUBLIC_ADMIN_USERNAME,
      newsletterSecret: env.NEWSLETTER_SECRET?.trim() || undefined,
    });
    backend = local;
    backendReady = local.ready;
    env.NEXT_PUBLIC_SUPABASE_URL = local.url;
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.anonKey;
    // The database checks what the site signs with it (unsubscribe links, signups).
    env.NEWSLETTER_SECRET = local.newsletterSecret;
    console.log(
      local.reusedFrom
        ? `Using the embedded local Supabase already running at ${local.url} (process ${local.reusedFrom}, data in ${where}/).`
        : `Using the embedded local Supabase at ${local.url} (data in ${where}/). Set NEXT_PUBLIC_SUPABASE_URL to use a hosted project.`,
    );
  } catch (error) {
    console.error(explain(error));
    process.exit(1);
  }
}

/** One line a newcomer can act on, whatever went wrong. */
function explain(/** @type {unknown} */ error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (code === "ERR_MODULE_NOT_FOUND") {
    return "The embedded local Supabase needs the dev dependencies: run `npm install` (or set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY to use a hosted project).";
  }
  if (error instanceof Error && error.name === "DataDirError") return error.message;
  return `The embedded local Supabase failed to start: ${error instanceof Error ? error.message : String(error)}`;
}

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const child = spawn(process.execPath, [nextBin, mode, ...passThrough], { stdio: "inherit", env });

const started = Date.now();
backendReady?.then(
  ({ created }) => {
    if (created) console.log(`Embedded database created in ${((Date.now() - started) / 1000).toFixed(1)} s; later starts reuse it.`);
  },
  (error) => {
    console.error(explain(error));
    shutdown("SIGTERM");
  },
);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
child.on("exit", async (code, signal) => {
  // Close the database cleanly so every write is on disk before we exit.
  await backend?.close();
  const failed = await backendReady?.then(() => false, () => true);
  process.exit(failed ? 1 : (code ?? (signal ? 0 : 1)));
});
