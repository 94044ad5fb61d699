// @ts-check
/**
 * The no-JS limit of a page, served: a small proxy in front of the running
 * site that answers each page with its own HTML minus every script
 * (scripts/html-weight.mjs) and passes everything else (CSS, font, images)
 * through, with the site's own response headers, so Lighthouse measures
 * exactly the page a phone would get without its JavaScript. Text is sent
 * gzipped, as `next start` sends it: fetch() hands the proxy decoded bodies,
 * and passing them on as they are made the limit's HTML and stylesheet three
 * to five times the bytes the site sends (a no-JS LCP of about 2.0 s on a
 * phone instead of 1.5 s).
 */
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { withoutScripts } from "./html-weight.mjs";

/** Types `next start` compresses; fonts and images are compressed already. */
const TEXT = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Headers not to copy: the body is re-encoded and may change length. */
const HOP = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

/**
 * @param {{ url: string }} site the running production site
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function serveNoJs(site) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? "/", site.url), { redirect: "manual" });
      /** @type {Record<string, string>} */
      const headers = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP.has(name)) headers[name] = value;
      });
      const html = (upstream.headers.get("content-type") ?? "").startsWith("text/html");
      let body = html ? Buffer.from(withoutScripts(await upstream.text())) : Buffer.from(await upstream.arrayBuffer());
      if (TEXT.test(upstream.headers.get("content-type") ?? "") && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      response.writeHead(upstream.status, { ...headers, "content-length": String(body.length) }).end(body);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
