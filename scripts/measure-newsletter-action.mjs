#!/usr/bin/env node
// @ts-check
/**
 * Latency of the newsletter server action against the embedded local
 * Supabase at 20 concurrent requests (target: p95 under 50 ms).
 *
 * 1. The action itself (the gate): what the real `subscribe` in
 *    lib/newsletter/actions.ts runs once it has the visitor's IP address
 *    (subscribeFromForm in lib/newsletter/subscribe-request.ts), loaded with
 *    jiti, called with the form's FormData and a distinct address per call
 *    (the site allows 5 signups a minute per address). It validates, then
 *    stores through the signed signup function with a per-request, cookie-less
 *    supabase-js client (createAnonClient in lib/supabase/server.ts) and the
 *    anon key, into the backend, which runs in its own process as with
 *    `npm run dev` (PostgREST stand-in, RLS, the per-IP limit, real Postgres). One warm-up round
 *    after start (reported, not gated: a fresh process has not compiled its
 *    hot paths yet), then 2,000 calls, 20 in flight. Every call must answer
 *    'Successfully subscribed!' and every address must be stored once.
 * 2. With `--url http://127.0.0.1:<port>` (a `next start` from
 *    scripts/e2e-server.mjs): the same action as a browser with JavaScript
 *    calls it (POST with the Next-Action header), through Next's whole request
 *    pipeline, 20 in flight. Reported for comparison, not gated: on a 2-core
 *    machine the load generator, Next and the backend share the cores.
 *
 *   npm run measure:newsletter [-- --url http://127.0.0.1:3100]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { createJiti } from "jiti";
import { actionFields, percentile, simulatedClientIp, SUCCESS } from "./load-newsletter.mjs";

const CONCURRENCY = 20;
const WARM_UP = 1_000;
const MEASURED = 2_000;
const TARGET_P95_MS = 50;
const root = fileURLToPath(new URL("../", import.meta.url));
const run = `measure-${Date.now().toString(36)}`;

/** Linux only: jiffies stolen by the hypervisor and in total, to tell a noisy host from a slow app. */
function cpuTimes() {
  try {
    const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** @typedef {{ count: number, p50: number, p95: number, max: number, failures: string[], steal: number | null }} LoopResult */

/**
 * Runs `call(i)` `total` times with `CONCURRENCY` in flight; latencies and failures.
 * @param {number} total
 * @param {(i: number) => Promise<string | null>} call resolves to a failure message, or null on success
 * @returns {Promise<LoopResult>}
 */
async function closedLoop(total, call) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {string[]} */
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const failure = await call(i).catch((/** @type {unknown} */ error) => String(error));
      latencies.push(performance.now() - t0);
      if (failure) failures.push(failure);
    }
  };
  const before = cpuTimes();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const after = cpuTimes();
  latencies.sort((a, b) => a - b);
  const steal = before && after && after.total > before.total ? (after.steal - before.steal) / (after.total - before.total) : null;
  return { count: total, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? NaN, failures, steal };
}

/** @param {LoopResult} r */
const format = (r) =>
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, failures ${r.failures.length}` +
  (r.failures.length ? ` (first: ${r.failures[0]})` : "") +
  (r.steal != null ? `; CPU stolen by the host ${(r.steal * 100).toFixed(1)}%` : "");

/**
 * The backend in its own process, as with `npm run dev`: the action and the backend do not share an event loop.
 * @returns {Promise<{ url: string, anonKey: string, serviceRoleKey: string, newsletterSecret: string, close: () => void }>}
 */
async function startBackend() {
  const child = spawn(process.execPath, ["scripts/local-supabase/cli.mjs", "--port", "0", "--json"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = await once(createInterface({ input: child.stdout }), "line");
  return { ...JSON.parse(String(line)), close: () => child.kill("SIGTERM") };
}

/** @param {{ url: string, serviceRoleKey: string }} backend @param {string} prefix */
async function countRows(backend, prefix) {
  const response = await fetch(
    `${backend.url}/rest/v1/email_signups?select=email&email=like.${encodeURIComponent(`${prefix}*`)}`,
    { method: "HEAD", headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, prefer: "count=exact" } },
  );
  return Number(response.headers.get("content-range")?.split("/")[1]);
}

async function measureAction() {
  const backend = await startBackend();
  try {
    process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = backend.anonKey;
    process.env.NEWSLETTER_SECRET = backend.newsletterSecret;
    const jiti = createJiti(import.meta.url, {
      // `server-only` only resolves under Next's react-server condition; outside Next it is a marker.
      alias: { "@": root, "server-only": `${root}tests/support/stubs/server-only.ts` },
    });
    /** The part of lib/newsletter/subscribe-request.ts this script calls (jiti loads it untyped). */
    const { subscribeFromForm } = /** @type {{ subscribeFromForm: (form: FormData, ip: string) => Promise<{ message: string }> }} */ (
      await jiti.import(`${root}lib/newsletter/subscribe-request.ts`)
    );
    /** @param {string} prefix @param {number} offset @returns {(i: number) => Promise<string | null>} */
    const callAction = (prefix, offset) => async (i) => {
      const form = new FormData();
      form.set("email", `${prefix}-${i}@example.org`);
      form.set("company_website", "");
      const state = await subscribeFromForm(form, simulatedClientIp(offset + i));
      return state.message === SUCCESS ? null : state.message;
    };
    const cold = await closedLoop(WARM_UP, callAction(`${run}-warm`, 0));
    const warm = await closedLoop(MEASURED, callAction(`${run}-action`, WARM_UP));
    const rows = await countRows(backend, `${run}-action-`);
    return { cold, warm, rows };
  } finally {
    backend.close();
  }
}

/**
 * The action posted as React does in the browser: the form's hidden fields under `_1_`, the arguments in part `0`.
 * @param {string} baseUrl
 */
async function measureRoundTrip(baseUrl) {
  const page = await fetch(new URL("/", baseUrl));
  const fields = actionFields(await page.text());
  const reference = fields.find(([name]) => name.endsWith(":0"));
  const actionId = reference && JSON.parse(reference[1]).id;
  if (!actionId) throw new Error("No newsletter action id found on the home page");
  const previous = JSON.stringify({ status: "idle", message: "", email: "", submission: 0 });
  /** @param {string} prefix @returns {(i: number) => Promise<string | null>} */
  const post = (prefix) => async (i) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(`_1_${name}`, value);
    body.append("_1_email", `${prefix}-${i}@example.org`);
    body.append("_1_company_website", "");
    body.append("0", `[${previous},"$K1"]`);
    const response = await fetch(new URL("/", baseUrl), {
      method: "POST",
      body,
      headers: {
        accept: "text/x-component",
        "next-action": actionId,
        origin: new URL(baseUrl).origin,
        // Each call its own visitor, as in the direct measurement.
        "x-forwarded-for": simulatedClientIp(prefix.endsWith("warm") ? i : WARM_UP + i),
      },
    });
    const text = await response.text();
    return response.ok && text.includes(SUCCESS) ? null : `HTTP ${response.status}: ${text.slice(0, 120)}`;
  };
  const cold = await closedLoop(WARM_UP, post(`${run}-http-warm`));
  const warm = await closedLoop(MEASURED / 2, post(`${run}-http`));
  return { cold, warm };
}

const action = await measureAction();
console.log(
  `Newsletter action (lib/newsletter/actions.ts → per-request supabase-js anon client → local Supabase), ` +
    `${CONCURRENCY} concurrent, ${cpus().length} CPU cores, Node ${process.versions.node}:`,
);
console.log(`  first ${WARM_UP} calls after start: ${format(action.cold)}`);
console.log(`  next ${MEASURED} calls:            ${format(action.warm)}; rows stored ${action.rows}`);
const passed = action.warm.p95 < TARGET_P95_MS && action.warm.failures.length === 0 && action.rows === MEASURED;
console.log(passed ? `  PASS: p95 under ${TARGET_P95_MS} ms, every address stored once` : `  FAIL: target is p95 under ${TARGET_P95_MS} ms with no failures`);

const urlIndex = process.argv.indexOf("--url");
if (urlIndex > 0) {
  const baseUrl = process.argv[urlIndex + 1];
  if (!baseUrl) throw new Error("--url needs a base URL, e.g. --url http://127.0.0.1:3100");
  const http = await measureRoundTrip(baseUrl);
  console.log(`Same action over HTTP through ${baseUrl} (Next-Action POST, as the browser sends it), ${CONCURRENCY} concurrent:`);
  console.log(`  first ${WARM_UP} calls: ${format(http.cold)}`);
  console.log(`  next ${http.warm.count} calls: ${format(http.warm)}`);
}
process.exit(passed ? 0 : 1);
