#!/usr/bin/env node
// @ts-check
/**
 * Load check for the newsletter: posts the real home-page form the way a
 * browser without JavaScript does (multipart POST with Next's hidden
 * server-action fields), 200 requests at once for 100 distinct addresses
 * (each twice, in different letter case), each post from its own simulated
 * visitor (X-Forwarded-For; the site allows 5 signups a minute per address).
 * Then it counts the rows in the database: exactly one per address, no 5xx,
 * one success and one "already subscribed" per address. Prints p50/p95 latency.
 *
 * It starts nothing: point it at a running `next start` backed by the
 * embedded Supabase (scripts/e2e-server.mjs writes the backend's URL and
 * service key to .next/cache/e2e-backend-<port>.json). `npm run test:load`
 * (scripts/test-load.mjs) serves the build and runs it.
 *   node scripts/load-newsletter.mjs [baseUrl]   (default http://127.0.0.1:$PORT)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const SUCCESS = "Successfully subscribed!";
const DUPLICATE = "This email is already subscribed";
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** @param {string} s */
const decode = (s) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * The hidden inputs of the first form that posts to a server action, as a browser would send them.
 * @param {string} html
 * @returns {[name: string, value: string][]}
 */
export function actionFields(html) {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/g;
  for (const [, body = ""] of html.matchAll(form)) {
    if (!body.includes('name="$ACTION_')) continue;
    /** @type {[name: string, value: string][]} */
    const fields = [];
    for (const [tag] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(tag)?.[1];
      if (!name || name === "email") continue;
      fields.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "")]);
    }
    return fields;
  }
  throw new Error("No server-action form found in the page (is the newsletter form on it?)");
}

/**
 * Submits the home page's newsletter form once, as a browser without
 * JavaScript does (its hidden server-action `fields` plus the address), and
 * reads which message the page answered with.
 * @param {URL} target the site's origin
 * @param {[string, string][]} fields from `actionFields`
 * @param {string} email
 * @param {AbortSignal} [signal]
 * @param {string} [clientIp] the simulated visitor's address, sent as X-Forwarded-For (as the host's proxy
 *   would): the site allows 5 signups a minute per address, so every simulated visitor needs its own
 * @returns {Promise<{ status: number, message: string }>} message: "success", "duplicate" or "other: …"
 */
export async function postNewsletterForm(target, fields, email, signal, clientIp) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("email", email);
  // A browser sends Origin with every form POST; Next checks it against the host (CSRF).
  /** @type {Record<string, string>} */
  const headers = { origin: target.origin, ...(clientIp ? { "x-forwarded-for": clientIp } : {}) };
  const response = await fetch(new URL("/", target), { method: "POST", body, headers, signal });
  const text = await response.text();
  const message = text.includes(SUCCESS)
    ? "success"
    : text.includes(DUPLICATE)
      ? "duplicate"
      : `other: ${/role="status"[^>]*>([^<]*)/.exec(text)?.[1] ?? `HTTP ${response.status}`}`;
  return { status: response.status, message };
}

/**
 * A distinct private address (10.0.0.0/8) for the n-th simulated visitor, up to 16 million of them.
 * @param {number} n
 */
export function simulatedClientIp(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The p-th percentile of an ascending array (nearest rank); NaN for an empty one.
 * @param {number[]} sorted @param {number} p
 */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * @param {{ baseUrl: string, backend: { url: string, serviceRoleKey: string }, addresses?: number, timeoutMs?: number }} options
 */
export async function loadNewsletter({ baseUrl, backend, addresses = 100, timeoutMs = 60_000 }) {
  const target = new URL(baseUrl);
  if (!LOOPBACK.has(target.hostname) || !LOOPBACK.has(new URL(backend.url).hostname)) {
    throw new Error(`Refusing to load-test ${target.host}: 127.0.0.1 only.`);
  }
  if (addresses > 500) throw new Error("At most 500 addresses (1,000 requests) per run.");
  const deadline = AbortSignal.timeout(timeoutMs);
  const page = await fetch(new URL("/", target), { signal: deadline });
  const fields = actionFields(await page.text());

  const run = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const emails = Array.from({ length: addresses }, (_, i) => `${run}-${i}@example.org`);
  // Each address twice: all lower case, and with upper-case letters mixed in.
  const posts = emails.flatMap((email, i) => [
    { key: email, email: i % 2 ? email : email.toUpperCase() },
    { key: email, email: i % 2 ? `${email[0]?.toUpperCase()}${email.slice(1, -3)}ORG` : email },
  ]);

  const started = performance.now();
  const results = await Promise.all(
    posts.map(async ({ key, email }, n) => {
      const t0 = performance.now();
      try {
        // Each post is its own visitor, as many readers subscribing at once would be.
        const { status, message } = await postNewsletterForm(target, fields, email, deadline, simulatedClientIp(n));
        return { key, status, message, ms: performance.now() - t0 };
      } catch (error) {
        return { key, status: 0, message: String(error), ms: performance.now() - t0 };
      }
    }),
  );
  const wallMs = performance.now() - started;

  const rowsResponse = await fetch(
    `${backend.url}/rest/v1/email_signups?select=email&email=ilike.${encodeURIComponent(`${run}-*`)}&limit=10000`,
    { headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` }, signal: deadline },
  );
  if (!rowsResponse.ok) throw new Error(`Could not read signups: HTTP ${rowsResponse.status}`);
  /** @type {{ email: string }[]} */
  const rows = await rowsResponse.json();

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  /** @type {Map<string, string[]>} */
  const perAddress = new Map();
  for (const r of results) perAddress.set(r.key, [...(perAddress.get(r.key) ?? []), r.message]);
  const answers = [...perAddress.values()].map((messages) => messages.sort().join("+"));
  return {
    requests: results.length,
    addresses,
    rows: rows.length,
    distinctRows: new Set(rows.map((r) => r.email.toLowerCase())).size,
    serverErrors: results.filter((r) => r.status >= 500).length,
    failedRequests: results.filter((r) => r.status === 0).length,
    notOk: results.filter((r) => r.status !== 200).length,
    // Every address: one "success" and one "already subscribed", whichever request won.
    wrongAnswers: answers.filter((pair) => pair !== "duplicate+success").length,
    wrongExamples: answers.filter((pair) => pair !== "duplicate+success").slice(0, 5),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? NaN,
    wallMs,
  };
}

/**
 * @param {string} port
 * @returns {{ url: string, serviceRoleKey: string }}
 */
export function readBackend(port) {
  const file = path.join(process.cwd(), ".next", "cache", `e2e-backend-${port}.json`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** @param {Awaited<ReturnType<typeof loadNewsletter>>} r */
export function formatReport(r) {
  return (
    `Newsletter load: ${r.requests} concurrent no-JS form posts for ${r.addresses} addresses in ${Math.round(r.wallMs)} ms\n` +
    `  rows stored: ${r.rows} (distinct: ${r.distinctRows}); 5xx: ${r.serverErrors}; non-200: ${r.notOk}; ` +
    `failed: ${r.failedRequests}; wrong answers: ${r.wrongAnswers}${r.wrongAnswers ? ` (e.g. ${r.wrongExamples.join(" | ")})` : ""}\n` +
    `  latency p50 ${Math.round(r.p50)} ms, p95 ${Math.round(r.p95)} ms, max ${Math.round(r.max)} ms`
  );
}

async function main() {
  const port = process.env.PORT ?? "3100";
  const baseUrl = process.argv[2] ?? `http://127.0.0.1:${port}`;
  const report = await loadNewsletter({ baseUrl, backend: readBackend(new URL(baseUrl).port || port) });
  console.log(formatReport(report));
  // Last line: the figures as JSON, for tests/e2e/load.spec.ts.
  console.log(JSON.stringify(report));
  const ok = report.rows === report.addresses && report.distinctRows === report.addresses && report.serverErrors === 0;
  return ok && report.failedRequests === 0 && report.notOk === 0 && report.wrongAnswers === 0;
}

// No top-level await: the Playwright spec require()s this module.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
