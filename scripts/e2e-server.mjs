#!/usr/bin/env node
/**
 * The server Playwright tests against: the production build (`next start`)
 * on 127.0.0.1 at the given port. Run `npm run build` first.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.argv[2] ?? "3100";
if (!existsSync(".next/BUILD_ID")) {
  console.error("No production build found: run `npm run build` before the end-to-end tests.");
  process.exit(1);
}
const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: { ...process.env },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
