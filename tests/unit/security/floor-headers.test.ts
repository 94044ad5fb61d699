import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/csp";
// Plain JavaScript (the floor apps' configs cannot import TypeScript), typed by security-headers.d.mts.
import { securityHeaderNames, securityHeaders as floorHeaders } from "../../../tools/floor/security-headers.mjs";

describe("the floor apps' security headers (tools/floor/security-headers.mjs)", () => {
  it("are exactly what the site sends with a content page served over http (next.config.ts)", () => {
    const site = [...securityHeaders({ production: true, https: false }), { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev: false, https: false }) }];
    expect(floorHeaders).toEqual(site);
  });

  it("name every header the performance gate compares, in lower case", () => {
    expect(securityHeaderNames).toEqual(floorHeaders.map((h) => h.key.toLowerCase()));
    expect(securityHeaderNames).toContain("cross-origin-opener-policy");
  });
});
