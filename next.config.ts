import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { warnAboutDeployPlaceholders } from "./lib/deploy/defaults-warning";
import { buildEnv, buildTimeDefines, runtimeEnv } from "./lib/env";
import { contentSecurityPolicy, headerSettings, securityHeaders } from "./lib/security/csp";
import { checkNewsletterSecretAtStart } from "./lib/security/newsletter-secret";

// Fail fast, naming the variable: a malformed build-time value stops this
// file from loading (lib/env.ts parses them on import), a malformed run-time
// one is caught here, so `next build`, `next dev` and `next start` refuse to run.
runtimeEnv();

// Read when the build runs: content pages are prerendered, so their headers
// are fixed in the build output (routes-manifest.json). Only a production site
// with an https public URL gets HSTS and upgrade-insecure-requests; the tests
// serve http on 127.0.0.1, where either would break every sub-request.
const { production, dev, https } = headerSettings(buildEnv);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The site URL and contact email are baked into the prerendered pages; pinning
  // them here bakes the same values into proxy.ts and the server actions too.
  env: buildTimeDefines(),
  // Answers Next makes before these rules run (the 308 for a trailing or doubled
  // slash) get the same headers from instrumentation.ts.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ production, https }) },
      // Everything but /admin and /admin/…: those pages get a per-request nonce policy from
      // proxy.ts. Only that exact segment: /adminfoo or /administrator are ordinary paths (404s).
      {
        source: "/((?!admin(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) }],
      },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // A warning, not an error: a preview build may rightly use the placeholders. Only in
  // `next build`: dev, start and the tests never print it.
  if (phase === PHASE_PRODUCTION_BUILD) warnAboutDeployPlaceholders(buildEnv);
  // `next start` stops here, before listening, without a usable NEWSLETTER_SECRET (a
  // serverless host does not read this file at run time: instrumentation.ts checks there).
  if (phase === PHASE_PRODUCTION_SERVER) checkNewsletterSecretAtStart("production");
  return nextConfig;
}
