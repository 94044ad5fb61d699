import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "./tests/support/browser";

const port = Number(process.env.PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two cores: two workers keep the server responsive.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  use: {
    baseURL,
    // Traces record every action of every test (about a fifth of the suite's time here): on request only (PW_TRACE=1).
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  // The per-route pass (every page, one check each for what a visitor would notice) and the flows (one spec per
  // feature). `npm test` runs them one after the other, so the pass's own cost per route can be measured.
  projects: [
    { name: "routes", testMatch: /routes\.spec\.ts$/ },
    { name: "flows", testIgnore: /routes\.spec\.ts$/ },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
