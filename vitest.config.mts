import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/support/stubs/server-only.ts", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/pglite-template.ts"],
    // PGlite-backed suites start a real Postgres; give them room on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
