import path from "node:path";
import { fileURLToPath } from "node:url";
import { securityHeaders } from "../floor/security-headers.mjs";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Built and served like the site (next build, next start), from the
 * repository's node_modules, with the site's security headers (see
 * ../floor/security-headers.mjs for why they matter to the measurements).
 */
const config = {
  turbopack: { root: repository },
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default config;
