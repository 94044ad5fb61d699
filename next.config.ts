import type { NextConfig } from "next";
import { contentSecurityPolicy, securityHeaders } from "./lib/security/csp";

// Read when the build runs: content pages are prerendered, so their headers
// are fixed in the build output (routes-manifest.json).
const production = process.env.NODE_ENV === "production";
const dev = process.env.NODE_ENV === "development";
// Only a production site with an https public URL gets HSTS and upgrade-insecure-requests;
// the tests serve http on 127.0.0.1, where either would break every sub-request.
const https = production && (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production, https }) },
      // Everything but /admin: the admin pages get a per-request nonce policy from proxy.ts.
      {
        source: "/((?!admin).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) }],
      },
    ];
  },
};

export default nextConfig;
