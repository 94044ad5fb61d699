import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

/**
 * On a slow CPU or network Chrome paints a page before it has parsed all of
 * it. The header's three theme buttons and the hero's centred badge and
 * buttons then moved as their siblings arrived: a small layout shift, which
 * also made the Lighthouse CLS gate flaky. The root layout holds the first
 * frame until the parser reaches the footer (<link rel="expect" blocking="render">).
 *
 * To make the half-parsed moment certain, a proxy in front of the server
 * sends the page in two parts with a pause between them, cut inside the
 * hero's badge (after its icon) or after the hero's first button.
 */
const cuts = [
  { name: "inside the hero's badge", after: "rounded-full border", close: "svg" },
  { name: "after the hero's first button", after: "Browse frameworks", close: "a" },
];

let proxy: Server;
let proxyUrl = "";

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? "/", baseURL), { headers: { accept: req.headers.accept ?? "*/*" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    const contentType = upstream.headers.get("content-type") ?? "application/octet-stream";
    const query = new URL(req.url ?? "/", "http://x").searchParams;
    const marker = query.get("cut");
    if (!contentType.startsWith("text/html") || !marker) {
      res.writeHead(upstream.status, { "content-type": contentType });
      res.end(body);
      return;
    }
    const html = body.toString("utf8");
    // Cut right after the first closing tag `close` that follows the marker.
    const close = new RegExp(`</${query.get("close")}>`, "g");
    close.lastIndex = Math.max(0, html.indexOf(marker));
    const match = close.exec(html);
    const split = match ? match.index + match[0].length : html.length;
    res.writeHead(upstream.status, { "content-type": contentType });
    res.write(html.slice(0, split));
    // Long enough for Chrome to paint what it has (600 ms was not, here).
    setTimeout(() => res.end(html.slice(split)), 2000);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

test.describe("layout stability while the page arrives", () => {
  for (const cut of cuts) {
    test(`no layout shift when the home page pauses ${cut.name}`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
            const nodes = (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?");
            shifts.push(`${entry.value.toFixed(5)}: ${nodes.join(" | ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${proxyUrl}/?cut=${encodeURIComponent(cut.after)}&close=${cut.close}`, { waitUntil: "load" });
      await expect(page.getByRole("link", { name: "Browse frameworks" })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
});
