// @ts-check
/**
 * The no-JS limit of a page, served: a small proxy in front of the running
 * site that answers each page with its own HTML minus every script
 * (scripts/html-weight.mjs) and passes everything else (CSS, font, images)
 * through, with the site's own response headers, so Lighthouse measures
 * exactly the page a phone would get without its JavaScript.
 */
import { createServer } from "node:http";
import { withoutScripts } from "./html-weight.mjs";

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
      const body = html ? Buffer.from(withoutScripts(await upstream.text())) : Buffer.from(await upstream.arrayBuffer());
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
