// @ts-check
/**
 * Lighthouse as a long-lived worker, run by the Node 24 in tools/node24
 * (Lighthouse 13 needs Node 22.19+): one Node process and one Chrome serve
 * every measurement of a run, instead of a Node start, a Lighthouse load and
 * a Chrome launch for each (about 5 s of a 15 s run). Each run still opens
 * its page in a fresh tab with the cache and storage cleared, as the CLI does.
 *
 * Protocol: one JSON job per stdin line `{ id, url, form, categories }`,
 * one JSON answer per stdout line `{ id, report }` (Lighthouse's result
 * object: categories and audits) or `{ id, error }`. Closes Chrome when stdin
 * ends. Started by scripts/lighthouse.mjs; not meant to be run by hand.
 */
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";

const tools = createRequire(path.resolve("tools/node24/package.json"));
/** @type {any} */
const lighthouse = (await import(tools.resolve("lighthouse"))).default;
/** @type {any} */
const desktopConfig = (await import(tools.resolve("lighthouse/core/config/desktop-config.js"))).default;
/** @type {any} */
const chromeLauncher = await import(tools.resolve("chrome-launcher"));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  /** @type {{ id: number, url: string, form: "mobile" | "desktop", categories: string[] }} */
  const job = JSON.parse(line);
  try {
    const result = await lighthouse(
      job.url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: job.categories },
      job.form === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = Object.fromEntries(Object.entries(lhr.audits).map(([id, audit]) => [id, { numericValue: /** @type {any} */ (audit).numericValue }]));
    const categories = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, { score: /** @type {any} */ (category).score }]));
    process.stdout.write(`${JSON.stringify({ id: job.id, report: { categories, audits } })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id: job.id, error: String(/** @type {Error} */ (error)?.message ?? error) })}\n`);
  }
}
await chrome.kill();
