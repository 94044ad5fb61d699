// @ts-check
/**
 * The embedded local Supabase as `npm run dev` / `npm start` use it: data kept
 * in a folder (default `.data/`) so nothing a visitor submitted is lost by a
 * restart, one owner per folder, and a clear one-line error for every way the
 * start can fail. Imported lazily by scripts/with-backend.mjs, so a production
 * install (no dev dependencies) with a hosted Supabase never loads it.
 */
import { createServer } from "node:net";
import { openDatabase } from "./database.mjs";
import { loadNewsletterSecret } from "./newsletter-secret.mjs";
import { claim, dataPaths, DataDirError, ensureWritable, liveOwner, openDataDir, release, updateClaim } from "./data-dir.mjs";
import { serveLocalSupabase } from "./server.mjs";

const WAIT_FOR_OWNER_MS = 120_000;

/**
 * Starts (or reuses) the backend. It listens at once and the database opens
 * in the background, so Next can start in parallel with a first start's
 * database initialisation; `ready` settles when requests are answered.
 * `newsletterSecret` (NEWSLETTER_SECRET when the developer set one) is added
 * to the database; without it the secret kept in the folder is used.
 * @param {{ root: string, port: number, adminUsername?: string, newsletterSecret?: string }} options
 * @returns {Promise<{ url: string, anonKey: string, newsletterSecret: string, reusedFrom: number | null, ready: Promise<{ created: boolean }>, close(): Promise<void> }>}
 */
export async function startDevBackend({ root, port, adminUsername, newsletterSecret }) {
  const paths = dataPaths(root);
  await ensureWritable(root);

  const owner = await waitForOwner(paths);
  if (owner) {
    const ready = Promise.resolve({ created: false });
    // The running backend made (or was given) the folder's secret; use the same one.
    const secret = newsletterSecret || (await loadNewsletterSecret(paths.secretFile));
    return { url: owner.url, anonKey: owner.anonKey, newsletterSecret: secret, reusedFrom: owner.pid, ready, close: async () => {} };
  }

  await assertPortFree(port);
  if (!(await claim(paths, { url: `http://127.0.0.1:${port}`, anonKey: "" }))) {
    // Another start claimed the folder between our check and our claim.
    return startDevBackend({ root, port, adminUsername, newsletterSecret });
  }
  const opening = openDataDir(paths, (dir) => openDatabase({ dataDir: dir }));
  const db = opening.then((opened) => opened.db);
  const closeDb = async () => (await db.catch(() => null))?.close();
  try {
    const backend = await serveLocalSupabase({ port, db, keyFile: paths.keyFile, secretFile: paths.secretFile, newsletterSecret, adminUsername });
    await updateClaim(paths, { url: backend.url, anonKey: backend.anonKey });
    const ready = backend.ready.then(async () => {
      const { created, movedAside } = await opening;
      if (movedAside) {
        console.error(
          `The unreadable database was moved to ${movedAside} and a fresh one created; delete the old copy once you no longer need it.`,
        );
      }
      return { created };
    });
    return {
      url: backend.url,
      anonKey: backend.anonKey,
      newsletterSecret: backend.newsletterSecret,
      reusedFrom: null,
      ready,
      async close() {
        await backend.close();
        await closeDb();
        await release(paths);
      },
    };
  } catch (error) {
    await closeDb();
    await release(paths);
    if (/** @type {NodeJS.ErrnoException} */ (error)?.code === "EADDRINUSE") throw portTaken(port);
    throw error;
  }
}

/**
 * A live owner that is ready (its record has the anon key and its server
 * answers), waiting while it is still starting; null when there is none.
 * @param {ReturnType<typeof dataPaths>} paths
 */
async function waitForOwner(paths) {
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  let told = false;
  for (;;) {
    const owner = await liveOwner(paths);
    if (!owner) return null;
    if (owner.anonKey && (await answers(owner.url, owner.anonKey))) return owner;
    if (Date.now() > deadline) {
      throw new DataDirError(
        `Process ${owner.pid} holds ${paths.root} but its local Supabase at ${owner.url} does not answer. ` +
          `Stop that process (kill ${owner.pid}) and run the command again.`,
      );
    }
    if (!told) {
      console.log(`Waiting for the local Supabase that process ${owner.pid} is starting at ${owner.url}...`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @param {string} url @param {string} anonKey */
async function answers(url, anonKey) {
  try {
    const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey }, signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Fails before the (slow) database start when the port is already taken.
 * @param {number} port
 */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => reject(/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE" ? portTaken(port) : error));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(undefined)));
  });
}

/** @param {number} port */
function portTaken(port) {
  return new DataDirError(
    `Port ${port} is already in use by another program, so the embedded local Supabase cannot start. ` +
      `Stop that program or choose another port: LOCAL_SUPABASE_PORT=${port + 1} npm run dev`,
  );
}
