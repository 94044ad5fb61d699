#!/usr/bin/env node
// @ts-check
/**
 * What a newcomer and a deployer do, on a fresh clone (`npm run check:fresh-clone`,
 * also a CI gate):
 *
 * 1. Clone the repository's HEAD into a temporary folder and run the README's
 *    first command exactly as the README writes it (read from the README, so
 *    the two cannot drift). Wait until / and /admin/login answer 200, subscribe
 *    one address through the home page's newsletter form (the no-JavaScript
 *    post a browser makes), and see the row stored. Stop the server the way
 *    Ctrl-C does, start it again, and see the row still there.
 * 2. Build the clone, prune it to production dependencies, start a separate
 *    embedded backend as a stand-in for a hosted project, and see `npm start`
 *    serve / and accept a signup with NEXT_PUBLIC_SUPABASE_URL set.
 *    With --node-bin DIR, step 2 (and the unit tests, with --unit) runs on the
 *    Node found in DIR, e.g. Node 24 from tools/node24.
 *
 * Prints each step's time and the time from `npm run dev` to the first 200.
 *   node scripts/check-fresh-clone.mjs [--node-bin DIR] [--unit] [--keep]
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { actionFields, postNewsletterForm, simulatedClientIp } from "./load-newsletter.mjs";
import { freePort, waitUntilOk } from "./serve-build.mjs";

const repo = process.cwd();
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const nodeBin = option("--node-bin") ? path.resolve(/** @type {string} */ (option("--node-bin"))) : undefined;
const began = Date.now();
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The README's first command: the line of its first bash block that runs `npm run dev`. */
export function readmeFirstCommand(/** @type {string} */ readme) {
  const block = /```(?:bash|sh)\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const line = block.split("\n").find((l) => /\bnpm run dev\b/.test(l));
  if (!line) throw new Error("The README has no bash block with `npm run dev`: the newcomer's command is missing.");
  return line.replace(/\s+#.*$/, "").trim();
}

/**
 * Runs a shell command in its own process group (so stopping it stops npm,
 * the wrapper and Next together, like Ctrl-C in a terminal).
 * @param {string} command @param {string} cwd @param {NodeJS.ProcessEnv} env @param {string} label
 */
function launch(command, cwd, env, label) {
  const child = spawn("bash", ["-c", command], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => output,
    /** Ctrl-C, then SIGKILL for anything left after 30 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-(/** @type {number} */ (child.pid)), "SIGINT");
      const timer = setTimeout(() => process.kill(-(/** @type {number} */ (child.pid)), "SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
    label,
  };
}

/** Waits until `url` answers 200; fails with the server's last output if it exits or time runs out. */
function waitFor200(/** @type {string} */ url, /** @type {ReturnType<typeof launch>} */ server, timeoutMs = 240_000) {
  return waitUntilOk(url, { child: server.child, timeoutMs, describe: () => `${server.label}:\n${server.output().slice(-4000)}` });
}

let visitors = 0;

/**
 * Submits the home page's newsletter form as a browser without JavaScript does, as a visitor of its
 * own (X-Forwarded-For); returns "success", "duplicate" or "other: …".
 */
async function subscribe(/** @type {string} */ baseUrl, /** @type {string} */ email) {
  const page = await fetch(`${baseUrl}/`);
  visitors += 1;
  return (await postNewsletterForm(new URL(baseUrl), actionFields(await page.text()), email, undefined, simulatedClientIp(visitors))).message;
}

/**
 * Reads the stored signups for `email` with a service-role token signed by the
 * clone's own key (as the admin area would see them, without signing in).
 * @param {string} clone @param {string} backendUrl @param {string} email
 */
async function storedRows(clone, backendUrl, email) {
  const { loadKeys } = await import(pathToFileURL(path.join(clone, "scripts/local-supabase/keys.mjs")).href);
  const keys = await loadKeys(path.join(clone, ".data", "jwt-signing-key.json"));
  const token = await keys.sign({ iss: "supabase-local", role: "service_role" }, 60);
  const response = await fetch(`${backendUrl}/rest/v1/email_signups?select=email&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: token, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Reading signups failed: HTTP ${response.status} ${await response.text()}`);
  return /** @type {{ email: string }[]} */ (await response.json()).length;
}

/** @param {boolean} ok @param {string} what */
function expect(ok, what) {
  if (!ok) throw new Error(`FAILED: ${what}`);
  console.log(`  ok: ${what}`);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "fresh-clone-"));
  const clone = path.join(work, "clone");
  /** @type {NodeJS.ProcessEnv} */
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "" };
  // A newcomer has no Supabase settings and no .env: nothing of ours may leak in.
  for (const name of Object.keys(baseEnv)) if (/^(NEXT_PUBLIC_|LOCAL_SUPABASE_|NEWSLETTER_SECRET$|PORT$)/.test(name)) delete baseEnv[name];

  try {
    let t = Date.now();
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, clone], { stdio: "inherit" });
    expect(!existsSync(path.join(clone, ".data")) && !existsSync(path.join(clone, "node_modules")), "the clone has no .data/ and no node_modules/");
    console.log(`==> clone: ${seconds(t)}`);

    const command = readmeFirstCommand(readFileSync(path.join(clone, "README.md"), "utf8"));
    const port = await freePort();
    const backendPort = await freePort();
    // The command runs as written; the ports come from the environment (Next
    // reads PORT) so a developer's own servers on 3000/54321 are not disturbed.
    const devEnv = { ...baseEnv, PORT: String(port), LOCAL_SUPABASE_PORT: String(backendPort) };
    const site = `http://127.0.0.1:${port}`;
    console.log(`==> README's first command: ${command}  (PORT=${port}, LOCAL_SUPABASE_PORT=${backendPort})`);
    t = Date.now();
    const dev = launch(command, clone, devEnv, "npm run dev");
    // npm prints "> pm-knowledge-hub@… dev" when the install is over and the dev script starts.
    let devStarted = 0;
    const sawDev = setInterval(() => {
      if (!devStarted && /> [^\n]* dev\n/.test(dev.output())) devStarted = Date.now();
    }, 100);
    try {
      await waitFor200(`${site}/`, dev, 600_000);
      clearInterval(sawDev);
      const install = devStarted ? devStarted - t : NaN;
      console.log(`==> first 200 on /: ${seconds(t)} after the command (npm install ${(install / 1000).toFixed(1)} s, then ${seconds(devStarted || t)} from \`npm run dev\`)`);
      await waitFor200(`${site}/admin/login`, dev);
      expect(true, "/ and /admin/login answer 200");
      const email = `fresh-clone-${Date.now().toString(36)}@example.org`;
      expect((await subscribe(site, email)) === "success", `the home page's form subscribes ${email}`);
      expect((await storedRows(clone, `http://127.0.0.1:${backendPort}`, email)) === 1, "the row is stored");
      await dev.stop();
      expect(!existsSync(path.join(clone, ".data", "backend.json")), "stopping released the data folder");

      t = Date.now();
      const again = launch("npm run dev", clone, devEnv, "npm run dev (restart)");
      try {
        await waitFor200(`${site}/`, again);
        console.log(`==> restart to first 200: ${seconds(t)}`);
        expect((await storedRows(clone, `http://127.0.0.1:${backendPort}`, email)) === 1, "the row survived the restart");
        expect((await subscribe(site, email)) === "duplicate", "subscribing again says it is already subscribed");
      } finally {
        await again.stop();
      }
    } finally {
      clearInterval(sawDev);
      await dev.stop();
    }

    await production(clone, baseEnv);
  } finally {
    if (args.includes("--keep")) console.log(`Kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  console.log(`==> fresh-clone check passed in ${seconds(began)}`);
}

/**
 * A deployer's path: build (and unit-test) on the chosen Node, prune to
 * production dependencies, and start against a "hosted" backend URL.
 * @param {string} clone @param {NodeJS.ProcessEnv} baseEnv
 */
async function production(clone, baseEnv) {
  const env = nodeBin ? { ...baseEnv, PATH: `${nodeBin}${path.delimiter}${baseEnv.PATH}` } : baseEnv;
  const version = execFileSync("node", ["--version"], { env, encoding: "utf8" }).trim();
  const run = (/** @type {string} */ label, /** @type {string} */ command) => {
    const t = Date.now();
    console.log(`==> ${label} (Node ${version}): ${command}`);
    execFileSync("bash", ["-c", command], { cwd: clone, env, stdio: "inherit" });
    console.log(`==> ${label}: ${seconds(t)}`);
  };
  if (args.includes("--unit")) run("unit tests", "npm run test:unit");
  run("build", "npm run build");
  run("prune to production dependencies", "npm prune --omit=dev --no-audit --no-fund");
  expect(!existsSync(path.join(clone, "node_modules", "@electric-sql", "pglite")), "the pruned install has no dev dependencies (no PGlite)");

  // The stand-in for a hosted Supabase runs from this checkout, which has the dev dependencies.
  const backendPort = await freePort();
  const hosted = launch(`node scripts/local-supabase/cli.mjs --port ${backendPort} --json`, repo, baseEnv, "hosted stand-in");
  try {
    const deadline = Date.now() + 120_000;
    let info = null;
    while (!info && Date.now() < deadline) {
      const line = hosted.output().split("\n").find((l) => l.startsWith("{"));
      if (line) info = JSON.parse(line);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!info) throw new Error(`The hosted stand-in did not start:\n${hosted.output()}`);
    const port = await freePort();
    const t = Date.now();
    const start = launch("npm start", clone, {
      ...env,
      PORT: String(port),
      NEXT_PUBLIC_SUPABASE_URL: info.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: info.anonKey,
      // A deployer sets the secret the database was given (docs/deploying.md, step 3).
      NEWSLETTER_SECRET: info.newsletterSecret,
    }, "npm start");
    try {
      await waitFor200(`http://127.0.0.1:${port}/`, start);
      console.log(`==> npm start (production install, hosted URL) first 200: ${seconds(t)}`);
      expect(!/embedded local Supabase/.test(start.output()), "npm start did not start the embedded backend");
      expect((await subscribe(`http://127.0.0.1:${port}`, `deployer-${Date.now().toString(36)}@example.org`)) === "success", "the production install accepts a signup");
    } finally {
      await start.stop();
    }
  } finally {
    await hosted.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
