/**
 * The link checker's logic against a local server (no internet needed):
 * HEAD then GET, redirects, dead and unsure answers, concurrency, and the
 * offline verdict.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { checkLink, mapLimited, parseOptions, reachable, samePage } from "../../../scripts/link-check.mjs";

let server: Server;
let base = "";
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    switch (request.url) {
      case "/ok":
        return response.writeHead(200).end("ok");
      case "/moved":
        return response.writeHead(301, { location: "/ok" }).end();
      case "/slash":
        return response.writeHead(301, { location: "/slash/" }).end();
      case "/slash/":
        return response.writeHead(200).end();
      case "/gone":
        return response.writeHead(404).end();
      case "/no-head":
        // Like many real servers: HEAD is refused, GET works.
        return response.writeHead(request.method === "HEAD" ? 405 : 200).end();
      case "/bot-wall":
        return response.writeHead(403).end();
      case "/loop":
        return response.writeHead(302, { location: "/loop" }).end();
      case "/slow":
        return void setTimeout(() => response.writeHead(200).end(), 3000);
      default:
        return response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("checkLink", () => {
  it("reports a live page as ok, using HEAD only", async () => {
    seen.length = 0;
    expect(await checkLink(`${base}/ok`, 2000)).toMatchObject({ kind: "ok", status: 200 });
    expect(seen).toEqual(["HEAD /ok"]);
  });

  it("reports where a redirected link now lands, but not a trailing-slash redirect", async () => {
    expect(await checkLink(`${base}/moved`, 2000)).toMatchObject({ kind: "redirect", status: 200, finalUrl: `${base}/ok` });
    expect(await checkLink(`${base}/slash`, 2000)).toMatchObject({ kind: "ok" });
  });

  it("falls back to GET when HEAD is refused", async () => {
    seen.length = 0;
    expect(await checkLink(`${base}/no-head`, 2000)).toMatchObject({ kind: "ok", status: 200 });
    expect(seen).toEqual(["HEAD /no-head", "GET /no-head"]);
  });

  it("reports 404 and 500 as dead and 403 as unsure", async () => {
    expect(await checkLink(`${base}/gone`, 2000)).toMatchObject({ kind: "dead", status: 404 });
    expect(await checkLink(`${base}/broken`, 2000)).toMatchObject({ kind: "dead", status: 500 });
    expect(await checkLink(`${base}/bot-wall`, 2000)).toMatchObject({ kind: "unsure", status: 403 });
  });

  it("gives up on redirect loops and slow servers instead of hanging", async () => {
    expect(await checkLink(`${base}/loop`, 2000)).toMatchObject({ kind: "dead", detail: "TOO_MANY_REDIRECTS" });
    expect(await checkLink(`${base}/slow`, 1000)).toMatchObject({ kind: "dead", detail: "TIMEOUT" });
  });
});

describe("helpers", () => {
  it("runs at most the given number of checks at once, keeping the order", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (value: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value * 2;
    });
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
  });

  it("tells a reachable network from an offline one", async () => {
    expect(await reachable([`${base}/ok`], 2000)).toBe(true);
    // A reserved .invalid host never resolves: the same answer a machine with no DNS gets.
    expect(await reachable(["https://no-such-host.invalid/a", "https://another.invalid/b"], 2000)).toBe(false);
  });

  it("parses options and refuses bad ones", () => {
    expect(parseOptions([])).toEqual({ concurrency: 4, timeout: 15000, only: undefined });
    expect(parseOptions(["--concurrency=8", "--timeout=5000", "--only=a16z"])).toEqual({ concurrency: 8, timeout: 5000, only: "a16z" });
    expect(() => parseOptions(["--concurrency=0"])).toThrow(/concurrency/);
    expect(() => parseOptions(["--fast"])).toThrow(/Unknown option/);
  });

  it("treats a trailing slash or an http to https hop as the same page", () => {
    expect(samePage("https://a.org/x", "https://a.org/x/")).toBe(true);
    expect(samePage("http://a.org/x", "https://a.org/x")).toBe(true);
    expect(samePage("https://a.org/x", "https://a.org/y")).toBe(false);
  });
});
