import { afterAll, beforeAll, vi } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { startLocalSupabase } from "../../scripts/local-supabase/server.mjs";
import { freshDatabase } from "./pglite";

export type TestDatabase = Awaited<ReturnType<typeof freshDatabase>>;

export type TestBackend = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The NEWSLETTER_SECRET this backend's database accepts (new for every backend). */
  newsletterSecret: string;
  db: TestDatabase;
  /** Stops the server and closes its database. */
  stop(): Promise<void>;
};

/**
 * The embedded local Supabase on a fresh copy of the run's database template,
 * on a free port, for suites in the `db` Vitest project. `prepare` runs on the
 * database before the server starts (as a migration would).
 */
export async function startTestBackend(prepare?: (db: TestDatabase) => Promise<unknown>): Promise<TestBackend> {
  const db = await freshDatabase();
  await prepare?.(db);
  const backend = await startLocalSupabase({ port: 0, db, adminUsername: "admin" });
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    newsletterSecret: backend.newsletterSecret,
    db,
    async stop() {
      await backend.close();
      await db.close();
    },
  };
}

/**
 * A local Supabase for the whole test file, with the site's server code
 * pointed at it (Supabase URL, anon key, newsletter secret). Call at the top
 * level of a test file; the returned function gives the running backend.
 */
export function withTestBackendForApp(): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend();
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", backend.url);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", backend.anonKey);
    vi.stubEnv("NEWSLETTER_SECRET", backend.newsletterSecret);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.stop();
  });
  return () => {
    if (!backend) throw new Error("The test backend is not started yet (use it inside a test).");
    return backend;
  };
}
