#!/usr/bin/env node
/**
 * Latency of the newsletter signup against the embedded local Supabase at 20
 * concurrent requests (issue: p95 under 50 ms).
 *
 * 1. The action's data path: the same supabase-js insert the server action
 *    makes with the anon key (PostgREST stand-in, RLS, real Postgres), 400
 *    signups, 20 in flight at a time.
 * 2. With `--url http://127.0.0.1:<port>` (a server started by
 *    scripts/e2e-server.mjs or serve-build.mjs): the real form posted as a
 *    browser without JavaScript does, 20 at once, which also includes
 *    Next rendering the whole page in the answer.
 *
 *   node scripts/measure-newsletter-action.mjs [--url http://127.0.0.1:3100]
 */
import { createClient } from "@supabase/supabase-js";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import WebSocket from "ws";
import { loadNewsletter, readBackend } from "./load-newsletter.mjs";

const CONCURRENCY = 20;
const TOTAL = 400;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The backend in its own process, as with `npm run dev`: client and server do not share an event loop. */
async function startBackend() {
  const child = spawn(process.execPath, ["scripts/local-supabase/cli.mjs", "--port", "0", "--json"], { stdio: ["ignore", "pipe", "inherit"] });
  const [line] = await once(createInterface({ input: child.stdout }), "line");
  return { ...JSON.parse(line), close: () => child.kill("SIGTERM") };
}

async function measureDataPath() {
  const backend = await startBackend();
  try {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket },
    });
    // Warm-up: first queries compile plans and open connections.
    for (let i = 0; i < 20; i++) await client.from("email_signups").insert({ email: `warmup-${i}@example.org` });
    const latencies = [];
    let next = 0;
    let errors = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const t0 = performance.now();
        const { error } = await client.from("email_signups").insert({ email: `measure-${i}@example.org` });
        latencies.push(performance.now() - t0);
        if (error) errors++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1), errors };
  } finally {
    backend.close();
  }
}

const data = await measureDataPath();
console.log(
  `Newsletter insert via supabase-js → local Supabase, ${TOTAL} requests, ${CONCURRENCY} concurrent: ` +
    `p50 ${data.p50.toFixed(1)} ms, p95 ${data.p95.toFixed(1)} ms, max ${data.max.toFixed(1)} ms, errors ${data.errors}`,
);

const urlIndex = process.argv.indexOf("--url");
if (urlIndex > 0) {
  const baseUrl = process.argv[urlIndex + 1];
  const report = await loadNewsletter({ baseUrl, backend: readBackend(new URL(baseUrl).port), addresses: CONCURRENCY / 2 });
  console.log(
    `Real form (no-JS post, full page render), ${report.requests} concurrent: p50 ${Math.round(report.p50)} ms, ` +
      `p95 ${Math.round(report.p95)} ms; rows ${report.rows}, 5xx ${report.serverErrors}`,
  );
}
process.exit(data.p95 < 50 && data.errors === 0 ? 0 : 1);
