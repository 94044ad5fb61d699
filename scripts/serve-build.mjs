// @ts-check
/**
 * Serving builds for scripts that need a live site (the load check,
 * Lighthouse, the fresh-clone check): a free port, a wait until a URL
 * answers, the site's production build (scripts/e2e-server.mjs: next start +
 * a fresh embedded Supabase) and the floor app, all on 127.0.0.1.
 */
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";
import { ensureFloorBuild, FLOOR_DIR, nextBin } from "./bundle-size.mjs";

/** A port nothing listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Polls `url` until it answers 200. Fails at once if `child` exits, with
 * `describe()` (e.g. the server's output) in the message.
 * @param {string} url
 * @param {{ child: import("node:child_process").ChildProcess, timeoutMs?: number, describe?: () => string }} options
 */
export async function waitUntilOk(url, { child, timeoutMs = 180_000, describe = () => "" }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before ${url} answered. ${describe()}`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s. ${describe()}`);
}

/**
 * @param {string} [port]
 * @returns {Promise<{ url: string, port: string, stop: () => void }>}
 */
export async function serveBuild(port) {
  const chosen = port ?? String(await freePort());
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs", chosen], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${chosen}`;
  const stop = () => child.kill("SIGTERM");
  try {
    await waitUntilOk(`${url}/`, { child, describe: () => "Run `npm run build` first." });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, port: chosen, stop };
}

/** Builds the floor app if needed and serves it with `next start`. */
export async function serveFloor() {
  ensureFloorBuild();
  return serveApp(FLOOR_DIR);
}

/**
 * The content floor (tools/floor-content): each of `pages`' own <main> markup,
 * read from the running `site`, rendered on the bare App Router; built afresh
 * every time, since the markup comes from the site's current build.
 * @param {{ url: string }} site @param {string[]} pages
 * @returns {Promise<{ url: string, stop: () => void, pathOf: (page: string) => string }>}
 */
export async function serveContentFloor(site, pages) {
  const dir = "tools/floor-content";
  const slug = (/** @type {string} */ page) => page.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "--");
  /** @type {Record<string, string>} */
  const markup = {};
  for (const page of pages) {
    const html = await (await fetch(new URL(page, site.url))).text();
    const main = html.match(/<main[\s\S]*<\/main>/)?.[0];
    if (!main) throw new Error(`No <main> in ${page}`);
    markup[slug(page)] = main;
  }
  writeFileSync(path.join(dir, "pages.json"), JSON.stringify(markup));
  console.log("Building the content floor (tools/floor-content) from the pages' own markup...");
  execFileSync(process.execPath, [nextBin, "build", dir], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const served = await serveApp(dir, `/${slug(pages[0] ?? "/")}`);
  return { ...served, pathOf: (page) => `${served.url}/${slug(page)}` };
}

/** `next start` for an app directory on a free port, once `probe` answers 200. @param {string} dir @param {string} [probe] */
async function serveApp(dir, probe = "/") {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, "start", dir, "-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.kill("SIGTERM");
  try {
    await waitUntilOk(`${url}${probe}`, { child, timeoutMs: 60_000 });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
