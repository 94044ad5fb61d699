import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { claim, dataPaths, ensureWritable, liveOwner, openDataDir, release, updateClaim } from "../../../scripts/local-supabase/data-dir.mjs";

// A stand-in for PGlite: "initialising" writes PG_VERSION, and a folder
// marked "corrupt" fails to open, so every branch runs in milliseconds.
async function fakeOpen(dir: string) {
  if (existsSync(path.join(dir, "corrupt"))) throw new Error("invalid page in block 0");
  if (!existsSync(path.join(dir, "PG_VERSION"))) writeFileSync(path.join(dir, "PG_VERSION"), "17");
  return { dir, close: async () => {} };
}

let work: string;
let sleeper: ChildProcess | undefined;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "data-dir-"));
});
afterEach(() => {
  sleeper?.kill();
  sleeper = undefined;
  rmSync(work, { recursive: true, force: true });
});

describe("the embedded backend's data folder", () => {
  it("creates missing parent folders (a fresh clone has no .data/)", async () => {
    const root = path.join(work, "a", "b", ".data");
    await ensureWritable(root);
    const { db, created } = await openDataDir(dataPaths(root), fakeOpen);
    expect(created).toBe(true);
    expect(db.dir).toBe(path.join(root, "pglite"));
    expect(readdirSync(root)).toEqual(["pglite"]);
  });

  it("says which folder cannot be written, and how to choose another", async () => {
    const blocker = path.join(work, "file");
    writeFileSync(blocker, "");
    await expect(ensureWritable(path.join(blocker, ".data"))).rejects.toThrow(
      /cannot write its data folder .*file\/\.data.*LOCAL_SUPABASE_DATA_DIR/,
    );
  });

  it("reopens an existing database instead of creating a new one", async () => {
    const paths = dataPaths(path.join(work, ".data"));
    await ensureWritable(paths.root);
    await openDataDir(paths, fakeOpen);
    writeFileSync(path.join(paths.dataDir, "rows"), "kept");
    const again = await openDataDir(paths, fakeOpen);
    expect(again.created).toBe(false);
    expect(readFileSync(path.join(paths.dataDir, "rows"), "utf8")).toBe("kept");
  });

  it("removes an interrupted first initialisation and starts it again", async () => {
    const paths = dataPaths(path.join(work, ".data"));
    mkdirSync(path.join(paths.root, "pglite.init-999999999"), { recursive: true });
    writeFileSync(path.join(paths.root, "pglite.init-999999999", "half"), "");
    const { created } = await openDataDir(paths, fakeOpen);
    expect(created).toBe(true);
    expect(readdirSync(paths.root).sort()).toEqual(["pglite"]);
  });

  it("moves a database that cannot be opened aside, keeps it, and creates a fresh one", async () => {
    const paths = dataPaths(path.join(work, ".data"));
    mkdirSync(paths.dataDir, { recursive: true });
    writeFileSync(path.join(paths.dataDir, "PG_VERSION"), "17");
    writeFileSync(path.join(paths.dataDir, "corrupt"), "");
    const { created, movedAside } = await openDataDir(paths, fakeOpen);
    expect(created).toBe(true);
    expect(movedAside).toMatch(/pglite\.broken-/);
    expect(existsSync(path.join(movedAside!, "corrupt"))).toBe(true);
    expect(existsSync(path.join(paths.dataDir, "corrupt"))).toBe(false);
  });

  it("lets one live process own the folder and clears the record of a dead one", async () => {
    const paths = dataPaths(path.join(work, ".data"));
    await ensureWritable(paths.root);
    sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(paths.ownerFile, JSON.stringify({ pid: sleeper.pid, url: "http://127.0.0.1:1", anonKey: "k" }));
    expect((await liveOwner(paths))?.pid).toBe(sleeper.pid);
    expect(await claim(paths, { url: "http://127.0.0.1:2", anonKey: "" })).toBe(false);

    writeFileSync(paths.ownerFile, JSON.stringify({ pid: 999999999, url: "http://127.0.0.1:1", anonKey: "k" }));
    expect(await liveOwner(paths)).toBeNull();
    expect(await claim(paths, { url: "http://127.0.0.1:2", anonKey: "" })).toBe(true);
    expect(JSON.parse(readFileSync(paths.ownerFile, "utf8")).pid).toBe(process.pid);
    // Once listening, the owner adds its anon key without ever giving the folder up.
    await updateClaim(paths, { url: "http://127.0.0.1:2", anonKey: "anon" });
    expect(JSON.parse(readFileSync(paths.ownerFile, "utf8"))).toMatchObject({ pid: process.pid, anonKey: "anon" });
    await release(paths);
    expect(existsSync(paths.ownerFile)).toBe(false);
  });
});
