import { createServer, ServerResponse, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { fillSecurityHeaders } from "@/lib/security/response-headers";

/**
 * Next answers some requests itself before any header rule or proxy.ts runs
 * (the 308 for a trailing or doubled slash); fillSecurityHeaders gives those
 * answers the site's headers. Each test serves with its own ServerResponse
 * class, so the process's real one is left alone.
 */
const headers = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'" },
];

async function serve(handler: RequestListener, install = true) {
  class Response extends ServerResponse {}
  if (install) fillSecurityHeaders(headers, Response.prototype);
  const server = createServer({ ServerResponse: Response }, handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/frameworks/`;
  try {
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    return response;
  } finally {
    server.close();
  }
}

/** How Next writes its trailing-slash redirect: status and headers set, then end(). */
const redirect: RequestListener = (_req, res) => {
  res.statusCode = 308;
  res.setHeader("location", "/frameworks");
  res.end("/frameworks");
};

describe("fillSecurityHeaders", () => {
  it("adds the security headers to a response written without them (Next's own 308)", async () => {
    expect((await serve(redirect, false)).headers.get("x-content-type-options")).toBeNull();
    const response = await serve(redirect);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/frameworks");
    for (const { key, value } of headers) expect(response.headers.get(key)).toBe(value);
  });

  it("never replaces or doubles a header the response set itself, whether by setHeader or writeHead", async () => {
    const own = await serve((_req, res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      res.writeHead(200, { "x-frame-options": "SAMEORIGIN", "Content-Type": "text/plain" });
      res.end("ok");
    });
    expect(own.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(own.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("leaves a response written with raw header arrays as it was, without throwing", async () => {
    const rawHeaders = await serve((_req, res) => {
      res.writeHead(200, ["Content-Type", "text/plain", "X-Own", "1"]);
      res.end("ok");
    });
    expect(rawHeaders.status).toBe(200);
    expect(rawHeaders.headers.get("x-own")).toBe("1");
  });

  it("installs once per prototype", () => {
    class Response extends ServerResponse {}
    fillSecurityHeaders(headers, Response.prototype);
    const once = Response.prototype.writeHead;
    fillSecurityHeaders(headers, Response.prototype);
    expect(Response.prototype.writeHead).toBe(once);
  });
});
