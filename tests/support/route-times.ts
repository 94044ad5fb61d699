import path from "node:path";

/**
 * Where the per-route pass (tests/e2e/routes.spec.ts) writes when each route's
 * check started and ended (epoch ms), one JSON line a route;
 * scripts/run-tests.mjs reads it to print the cost per route and the
 * projection for a larger site.
 */
export const ROUTE_TIMES_FILE = path.join(process.cwd(), "test-results", "route-times.jsonl");
