#!/usr/bin/env node
// @ts-check
/**
 * `npm run perf:floor`: the site's phone performance as a ratio of the floor
 * (tools/floor, the smallest App Router page on the same Next), measured in
 * the same run on the same machine, since a shared VM moves absolute timings
 * by 10-30% from run to run.
 *
 * Lighthouse mobile (slow 4G, 4x CPU slowdown), three rounds interleaved
 * (floor, then each page, three times), medians. First-load JS (gzip) comes
 * from each build's .next/diagnostics/route-bundle-stats.json. Targets per
 * page: performance >= floor - 3, TBT <= 1.5 x floor, LCP <= floor + 400 ms,
 * CLS 0, JS <= floor + 8 KiB (content) or + 25 KiB (interactive pages).
 * Prints the table; `--gate` exits 1 when a page misses (a page that misses
 * gets its three rounds measured again, up to twice, each miss printed).
 * Needs `npm run build` first; builds the floor itself if it has no build.
 *   node scripts/perf-vs-floor.mjs [--gate] [--rounds N] [--pages /,/glossary]
 */
import { printTable, requireLighthouse, runLighthouse } from "./lighthouse.mjs";
import { FLOOR_DIR, firstLoadBytes } from "./bundle-size.mjs";
import { serveBuild, serveFloor } from "./serve-build.mjs";
import { loadSiteRoutes } from "./site-routes.mjs";

const gate = process.argv.includes("--gate");
/** @param {string} name */
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// `--rounds 1 --pages /,/glossary` for a quick look while working on a page.
const ROUNDS = Number(option("--rounds") ?? 3);
const PAGES = option("--pages")?.split(",") ?? ["/", "/frameworks/business-model-canvas", "/product-mastery/tech-fluency", "/pm-quiz", "/glossary", "/ship-happens"];
const KIB = 1024;
requireLighthouse();

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const kinds = new Map((await loadSiteRoutes(process.cwd())).map((route) => [route.path, route.kind]));
const floor = await serveFloor();
const site = await serveBuild(process.env.PERF_PORT);
const floorJs = firstLoadBytes(FLOOR_DIR, "/");

/**
 * Three interleaved rounds of the floor and `pages`; medians per page.
 * @param {string[]} pages
 */
async function measure(pages) {
  /** @type {Map<string, import("./lighthouse.mjs").Summary[]>} */
  const runs = new Map([["floor", []], ...pages.map((p) => /** @type {[string, import("./lighthouse.mjs").Summary[]]} */ ([p, []]))]);
  for (let round = 1; round <= ROUNDS; round++) {
    /** @type {[string, string][]} */
    const targets = [["floor", `${floor.url}/`], ...pages.map((page) => /** @type {[string, string]} */ ([page, new URL(page, site.url).href]))];
    for (const [key, url] of targets) {
      const r = await runLighthouse(url, "mobile", { categories: ["performance"] });
      runs.get(key)?.push(r);
      console.log(`  round ${round} ${key}: perf ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}`);
    }
  }
  /** @type {Map<string, { performance: number, lcp: number, tbt: number, cls: number }>} */
  const medians = new Map();
  for (const [key, list] of runs) {
    medians.set(key, {
      performance: median(list.map((r) => r.performance)),
      lcp: median(list.map((r) => r.lcp)),
      tbt: median(list.map((r) => r.tbt)),
      cls: Math.max(...list.map((r) => r.cls)),
    });
  }
  return medians;
}

/**
 * What a page misses against the floor measured in the same rounds.
 * @param {string} page @param {{ performance: number, lcp: number, tbt: number, cls: number }} m @param {{ performance: number, lcp: number, tbt: number }} f @param {number} js
 */
function misses(page, m, f, js) {
  const interactive = kinds.get(page) !== "content";
  const jsBudget = floorJs + (interactive ? 25 : 8) * KIB;
  return [
    m.performance < f.performance - 3 && `performance ${m.performance} < floor ${f.performance} - 3`,
    m.tbt > 1.5 * Math.max(f.tbt, 1) && `TBT ${Math.round(m.tbt)} ms > 1.5 x floor ${Math.round(f.tbt)} ms`,
    m.lcp > f.lcp + 400 && `LCP ${Math.round(m.lcp)} ms > floor ${Math.round(f.lcp)} ms + 400`,
    m.cls > 0 && `CLS ${m.cls.toFixed(4)} > 0`,
    js > jsBudget && `JS ${(js / KIB).toFixed(1)} KiB > floor + ${interactive ? 25 : 8} KiB`,
  ].filter((miss) => typeof miss === "string");
}

/** @type {string[][]} */
const rows = [];
let failed = false;
try {
  let pending = PAGES;
  /** @type {Map<string, { m: { performance: number, lcp: number, tbt: number, cls: number }, f: { performance: number, lcp: number, tbt: number }, problems: string[] }>} */
  const results = new Map();
  for (let attempt = 1; attempt <= (gate ? 3 : 1) && pending.length > 0; attempt++) {
    const medians = await measure(pending);
    const f = medians.get("floor") ?? { performance: NaN, lcp: NaN, tbt: NaN, cls: NaN };
    for (const page of pending) {
      const m = medians.get(page) ?? { performance: NaN, lcp: NaN, tbt: NaN, cls: NaN };
      results.set(page, { m, f, problems: misses(page, m, f, firstLoadBytes(".", page)) });
    }
    pending = pending.filter((page) => (results.get(page)?.problems.length ?? 0) > 0);
    if (gate && pending.length > 0 && attempt < 3) {
      for (const page of pending) console.log(`${page}: attempt ${attempt} missed (${results.get(page)?.problems.join("; ")}); measuring again`);
    }
  }
  const first = results.get(PAGES[0] ?? "/");
  if (first) {
    rows.push(["floor", String(first.f.performance), `${Math.round(first.f.lcp)} ms`, `${Math.round(first.f.tbt)} ms`, "0.000", `${(floorJs / KIB).toFixed(1)} KiB`, ""]);
  }
  for (const page of PAGES) {
    const r = results.get(page);
    if (!r) continue;
    const js = firstLoadBytes(".", page);
    if (r.problems.length) failed = true;
    rows.push([
      page,
      `${r.m.performance} (${r.m.performance - r.f.performance >= 0 ? "+" : ""}${r.m.performance - r.f.performance})`,
      `${Math.round(r.m.lcp)} ms (+${Math.round(r.m.lcp - r.f.lcp)})`,
      `${Math.round(r.m.tbt)} ms (x${(r.m.tbt / Math.max(r.f.tbt, 1)).toFixed(2)})`,
      r.m.cls.toFixed(3),
      `${(js / KIB).toFixed(1)} KiB (+${((js - floorJs) / KIB).toFixed(1)})`,
      r.problems.length ? `MISS: ${r.problems.join("; ")}` : "ok",
    ]);
  }
} finally {
  site.stop();
  floor.stop();
}

console.log(`\nMobile (Lighthouse default: slow 4G, 4x CPU), median of ${ROUNDS} interleaved rounds, against the floor in the same rounds\n`);
printTable([["Page", "Perf", "LCP", "TBT", "CLS", "First-load JS (gzip)", ""], ...rows]);
if (gate && failed) {
  console.error("\nPhone performance gate FAILED: see the pages marked MISS.");
  process.exit(1);
}
