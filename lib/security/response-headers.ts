import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Next answers some requests itself before next.config.ts's header rules or
 * proxy.ts run: the 308 to a path without its trailing slash (`/frameworks/`)
 * or with a doubled slash collapsed (`//glossary`). Those answers went out
 * without the site's security headers. This fills in, on every response the
 * server writes, each of `headers` the response does not already carry; a
 * header a route or the proxy set (the admin area's nonce policy, say) is
 * never replaced or doubled. Installed once, from instrumentation.ts.
 */
type Header = { key: string; value: string };
const INSTALLED = Symbol.for("pm-knowledge-hub.fill-security-headers");

export function fillSecurityHeaders(headers: Header[], prototype: ServerResponse): void {
  if (Object.prototype.hasOwnProperty.call(prototype, INSTALLED)) return;
  const writeHead = prototype.writeHead;
  prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // writeHead(status[, message][, headers]): headers given here win over setHeader's.
    const given = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null);
    // Raw header arrays cannot be merged with setHeader (Node throws): leave such a response alone.
    if (!Array.isArray(given) && !this.headersSent) {
      const passed = new Set(Object.keys((given ?? {}) as OutgoingHttpHeaders).map((key) => key.toLowerCase()));
      for (const { key, value } of headers) {
        if (!passed.has(key.toLowerCase()) && !this.hasHeader(key)) this.setHeader(key, value);
      }
    }
    return (writeHead as (...params: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  Object.defineProperty(prototype, INSTALLED, { value: true });
}
