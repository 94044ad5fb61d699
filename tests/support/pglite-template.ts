/**
 * Vitest global setup: initialise one Postgres (PGlite) with the bootstrap
 * and every migration, dump it, and hand the dump's path to the suites.
 * A fresh database costs ~20 s; loading the dump costs ~2 s per suite.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM module without types (dev/test infrastructure)
import { openDatabase } from "../../scripts/local-supabase/database.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "pmkh-pglite-"));
  const file = path.join(dir, "template.tar");
  const db = await openDatabase();
  const dump = await db.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
