// @ts-check
/**
 * Serves the production build for scripts that need a live site (the load
 * check, Lighthouse): scripts/e2e-server.mjs (next start + a fresh embedded
 * Supabase) on 127.0.0.1, a free port unless one is given.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(String(typeof address === "object" && address ? address.port : 0)));
    });
  });
}

/**
 * @param {string} [port]
 * @returns {Promise<{ url: string, port: string, stop: () => void }>}
 */
export async function serveBuild(port) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs", chosen], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${chosen}`;
  const stop = () => child.kill("SIGTERM");
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The server exited before it was ready (run `npm run build` first).");
    try {
      if ((await fetch(`${url}/`)).ok) return { url, port: chosen, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  stop();
  throw new Error(`The server did not answer on ${url} within 180 s.`);
}
