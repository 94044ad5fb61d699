import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Three projects, so a test file pays only for what it needs:
 * - unit: pure logic (`*.test.ts`) in plain Node: no jsdom, no database;
 * - component: React components (`*.test.tsx`) in jsdom with Testing Library;
 * - db: suites that need Postgres (PGlite), with the template global setup.
 * Vitest runs a project's global setup only when one of its files is in the
 * run, so a unit or component file never waits for Postgres.
 * `vitest run` runs all three; `npm run test:unit:fast` skips db.
 */

/**
 * A suite needs the database when it lives in tests/unit/backend (new files
 * there included) or when it loads the PGlite helper or the local Supabase.
 * Reading the imports, rather than keeping a list of names, keeps a new
 * database suite elsewhere from landing in `unit` without its template.
 */
const unitDir = fileURLToPath(new URL("./tests/unit/", import.meta.url));
const loadsDatabase = /support\/pglite|scripts\/local-supabase\//;
const dbTests = [
  "tests/unit/backend/**/*.test.{ts,tsx}",
  ...readdirSync(unitDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("backend/"))
    .filter((file) => loadsDatabase.test(readFileSync(unitDir + file, "utf8")))
    .map((file) => `tests/unit/${file}`),
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/support/stubs/server-only.ts", import.meta.url)),
    },
  },
  test: {
    // PGlite-backed suites start a real Postgres and the jsdom suites drive
    // whole components; give both room on 2 busy cores. Projects inherit this.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // Worker threads start faster than the default child processes
          // (about a fifth less CPU here); jsdom and PGlite stay in forks.
          pool: "threads",
          include: ["tests/unit/**/*.test.ts"],
          exclude: dbTests,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.tsx"],
          exclude: dbTests,
          setupFiles: ["tests/support/vitest-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          environment: "node",
          include: dbTests,
          globalSetup: ["tests/support/pglite-template.ts"],
        },
      },
    ],
  },
});
