// The no-JS limit's proxy must send what `next start` sends, minus the
// scripts: gzipped text (a decoded body made the limit's page three to five
// times heavier than the site's, and its phone LCP half a second slower).
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { serveNoJs } from "../../../scripts/serve-no-js.mjs";

const page = '<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head><body><p>Hello</p><script>self.__next_f.push([1,"x"])</script></body></html>';
let upstream: Server;
let proxy: { url: string; stop: () => void };

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url === "/font.woff2") return response.writeHead(200, { "content-type": "font/woff2", "x-site": "1" }).end(Buffer.from([1, 2, 3]));
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-site": "1" }).end(page);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address();
  proxy = await serveNoJs({ url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
});
afterAll(() => {
  proxy.stop();
  upstream.close();
});

/** A raw request, so the body arrives as sent (fetch would decode it). */
async function raw(path: string, acceptEncoding?: string) {
  const { request } = await import("node:http");
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(new URL(path, proxy.url), { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("serveNoJs", () => {
  it("sends the page without its scripts, gzipped when the browser accepts it, with the site's headers", async () => {
    const { headers, body } = await raw("/", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["x-site"]).toBe("1");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe("<!DOCTYPE html><html><head></head><body><p>Hello</p></body></html>");
  });

  it("sends plain text to a client that does not accept gzip, and fonts as they are", async () => {
    expect((await raw("/")).headers["content-encoding"]).toBeUndefined();
    const font = await raw("/font.woff2", "gzip");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect([...font.body]).toEqual([1, 2, 3]);
  });
});
