import { readFile } from "node:fs/promises";
import { inject } from "vitest";
// @ts-expect-error: plain ESM module without types (dev/test infrastructure)
import { openDatabase } from "../../scripts/local-supabase/database.mjs";
import type { PGlite } from "@electric-sql/pglite";

/** A fresh database with every migration applied, loaded from the run's template. */
export async function freshDatabase(): Promise<PGlite> {
  const template = inject("pgliteTemplate");
  // Only the `db` project (vitest.config.mts) builds the template; say so
  // instead of failing on readFile(undefined) when a suite lands elsewhere.
  if (!template) throw new Error("No PGlite template: run this suite in the `db` Vitest project (see vitest.config.mts)");
  const bytes = await readFile(template);
  return openDatabase({ loadDataDir: new Blob([bytes]) });
}
