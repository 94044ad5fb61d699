import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Content pages link with plain <a>: they are prerendered HTML, and
    // next/link's client code (about 4 KiB gzip, plus viewport prefetching)
    // was the largest part of every page's JavaScript above the Next.js floor
    // (docs/performance.md). The admin area, an app behind a sign-in, may use it.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["app/admin/**", "components/admin/**"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Content pages use a plain <a> for internal links (see components/README.md, 'Links')." }] },
      ],
    },
  },
  globalIgnores(["**/.next/**", "out/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".data/**"]),
]);
