#!/usr/bin/env node
// @ts-check
/**
 * Performance and leak gate, run by `npm test` after `next build`:
 * 1. first-load JS per route (gzip) against the floor's (tools/floor, the
 *    smallest App Router page on the same Next), within a limit per route kind;
 * 2. no browser chunk carries Supabase client code or a non-anon JWT;
 * 3. every public route in the route registry (data/routes.ts) is prerendered
 *    (static), not dynamic;
 * 4. search: no route's first-load JS carries the search dialog, MiniSearch
 *    or the index; the dialog chunk plus the gzip index (what opening the
 *    dialog fetches on a cold cache) stay within a cost per indexed word (see section 4);
 * 5. every query of the search relevance set ranks its page first (or its two pages first) in
 *    the index this build wrote;
 * 6. learner progress: the progress code in a content page's first load (the
 *    slot that swaps in the lazily loaded leaf, found by its export name, and
 *    the loaders it calls) stays within 2 KiB gzip.
 * Exits 1 on any failure, after printing the whole table.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { bundleStats, ensureFloorBuild, FLOOR_DIR, firstLoadBytes } from "./bundle-size.mjs";
import { checkSearchRelevance } from "./search-relevance.mjs";
import { loadSiteRoutes } from "./site-routes.mjs";

const root = process.cwd();
const KIB = 1024;
/**
 * First-load JS allowed above the floor (tools/floor: the smallest App Router
 * page on the same Next), per route kind, so the budgets follow Next's own
 * runtime instead of an absolute number. `limit` fails the check; `target` is
 * where phone performance wants each kind (content + 8 KiB, interactive
 * + 25 KiB, docs/performance.md); the limits are now the targets.
 */
const ALLOWANCE_BY_KIND = {
  content: { limit: 8 * KIB, target: 8 * KIB },
  interactive: { limit: 25 * KIB, target: 25 * KIB },
  calculator: { limit: 25 * KIB, target: 25 * KIB },
  admin: { limit: 25 * KIB, target: 25 * KIB },
};
const siteRoutes = await loadSiteRoutes(root);
const kindByPath = new Map(siteRoutes.map((route) => [route.path, route.kind]));
/**
 * A route the registry does not list (an export handler, /_not-found) takes
 * the kind of its nearest listed parent.
 * @param {string} route
 * @returns {keyof typeof ALLOWANCE_BY_KIND}
 */
function kindOf(route) {
  for (let p = route; ; p = p.slice(0, p.lastIndexOf("/")) || "/") {
    const kind = kindByPath.get(p);
    if (kind) return kind;
    if (p === "/") return "content";
  }
}
/** @param {string} route */
const allowanceFor = (route) => ALLOWANCE_BY_KIND[kindOf(route)];

/** @param {string} file @returns {unknown} */
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
/** @type {string[]} */
const failures = [];

// --- 1. Bundle sizes ---------------------------------------------------------
ensureFloorBuild();
const floorBytes = firstLoadBytes(FLOOR_DIR, "/");

const stats = bundleStats(".");
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
// A dynamic segment (/frameworks/[slug]) is one bundle for all its pages: each
// public page under it inherits its JS and is held to its own budget.
const publicPaths = siteRoutes.filter((route) => route.kind !== "admin").map((route) => route.path);
/** @param {string} route */
const patternOf = (route) => new RegExp(`^${route.replace(/\[\.{3}[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+")}$`);
const rows = stats
  .map((entry) => {
    const total = firstLoadBytes(root, entry.route);
    const pages = entry.route.includes("[") ? publicPaths.filter((p) => patternOf(entry.route).test(p)) : [entry.route];
    const held = pages.length ? pages : [entry.route];
    const limit = Math.min(...held.map((page) => allowanceFor(page).limit));
    const target = Math.min(...held.map((page) => allowanceFor(page).target));
    return { route: entry.route, total, above: total - floorBytes, limit, target, over: held.filter((page) => total - floorBytes > allowanceFor(page).limit) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const table = [["Route", "First load", "Above floor", "Limit", "Target", ""]].concat(
  rows.map((r) => [
    r.route,
    kib(r.total),
    `+${kib(r.above)}`,
    `+${kib(r.limit)}`,
    `+${kib(r.target)}`,
    r.over.length ? "OVER" : r.above > r.target ? "ok (above target)" : "ok",
  ]),
);
const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
console.log(`\nFirst-load JavaScript per route (gzip level 9) against the floor's ${kib(floorBytes)} (tools/floor, same Next)\n`);
for (const row of table) console.log(row.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "));
console.log(`\nFloor: ${kib(floorBytes)}; largest route: ${kib(Math.max(...rows.map((r) => r.total)))}\n`);
for (const r of rows) {
  for (const page of r.over) {
    failures.push(`${page}${page === r.route ? "" : ` (bundle ${r.route})`}: first-load JS ${kib(r.total)} is ${kib(r.above)} above the floor, over its +${kib(allowanceFor(page).limit)} limit`);
  }
}

// --- 2. No Supabase client code or secret keys in browser chunks --------------
const SUPABASE_MARKERS = ["@supabase", "supabase.co", "GoTrueClient", "PostgrestClient", "RealtimeClient", "sb-access-token"];
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{8,}/g;
const chunkDir = path.join(root, ".next/static/chunks");
const clientChunks = readdirSync(chunkDir, { recursive: true }).filter((file) => String(file).endsWith(".js"));
for (const file of clientChunks) {
  const text = readFileSync(path.join(chunkDir, String(file)), "utf8");
  for (const marker of SUPABASE_MARKERS) {
    if (text.includes(marker)) failures.push(`client chunk ${file} contains Supabase client code ("${marker}")`);
  }
  for (const [, payload = ""] of text.matchAll(JWT)) {
    let role = "unreadable";
    try {
      role = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")).role ?? "none";
    } catch {
      // An unreadable payload still looks like a key: report it.
    }
    if (role !== "anon") failures.push(`client chunk ${file} contains a JWT with role "${role}" (only the public anon key may ship)`);
  }
}
console.log(`Scanned ${clientChunks.length} client chunks for Supabase code and secret keys.`);

// --- 3. Every public route is prerendered -------------------------------------
const prerenderManifest = /** @type {{ routes: Record<string, unknown> }} */ (readJson(".next/prerender-manifest.json"));
const prerendered = new Set(Object.keys(prerenderManifest.routes));
const notStatic = publicPaths.filter((p) => !prerendered.has(p));
for (const p of notStatic) failures.push(`${p} is not prerendered (it became dynamic or is missing)`);
console.log(`Static check: ${publicPaths.length - notStatic.length}/${publicPaths.length} public routes prerendered.`);

// --- 4. Search loads on demand only -------------------------------------------
// Markers only the dialog chunk holds: MiniSearch's loader, the index URL, the dialog's own text.
const SEARCH_MARKERS = ["loadJSON", "search-index.json", "Search couldn"];
/*
 * Opening the dialog fetches its chunk and the index; neither is in any first load. The index carries
 * every word the site teaches, so it grows with the content (14 long pages took it from 89 to 119 KiB):
 * a fixed size would fail each time a page is written, and would miss a serializer that got wasteful.
 * So the index is held to a cost per word indexed, the dialog to its own size, and the two to a ceiling.
 */
const SEARCH_OPEN_LIMIT = 200 * KIB;
const SEARCH_DIALOG_LIMIT = 16 * KIB;
const SEARCH_INDEX_BYTES_PER_1000_TOKENS = 1700;
for (const entry of stats) {
  for (const chunk of entry.firstLoadChunkPaths) {
    const text = readFileSync(path.join(root, chunk), "utf8");
    const marker = SEARCH_MARKERS.find((m) => text.includes(m));
    if (marker) failures.push(`${entry.route}: first-load chunk ${chunk} contains search code ("${marker}")`);
  }
}
const searchChunks = clientChunks.filter((file) => SEARCH_MARKERS.every((m) => readFileSync(path.join(chunkDir, String(file)), "utf8").includes(m)));
const indexFile = path.join(root, ".next/server/app/search-index.json.body");
const indexGzip = gzipSync(readFileSync(indexFile), { level: 9 }).length;
const dialogGzip = searchChunks.reduce((total, file) => total + gzipSync(readFileSync(path.join(chunkDir, String(file))), { level: 9 }).length, 0);
if (!searchChunks.length) failures.push("search: no dialog chunk found (markers changed?)");
// The index's `lengths` hold each document's field lengths in indexed tokens (lib/search/engine.ts).
const indexedTokens = /** @type {{ lengths: number[][] }} */ (JSON.parse(readFileSync(indexFile, "utf8"))).lengths.flat().reduce((total, n) => total + n, 0);
const bytesPer1000 = Math.round((indexGzip / indexedTokens) * 1000);
if (indexGzip + dialogGzip > SEARCH_OPEN_LIMIT) failures.push(`search: opening the dialog fetches ${kib(indexGzip + dialogGzip)} gzip, over ${kib(SEARCH_OPEN_LIMIT)}`);
if (dialogGzip > SEARCH_DIALOG_LIMIT) failures.push(`search: the dialog's code is ${kib(dialogGzip)} gzip, over ${kib(SEARCH_DIALOG_LIMIT)}`);
if (bytesPer1000 > SEARCH_INDEX_BYTES_PER_1000_TOKENS) failures.push(`search: the index costs ${bytesPer1000} B gzip per 1,000 indexed tokens, over ${SEARCH_INDEX_BYTES_PER_1000_TOKENS}`);
console.log(
  `Search on open: dialog ${kib(dialogGzip)} (limit ${kib(SEARCH_DIALOG_LIMIT)}) + index ${kib(indexGzip)} = ${kib(indexGzip + dialogGzip)} gzip (limit ${kib(SEARCH_OPEN_LIMIT)}); ` +
    `index ${bytesPer1000} B per 1,000 of its ${indexedTokens.toLocaleString("en-US")} tokens (limit ${SEARCH_INDEX_BYTES_PER_1000_TOKENS}); in no first load.`,
);

// --- 5. Search relevance against the built index --------------------------------
const relevance = await checkSearchRelevance(indexFile, root);
failures.push(...relevance.failures);
console.log(`Search relevance: ${relevance.count - relevance.failures.length}/${relevance.count} queries rank their page first in the built index.`);

// --- 6. Learner progress adds at most 2 KiB to a content page's first load -----
// The slot module exports ProgressSlot; everything else it needs loads after hydration.
const PROGRESS_MARKERS = ['"ProgressSlot"'];
const PROGRESS_LIMIT = 2 * KIB;
/** @type {Map<string, Map<string, string>>} */
const modulesCache = new Map();
/**
 * The modules of one browser chunk, id to source. A Turbopack chunk only
 * pushes `[script, id, factory, id, factory, ...]` onto `globalThis.TURBOPACK`;
 * run in an empty sandbox it records them and executes none (the runtime
 * chunk, which needs a browser, yields nothing).
 * @param {string} chunk
 */
function chunkModules(chunk) {
  let modules = modulesCache.get(chunk);
  if (modules) return modules;
  modules = new Map();
  /** @type {{ TURBOPACK: unknown[], globalThis?: unknown }} */
  const sandbox = { TURBOPACK: [] };
  sandbox.globalThis = sandbox;
  try {
    vm.runInNewContext(readFileSync(path.join(root, chunk), "utf8"), sandbox, { timeout: 1000 });
  } catch {
    // Not a module chunk.
  }
  for (const pushed of sandbox.TURBOPACK) {
    if (!Array.isArray(pushed)) continue;
    for (let i = 1; i + 1 < pushed.length; i += 2) modules.set(String(pushed[i]), String(pushed[i + 1]));
  }
  modulesCache.set(chunk, modules);
  return modules;
}
/** @param {string[]} chunks the progress modules of one first load (and the loaders they call: `e.A(id)`), as source */
function progressSources(chunks) {
  const all = new Map(chunks.flatMap((chunk) => [...chunkModules(chunk)]));
  const picked = new Map([...all].filter(([, source]) => PROGRESS_MARKERS.some((m) => source.includes(m))));
  for (const source of [...picked.values()]) {
    const param = /^\(?([A-Za-z_$][\w$]*)/.exec(source)?.[1] ?? "e";
    for (const [, id = ""] of source.matchAll(new RegExp(`\\b${param.replace("$", "\\$")}\\.A\\((\\d+)\\)`, "g"))) {
      const loader = all.get(id);
      if (loader) picked.set(id, loader);
    }
  }
  return [...picked.values()];
}
/** Routes serving at least one registered content page (a dynamic segment serves several). */
const contentRows = rows.filter((r) => (r.route.includes("[") ? publicPaths.filter((p) => patternOf(r.route).test(p)) : [r.route]).some((p) => kindByPath.get(p) === "content"));
let progressMax = { route: "", bytes: 0, modules: 0 };
for (const r of contentRows) {
  const entry = stats.find((s) => s.route === r.route);
  const sources = progressSources(entry?.firstLoadChunkPaths ?? []);
  if (!sources.length) {
    failures.push(`${r.route}: no progress slot found in the first load (markers ${PROGRESS_MARKERS.join(", ")} changed?)`);
    continue;
  }
  const bytes = gzipSync(sources.join("\n"), { level: 9 }).length;
  if (bytes > progressMax.bytes) progressMax = { route: r.route, bytes, modules: sources.length };
  if (bytes > PROGRESS_LIMIT) failures.push(`${r.route}: the progress code in its first load is ${kib(bytes)} gzip, over ${kib(PROGRESS_LIMIT)}`);
}
console.log(
  `Progress in a content page's first load: at most ${(progressMax.bytes / KIB).toFixed(2)} KiB gzip (${progressMax.bytes} B, ${progressMax.modules} modules, ${progressMax.route}; limit ${kib(PROGRESS_LIMIT)}).`,
);

if (failures.length) {
  console.error(`\nBudget/leak/static check FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Bundle budgets, leak scan and static check passed.");
