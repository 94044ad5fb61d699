#!/usr/bin/env node
/**
 * `npm run dev` / `npm start`: runs Next with a Supabase backend. When
 * NEXT_PUBLIC_SUPABASE_URL is set (shell or .env files) the app talks to that
 * project; otherwise the embedded local Supabase starts on 127.0.0.1 with its
 * data in .data/, and its URL and anon key are handed to Next.
 */
import nextEnv from "@next/env";
import { spawn } from "node:child_process";
import path from "node:path";
import { DEFAULT_PORT, startLocalSupabase } from "./local-supabase/server.mjs";

const mode = process.argv[2] === "start" ? "start" : "dev";
const passThrough = process.argv.slice(3);
nextEnv.loadEnvConfig(process.cwd(), mode === "dev");

const env = { ...process.env };
let backend;
if (!env.NEXT_PUBLIC_SUPABASE_URL) {
  const dataDir = path.resolve(".data", "pglite");
  const port = Number(env.LOCAL_SUPABASE_PORT ?? DEFAULT_PORT);
  console.log(
    `Using the embedded local Supabase at http://127.0.0.1:${port} (data in .data/; set NEXT_PUBLIC_SUPABASE_URL to use a hosted project).`,
  );
  try {
    backend = await startLocalSupabase({ port, dataDir, adminUsername: env.NEXT_PUBLIC_ADMIN_USERNAME });
  } catch (error) {
    const busy = error && typeof error === "object" && "code" in error && error.code === "EADDRINUSE";
    console.error(
      busy
        ? `Port ${port} is in use (another dev server?). Stop it or set LOCAL_SUPABASE_PORT to a free port.`
        : `The embedded local Supabase failed to start: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  env.NEXT_PUBLIC_SUPABASE_ANON_KEY = backend.anonKey;
}

const child = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), mode, ...passThrough], {
  stdio: "inherit",
  env,
});

async function shutdown(signal) {
  child.kill(signal);
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
child.on("exit", async (code) => {
  await backend?.close();
  process.exit(code ?? 0);
});
