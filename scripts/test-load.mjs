#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:load` (part of `npm test`, after the end-to-end tests): serves
 * the build on its own port with a fresh database, runs the newsletter load
 * check against it, and stops the server. Separate from Playwright so the
 * burst cannot slow down other test files running in parallel.
 */
import { formatReport, loadNewsletter, readBackend } from "./load-newsletter.mjs";
import { serveBuild } from "./serve-build.mjs";

const server = await serveBuild(process.env.LOAD_PORT);
let ok = false;
try {
  const report = await loadNewsletter({ baseUrl: server.url, backend: readBackend(server.port), addresses: 100, timeoutMs: 60_000 });
  console.log(formatReport(report));
  ok =
    report.requests === 200 &&
    report.rows === 100 &&
    report.distinctRows === 100 &&
    report.serverErrors === 0 &&
    report.notOk === 0 &&
    report.failedRequests === 0 &&
    report.wrongAnswers === 0;
  if (!ok) console.error("Newsletter load check FAILED: expected 100 rows, 0 5xx, one success and one duplicate per address.");
} catch (error) {
  console.error("Newsletter load check FAILED:", error);
} finally {
  server.stop();
}
process.exit(ok ? 0 : 1);
