import { readFile } from "node:fs/promises";
import { inject } from "vitest";
// @ts-expect-error: plain ESM module without types (dev/test infrastructure)
import { openDatabase } from "../../scripts/local-supabase/database.mjs";
import type { PGlite } from "@electric-sql/pglite";

/** A fresh database with every migration applied, loaded from the run's template. */
export async function freshDatabase(): Promise<PGlite> {
  const bytes = await readFile(inject("pgliteTemplate"));
  return openDatabase({ loadDataDir: new Blob([bytes]) });
}
