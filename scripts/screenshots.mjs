#!/usr/bin/env node
// @ts-check
/**
 * `npm run screenshots -- / /frameworks/kaizen ...`: full-page screenshots of
 * the production build at 390 px and 1,280 px, in light and dark, into
 * screenshots/ (git-ignored), to look at what a change did to a page.
 * Without paths it takes the home page; `--viewport` keeps only the first
 * screenful (easier to read than a whole long page). Needs `npm run build` first.
 */
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { serveBuild } from "./serve-build.mjs";

const fullPage = !process.argv.includes("--viewport");
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = paths.length ? paths : ["/"];
const out = path.resolve("screenshots");
mkdirSync(out, { recursive: true });

const server = await serveBuild(process.env.SCREENSHOT_PORT);
// The same browser choice as the end-to-end tests: $CHROMIUM_PATH, Debian's, else Playwright's own.
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
const browser = await chromium.launch({ executablePath, args: ["--disable-gpu", "--no-first-run"] });
try {
  for (const route of routes) {
    for (const width of [390, 1280]) {
      for (const theme of /** @type {const} */ (["light", "dark"])) {
        const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, colorScheme: theme, reducedMotion: "reduce" });
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(new URL(route, server.url).href, { waitUntil: "networkidle" });
        if (fullPage) {
          // Scroll through the page as a reader would, so lazy images load before the picture is taken.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
        }
        const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}-${theme}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage });
        console.log(path.join("screenshots", name));
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
