// @ts-check
/**
 * First-load JavaScript of a route (gzip level 9), read from a build's
 * .next/diagnostics/route-bundle-stats.json, and the floor app it is compared
 * against (tools/floor: the smallest App Router page on the same Next). Shared
 * by the bundle budgets (check-bundles.mjs) and the phone gate (perf-vs-floor.mjs).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const FLOOR_DIR = "tools/floor";
export const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** @type {Map<string, { route: string, firstLoadChunkPaths: string[] }[]>} */
const statsCache = new Map();

/**
 * Next's per-route bundle report of the build in `dir`, written by `next build`
 * (read once per run).
 * @param {string} dir
 */
export function bundleStats(dir) {
  const key = path.resolve(dir);
  let stats = statsCache.get(key);
  if (!stats) {
    stats = /** @type {{ route: string, firstLoadChunkPaths: string[] }[]} */ (
      JSON.parse(readFileSync(path.join(key, ".next/diagnostics/route-bundle-stats.json"), "utf8"))
    );
    statsCache.set(key, stats);
  }
  return stats;
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipBytes(file) {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

/**
 * First-load JS of `route` in the build at `dir`: the route's own entry, or
 * the dynamic segment it belongs to (/frameworks/[slug] for /frameworks/kaizen).
 * @param {string} dir @param {string} route
 */
export function firstLoadBytes(dir, route) {
  const stats = bundleStats(dir);
  const entry =
    stats.find((s) => s.route === route) ??
    stats.find((s) => new RegExp(`^${s.route.replace(/\[\.{3}[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(route));
  if (!entry) throw new Error(`No bundle stats for ${route} in ${dir}`);
  return entry.firstLoadChunkPaths.reduce((total, chunk) => total + gzipBytes(path.join(dir, chunk)), 0);
}

/**
 * Builds the floor app unless a build newer than its sources is there
 * (about 20 s); delete tools/floor/.next after upgrading Next so it is
 * measured again.
 */
export function ensureFloorBuild() {
  const stats = path.join(FLOOR_DIR, ".next/diagnostics/route-bundle-stats.json");
  if (existsSync(stats) && statSync(stats).mtimeMs > newestSource(FLOOR_DIR)) return;
  console.log("Building the floor app (tools/floor) to measure Next's own runtime...");
  execFileSync(process.execPath, [nextBin, "build", FLOOR_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** The newest modification time of an app's own files (its config and headers included), not descending into its build. @param {string} dir @returns {number} */
function newestSource(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== ".next")
    .reduce((newest, entry) => {
      const file = path.join(dir, entry.name);
      return Math.max(newest, entry.isDirectory() ? newestSource(file) : statSync(file).mtimeMs);
    }, 0);
}
