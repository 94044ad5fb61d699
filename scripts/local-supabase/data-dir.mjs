// @ts-check
/**
 * The embedded backend's data folder for `npm run dev` / `npm start`.
 *
 * A fresh clone has no `.data/`, a crash can leave a stale owner record, and
 * PGlite happily opens one directory from two processes at once (which
 * corrupts it). So this module creates the folder, records which process owns
 * the database (a second start reuses the running backend instead of opening
 * the files twice), initialises a new database in a temporary folder that is
 * renamed into place only when complete, and moves a database that cannot be
 * opened aside instead of deleting it.
 */
import { existsSync } from "node:fs";
import { access, constants, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * @typedef {{ pid: number, url: string, anonKey: string, startedAt: string }} OwnerRecord
 * @typedef {{ root: string, dataDir: string, keyFile: string, secretFile: string, ownerFile: string }} DataPaths
 */

/** A start-up problem whose message already tells the developer what to do. */
export class DataDirError extends Error {
  name = "DataDirError";
}

/** @param {string} root */
export function dataPaths(root) {
  return {
    root,
    dataDir: path.join(root, "pglite"),
    keyFile: path.join(root, "jwt-signing-key.json"),
    secretFile: path.join(root, "newsletter-secret"),
    ownerFile: path.join(root, "backend.json"),
  };
}

/** @param {number} pid */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * Creates the folder (recursively) and checks it is writable.
 * @param {string} root
 */
export async function ensureWritable(root) {
  try {
    await mkdir(root, { recursive: true });
    await access(root, constants.W_OK);
  } catch (error) {
    const reason = /** @type {NodeJS.ErrnoException} */ (error).code ?? String(error);
    throw new DataDirError(
      `The embedded local Supabase cannot write its data folder ${root} (${reason}). ` +
        `Make it writable, or set LOCAL_SUPABASE_DATA_DIR to a writable folder.`,
    );
  }
}

/**
 * The running backend that owns this folder, if its process is still alive.
 * A record left by a process that died is removed.
 * @param {DataPaths} paths
 * @returns {Promise<OwnerRecord | null>}
 */
export async function liveOwner(paths) {
  if (!existsSync(paths.ownerFile)) return null;
  /** @type {OwnerRecord | null} */
  let owner = null;
  try {
    owner = JSON.parse(await readFile(paths.ownerFile, "utf8"));
  } catch {
    // Half-written record: treat it as stale.
  }
  if (owner && owner.pid !== process.pid && isAlive(owner.pid)) return owner;
  await rm(paths.ownerFile, { force: true });
  return null;
}

/**
 * Claims the folder for this process. Fails if another live process claimed it
 * first (the exclusive create is the lock).
 * @param {DataPaths} paths
 * @param {Omit<OwnerRecord, "pid" | "startedAt">} info
 */
export async function claim(paths, info) {
  /** @type {OwnerRecord} */
  const record = { pid: process.pid, startedAt: new Date().toISOString(), ...info };
  try {
    await writeFile(paths.ownerFile, JSON.stringify(record, null, 2), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    const owner = await liveOwner(paths);
    if (owner) return false;
    await writeFile(paths.ownerFile, JSON.stringify(record, null, 2), { flag: "wx", mode: 0o600 });
  }
  return true;
}

/**
 * Adds what others need to reuse this backend (its URL and anon key) to the
 * record this process already holds, without ever letting go of the folder.
 * @param {DataPaths} paths
 * @param {Omit<OwnerRecord, "pid" | "startedAt">} info
 */
export async function updateClaim(paths, info) {
  const owner = /** @type {OwnerRecord} */ (JSON.parse(await readFile(paths.ownerFile, "utf8")));
  if (owner.pid !== process.pid) throw new Error(`${paths.ownerFile} is held by process ${owner.pid}, not this one.`);
  await writeFile(paths.ownerFile, JSON.stringify({ ...owner, ...info }, null, 2), { mode: 0o600 });
}

/** @param {DataPaths} paths */
export async function release(paths) {
  try {
    const owner = JSON.parse(await readFile(paths.ownerFile, "utf8"));
    if (owner.pid === process.pid) await rm(paths.ownerFile, { force: true });
  } catch {
    // Nothing to release.
  }
}

/**
 * Makes sure `paths.dataDir` holds a complete database, then opens it.
 *
 * A new database is initialised and migrated in `pglite.init-<pid>` and renamed
 * into place only once complete, so an interrupted first start leaves no
 * half-written database behind (leftover init folders are removed). A database
 * that exists but cannot be opened is moved to `pglite.broken-<time>`, kept for
 * inspection, and replaced by a fresh one; the caller is told so it can say it.
 *
 * @template T
 * @param {DataPaths} paths
 * @param {(dataDir: string) => Promise<T & { close(): Promise<void> }>} open opens and migrates a database folder
 * @returns {Promise<{ db: T & { close(): Promise<void> }, created: boolean, movedAside: string | null }>}
 */
export async function openDataDir(paths, open) {
  for (const entry of await readdir(paths.root)) {
    const init = /^pglite\.init-(\d+)$/.exec(entry);
    if (init && !isAlive(Number(init[1]))) await rm(path.join(paths.root, entry), { recursive: true, force: true });
  }

  /** @type {string | null} */
  let movedAside = null;
  if (existsSync(paths.dataDir)) {
    const complete = existsSync(path.join(paths.dataDir, "PG_VERSION"));
    if (complete) {
      try {
        return { db: await open(paths.dataDir), created: false, movedAside };
      } catch (error) {
        movedAside = await moveAside(paths);
        console.error(
          `The embedded database in ${paths.dataDir} could not be opened (${error instanceof Error ? error.message : error}).`,
        );
      }
    } else if ((await readdir(paths.dataDir)).length > 0) {
      movedAside = await moveAside(paths);
    } else {
      await rm(paths.dataDir, { recursive: true, force: true });
    }
  }

  const staging = path.join(paths.root, `pglite.init-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const fresh = await open(staging);
  await fresh.close();
  await rename(staging, paths.dataDir);
  return { db: await open(paths.dataDir), created: true, movedAside };
}

/** @param {DataPaths} paths */
async function moveAside(paths) {
  const target = `${paths.dataDir}.broken-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await rename(paths.dataDir, target);
  return target;
}
