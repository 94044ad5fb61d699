#!/usr/bin/env node
// @ts-check
/**
 * `npm run perf`: Lighthouse (desktop and mobile) on every public route with
 * the system Chromium, printed as a table (scores, LCP, TBT, CLS, bytes).
 * `npm run perf -- --ci`: only /, one framework page and /pm-quiz on
 * desktop; exits 1 below 100 in any category or on any layout shift.
 *
 * Lighthouse itself is run by scripts/lighthouse.mjs (pinned Lighthouse 13
 * on the Node 24 in tools/node24).
 * It serves the production build itself (scripts/e2e-server.mjs: next start
 * + embedded Supabase) unless PERF_BASE_URL points at a running server.
 */
import { chrome, lighthouseVersion, printTable, requireLighthouse, runLighthouse, stopLighthouse } from "./lighthouse.mjs";
import { loadPublicRoutes } from "./site-routes.mjs";
import { serveBuild } from "./serve-build.mjs";

const ci = process.argv.includes("--ci");
const dryRun = process.argv.includes("--dry-run");
requireLighthouse();

const routes = (await loadPublicRoutes()).map((r) => r.path);
const frameworkPage = routes.find((p) => p.startsWith("/frameworks/")) ?? routes.find((p) => p.startsWith("/product-mastery/"));
const targets = ci
  ? ["/", frameworkPage, "/pm-quiz"].filter((route) => route !== undefined).map((route) => ({ route, form: "desktop" }))
  : routes.flatMap((route) => [
      { route, form: "desktop" },
      { route, form: "mobile" },
    ]);

const server = process.env.PERF_BASE_URL ? null : await serveBuild(process.env.PERF_PORT);
const base = server ? server.url : String(process.env.PERF_BASE_URL);
/** @type {string[][]} */
const rows = [];
let failed = false;
try {
  for (const { route, form } of targets) {
    const url = new URL(route, base).href;
    /** @param {import("./lighthouse.mjs").Summary} r */
    const ok = (r) => r.scores.every((score) => score === 100) && r.cls === 0;
    let result = await runLighthouse(url, /** @type {"mobile" | "desktop"} */ (form), { dryRun });
    if (dryRun) continue;
    // Lab figures move with the host: on a shared VM whose CPU is being stolen,
    // TBT can jump from ~5 ms to ~700 ms for one run. A real regression fails
    // every run, so a gate failure gets up to two more runs, a few seconds apart,
    // and every failed attempt is printed.
    for (let attempt = 2; ci && !ok(result) && attempt <= 3; attempt++) {
      console.log(
        `${route}: attempt ${attempt - 1} missed the gate (scores ${result.scores.join("/")}, ` +
          `TBT ${Math.round(result.tbt)} ms, CLS ${result.cls}); running it again`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      result = await runLighthouse(url, /** @type {"mobile" | "desktop"} */ (form));
    }
    if (ci && !ok(result)) failed = true;
    rows.push([
      route,
      form,
      ...result.scores.map(String),
      `${Math.round(result.lcp)} ms`,
      `${Math.round(result.tbt)} ms`,
      result.cls.toFixed(3),
      `${(result.bytes / 1024).toFixed(0)} KiB`,
      ci ? (ok(result) ? "ok" : "FAIL") : "",
    ]);
  }
} finally {
  stopLighthouse();
  server?.stop();
}

if (!dryRun) {
  console.log(`\nLighthouse ${lighthouseVersion} (${chrome})\n`);
  printTable([["Route", "Form", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "Bytes", ""], ...rows], 2);
  if (failed) {
    console.error("\nPerformance gate FAILED: every category must score 100 and CLS must be 0.");
    process.exit(1);
  }
}
