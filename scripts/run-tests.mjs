#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: every check, in order, each step's time printed as it ends and a
 * table of them at the end, with what the per-route pass cost (its routes, the
 * browser seconds they took, seconds per route) and what the end-to-end tests
 * would take on a site with two and three times as many routes. A step that
 * fails stops the run with its exit code.
 *
 * The per-route pass must stay under PER_ROUTE_LIMIT browser seconds a route:
 * every page the site adds pays it on every run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const PER_ROUTE_LIMIT = 3;
/** Playwright's workers (playwright.config.ts): the per-route pass shares them with the other test files. */
const WORKERS = 2;
const routeTimesFile = path.join("test-results", "route-times.jsonl");

/** @type {[string, string][]} */
const steps = [
  ["typecheck", "npm run typecheck"],
  ["lint and import layers", "npm run lint"],
  ["unit and component tests", "npm run test:unit"],
  ["build", "npm run build"],
  ["bundle budgets and search relevance", "npm run test:budgets"],
  ["end-to-end: per-route pass", "npm run test:e2e -- --project=routes"],
  ["end-to-end: flows", "npm run test:e2e -- --project=flows"],
  ["load test", "npm run test:load"],
];

/** @type {{ name: string, seconds: number }[]} */
const timings = [];
/**
 * The per-route pass's timings, read as soon as it ends: the flows run next,
 * and Playwright empties test-results/ when a run starts.
 * @type {{ route: string, started: number, ended: number }[]}
 */
let routeRows = [];
const started = performance.now();

for (const [name, command] of steps) {
  if (name === "end-to-end: per-route pass") rmSync(routeTimesFile, { force: true });
  console.log(`\n==> npm test: ${name} (${command})`);
  const stepStarted = performance.now();
  const result = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = (performance.now() - stepStarted) / 1000;
  timings.push({ name, seconds });
  console.log(`==> ${name}: ${seconds.toFixed(0)} s`);
  if (name === "end-to-end: per-route pass") routeRows = readRouteRows();
  if (result.status !== 0) {
    console.error(`\nnpm test stopped: ${name} failed (exit ${result.status ?? result.signal}).`);
    summary();
    process.exit(result.status ?? 1);
  }
}
const ok = summary();
process.exit(ok ? 0 : 1);

/** @returns {{ route: string, started: number, ended: number }[]} */
function readRouteRows() {
  if (!existsSync(routeTimesFile)) return [];
  return readFileSync(routeTimesFile, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line));
}

/** Prints the step table and the per-route figures; false when the per-route pass is over its limit. */
function summary() {
  console.log("\nnpm test, step by step:");
  for (const { name, seconds } of timings) console.log(`  ${name.padEnd(38)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${"total".padEnd(38)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  const rows = routeRows;
  if (!rows.length) return true;
  // The pass runs on its own, on every worker: its wall time from the first route's start to the last one's end.
  const wall = (Math.max(...rows.map((row) => row.ended)) - Math.min(...rows.map((row) => row.started))) / 1000;
  const perRoute = wall / rows.length;
  const workerSeconds = rows.reduce((sum, row) => sum + (row.ended - row.started) / 1000, 0);
  const e2e = timings.filter((t) => t.name.startsWith("end-to-end")).reduce((sum, t) => sum + t.seconds, 0);
  /** Each added route adds the pass's seconds per route. @param {number} factor */
  const projected = (factor) => e2e + (factor - 1) * wall;
  const slowest = [...rows].sort((a, b) => b.ended - b.started - (a.ended - a.started)).slice(0, 3);
  console.log(
    `\nPer-route pass: ${rows.length} routes checked in ${wall.toFixed(0)} s on ${WORKERS} workers (${workerSeconds.toFixed(0)} s of browser work): ${perRoute.toFixed(2)} s per route (limit ${PER_ROUTE_LIMIT} s).`,
  );
  console.log(`  slowest: ${slowest.map((row) => `${row.route} ${((row.ended - row.started) / 1000).toFixed(1)} s`).join(", ")}`);
  if (e2e) {
    console.log(`  end-to-end tests took ${e2e.toFixed(0)} s; projected with twice the routes ${projected(2).toFixed(0)} s, with three times ${projected(3).toFixed(0)} s.`);
  }
  if (perRoute >= PER_ROUTE_LIMIT) {
    console.error(`The per-route pass costs ${perRoute.toFixed(2)} s a route, over its ${PER_ROUTE_LIMIT} s limit: make the per-route checks cheaper before adding pages.`);
    return false;
  }
  return true;
}
