import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "../support/visitor";
import { hero } from "../../content/home";

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
 *
 * The cuts key on what the hero must have (its badge's data attribute, its
 * first button's label from content), not on styling classes. When a marker
 * is missing the page would arrive in one piece and the test would prove
 * nothing, so the proxy then refuses the page and the test fails saying why.
 */
const cuts = [
  // `inside`: the cut must land before this element's end tag, i.e. still inside the badge.
  { name: "inside the hero's badge", after: "data-hero-badge", close: "svg", inside: "p" },
  { name: "after the hero's first button", after: hero.primaryCta.label, close: "a", inside: "" },
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
    // Cut right after the first closing tag `close` that follows the marker
    // (and, with `inside`, before the end tag of the element holding it).
    const start = html.indexOf(marker);
    const close = new RegExp(`</${query.get("close")}>`, "g");
    close.lastIndex = Math.max(0, start);
    const match = start === -1 ? null : close.exec(html);
    const split = match ? match.index + match[0].length : -1;
    const inside = query.get("inside");
    const end = inside ? html.indexOf(`</${inside}>`, start) : html.length;
    if (split === -1 || split > end) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(
        `No place to pause: "${marker}" then </${query.get("close")}>${inside ? ` inside its <${inside}>` : ""} not found in the HTML of ${req.url}`,
      );
      return;
    }
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
      const query = new URLSearchParams({ cut: cut.after, close: cut.close, inside: cut.inside });
      const response = await page.goto(`${proxyUrl}/?${query}`, { waitUntil: "load" });
      // Anything but 200 means the page was not paused where intended; the proxy's answer says why.
      expect(response?.status(), response?.status() === 200 ? "" : await response?.text()).toBe(200);
      await expect(page.getByRole("link", { name: hero.primaryCta.label })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
});
