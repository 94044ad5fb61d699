import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Four projects, so a test file pays only for what it needs:
 * - unit: pure logic (`*.test.ts`) in plain Node: no jsdom, no database; files
 *   that mock modules or change the environment run as unit-isolated;
 * - component: React components (`*.test.tsx`) in jsdom with Testing Library;
 * - db: suites that need Postgres (PGlite), with the template global setup.
 * Vitest runs a project's global setup only when one of its files is in the
 * run, so a unit or component file never waits for Postgres.
 * `vitest run` runs them all; `npm run test:unit:fast` skips db.
 */

/**
 * A suite needs the database when it lives in tests/unit/backend (new files
 * there included) or when it loads the PGlite helper or the local Supabase.
 * Reading the imports, rather than keeping a list of names, keeps a new
 * database suite elsewhere from landing in `unit` without its template.
 */
const unitDir = fileURLToPath(new URL("./tests/unit/", import.meta.url));
const testFiles = readdirSync(unitDir, { recursive: true, encoding: "utf8" })
  .map((file) => file.split("\\").join("/"))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `tests/unit/${file}`, source: readFileSync(unitDir + file, "utf8") }));
const loadsDatabase = /support\/pglite|scripts\/local-supabase\//;
const dbTests = [
  "tests/unit/backend/**/*.test.{ts,tsx}",
  ...testFiles.filter((file) => !file.path.startsWith("tests/unit/backend/") && loadsDatabase.test(file.source)).map((file) => file.path),
];

/**
 * Pure-logic files share one module registry per worker (`isolate: false`),
 * which makes the `unit` project four times faster (84 s -> 21 s here): most
 * of a small file's time was loading modules again. A file that mocks a
 * module, resets the registry or changes the environment would leak into the
 * files after it, so it runs isolated (`unit-isolated`); found by reading the
 * file, like the database suites above.
 */
const touchesGlobals = /vi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(|process\.env\.[A-Za-z_]+\s*=[^=]/;
const isolatedUnitTests = testFiles.filter((file) => file.path.endsWith(".test.ts") && touchesGlobals.test(file.source)).map((file) => file.path);

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
          isolate: false,
          include: ["tests/unit/**/*.test.ts"],
          exclude: [...dbTests, ...isolatedUnitTests],
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          environment: "node",
          pool: "threads",
          include: isolatedUnitTests,
          exclude: dbTests,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          // Isolated: component files load leaves lazily, and a warm shared registry changes what a test sees.
          pool: "threads",
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
