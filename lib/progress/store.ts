/**
 * The one progress store every progress leaf reads, for React's
 * useSyncExternalStore. Reads storage lazily and caches the parsed value
 * until the raw strings change (so getSnapshot is stable and cheap); the
 * server snapshot is SERVER_SNAPSHOT (empty, not ready), so the prerendered
 * HTML is the same for everyone and hydration never mismatches.
 *
 * Storage that refuses writes (private mode, disabled, quota exceeded) never
 * breaks a page. The site navigates with full page loads, so a copy in memory
 * would be gone on the next click: progress moves to this tab's
 * sessionStorage ("tab"), and only when that fails too does it live in memory
 * for this page ("page"). A later page that can write again merges the tab's
 * copy back.
 *
 * Stored data that cannot be read, wholly or in part, is never overwritten:
 * as soon as it is seen, it is moved to BACKUP_KEY (see SetAside) and what
 * could be read is written back, so later marks work and the visitor can be
 * told once, on the page where it happened.
 *
 * The zod schema is only needed to read what is stored, so a browser with
 * nothing stored never loads it (most first visits: zod is the largest piece
 * of progress code). Where something is stored, the slot fetches the schema
 * beside the progress chunk and hands it over (provideSchema), or the first
 * subscriber loads it. Until it is there the snapshot is not ready, and
 * changes wait for it (they apply to the stored state, not to the empty one).
 */
import { addAttempt, mergeProgress, recordVisit, setRead } from "./merge";
import {
  BACKUP_KEY,
  EMPTY_PROGRESS,
  isRead,
  STORAGE_KEY,
  type LastPage,
  type Progress,
  type ProgressSnapshot,
  type QuizAttempt,
  type StoreStatus,
} from "./types";

export const SERVER_SNAPSHOT: ProgressSnapshot = Object.freeze({ progress: EMPTY_PROGRESS, status: "ok", ready: false, setAside: null }) as ProgressSnapshot;

const PROBE_KEY = "pmkh-progress-probe";
/** "Told" for this tab, when storage will not take it in the set-aside envelope: the notice is still said once. */
const TOLD_KEY = "pmkh-progress-told";
type Area = "localStorage" | "sessionStorage";

const listeners = new Set<() => void>();
let status: StoreStatus = "ok";
/** The last value written once storage refused one: the copy of last resort. */
let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cachedBackup: string | null | undefined;
let cached: ProgressSnapshot = SERVER_SNAPSHOT;
type Schema = typeof import("./schema");
let schema: Schema | null = null;
let loading: Promise<Schema> | null = null;

/** undefined when the storage area cannot be read (blocked: even touching it can throw). */
function get(area: Area, key: string): string | null | undefined {
  try {
    return window[area].getItem(key);
  } catch {
    return undefined;
  }
}

/** Writes, or removes for null; false when the browser refuses. */
function set(area: Area, key: string, value: string | null): boolean {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const writable = (area: Area) => set(area, PROBE_KEY, "1") && get(area, PROBE_KEY) === "1" && set(area, PROBE_KEY, null);

/** This browser will not keep progress: keep `raw` in this tab's session storage, or failing that in memory. */
function fallBack(raw: string | null) {
  memory = raw;
  status = writable("sessionStorage") && set("sessionStorage", STORAGE_KEY, raw) ? "tab" : "page";
}

let probed = false;

/** Once per page load: finds out whether storage keeps what is written, and if not, where progress goes instead. */
function probe() {
  if (probed) return;
  probed = true;
  const stored = get("localStorage", STORAGE_KEY);
  if (stored === undefined || !writable("localStorage")) fallBack((get("sessionStorage", STORAGE_KEY) ?? null) ?? stored ?? null);
}

/** What this page wrote while it had no schema: it made the value, so it knows it without parsing. */
let written: { raw: string | null; progress: Progress } = { raw: null, progress: EMPTY_PROGRESS };

/**
 * The progress, when it can be known without the schema: nothing in any of
 * our keys (the usual first visit), or only what this page wrote itself.
 * Null when something stored needs parsing, repairing or merging.
 */
function knownWithoutSchema(): Progress | null {
  probe();
  const raw = readRaw();
  const known = raw === null ? EMPTY_PROGRESS : raw === written.raw ? written.progress : null;
  if (known === null || (get("localStorage", BACKUP_KEY) ?? null) !== null) return null;
  if (status === "ok" && (get("sessionStorage", STORAGE_KEY) ?? null) !== null) return null;
  return known;
}

const nothingStored = () => knownWithoutSchema() !== null;

/**
 * Once per page load, with the schema: moves unreadable data aside and merges
 * back the copy an earlier page of this tab had to keep in session storage.
 */
function start(loaded: Schema) {
  probe();
  if (status !== "ok") return;
  repair();
  const tabCopy = get("sessionStorage", STORAGE_KEY) ?? null;
  if (tabCopy !== null) {
    const merged = JSON.stringify(mergeProgress(loaded.parseStored(get("localStorage", STORAGE_KEY) ?? null).progress, loaded.parseStored(tabCopy).progress));
    if (set("localStorage", STORAGE_KEY, merged)) set("sessionStorage", STORAGE_KEY, null);
    else fallBack(merged);
  }
}

/**
 * The slot fetches the schema beside the progress chunk when something is
 * stored and hands it over here, so a returning visitor's progress is read
 * before the leaves first render: no extra round trip, and no moment in
 * which they could show an empty state.
 */
export function provideSchema(loaded: Schema) {
  if (schema) return;
  schema = loaded;
  loading ??= Promise.resolve(loaded);
  start(loaded);
  emit();
}

export function loadSchema(): Promise<Schema> {
  return (loading ??= import("./schema").then((loaded) => {
    provideSchema(loaded);
    return loaded;
  }));
}

function readRaw(): string | null {
  if (status === "page") return memory;
  return get(status === "ok" ? "localStorage" : "sessionStorage", STORAGE_KEY) ?? memory;
}

/**
 * Moves stored data that cannot be (fully) read to BACKUP_KEY and writes back
 * what could be read. If the browser will not take the copy, the original
 * stays where it is, untouched, and this page works from what could be read.
 */
function repair() {
  if (!schema || status !== "ok") return;
  const raw = get("localStorage", STORAGE_KEY);
  if (!raw) return;
  const stored = schema.parseStored(raw);
  if (!stored.corrupt && stored.dropped === 0) return;
  const setAside = schema.addSetAside(schema.parseSetAside(get("localStorage", BACKUP_KEY) ?? null), {
    at: Date.now(),
    text: raw,
    dropped: stored.corrupt ? null : stored.dropped,
  });
  const readable = stored.corrupt ? null : JSON.stringify(stored.progress);
  // Remove first, then copy: on a nearly full storage the copy fits only once the original is gone.
  if (set("localStorage", STORAGE_KEY, null) && set("localStorage", BACKUP_KEY, JSON.stringify(setAside)) && set("localStorage", STORAGE_KEY, readable)) {
    emit();
    return;
  }
  set("localStorage", STORAGE_KEY, raw);
  fallBack(readable);
  emit();
}

let bare: ProgressSnapshot | null = null;

export function getSnapshot(): ProgressSnapshot {
  if (!schema) {
    const known = knownWithoutSchema();
    if (known === null) return SERVER_SNAPSHOT;
    if (bare?.progress !== known || bare.status !== status) bare = Object.freeze({ progress: known, status, ready: true, setAside: null });
    return bare;
  }
  const raw = readRaw();
  const backup = get("localStorage", BACKUP_KEY) ?? null;
  if (raw === cachedRaw && backup === cachedBackup && status === cached.status && cached !== SERVER_SNAPSHOT) return cached;
  const stored = schema.parseStored(raw);
  // Never a write during render: the repair runs right after.
  if (status === "ok" && (stored.corrupt || stored.dropped > 0)) queueMicrotask(repair);
  cachedRaw = raw;
  cachedBackup = backup;
  const setAside = schema.parseSetAside(backup);
  if (setAside && !setAside.told && get("sessionStorage", TOLD_KEY) === "1") setAside.told = true;
  cached = { progress: stored.progress, status, ready: true, setAside };
  return cached;
}

export function getServerSnapshot(): ProgressSnapshot {
  return SERVER_SNAPSHOT;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Another tab wrote (or cleared) our keys: re-read. The event never fires in the tab that wrote. */
function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== BACKUP_KEY && event.key !== null) return;
  if (!schema && !nothingStored()) void loadSchema();
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  if (!nothingStored()) void loadSchema();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Writes the whole value; false when this browser did not keep it (see StoreStatus for where it went). */
function write(next: Progress | null): boolean {
  repair();
  const raw = next === null ? null : JSON.stringify(next);
  if (!schema) written = { raw, progress: next ?? EMPTY_PROGRESS };
  let saved = false;
  if (status === "ok") {
    saved = set("localStorage", STORAGE_KEY, raw);
    if (!saved) fallBack(raw);
  } else {
    memory = raw;
    if (status === "tab" && !set("sessionStorage", STORAGE_KEY, raw)) status = "page";
  }
  emit();
  return saved;
}

/** A change as applied: whether this browser kept it, and the progress it was applied to and produced. */
export type AppliedChange = { saved: boolean; before: Progress; after: Progress };

/** The last change asked for: the next one starts when it has been written. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Applies a change to the stored progress (null: remove it all). When
 * something is stored but the schema is not there yet, the stored value is
 * unknown, so the change waits for it and then applies to the real state: a
 * toggle clicked early still toggles.
 *
 * Changes apply one at a time, in the order they were asked for, each to
 * what the one before it wrote. Otherwise a change waiting for the schema
 * (a reset clicked while the stored data was still being read) could be
 * overtaken by a later one that did not have to wait (an import), and write
 * over it when it finally ran.
 */
function apply(change: (progress: Progress) => Progress | null): Promise<AppliedChange> {
  const run = queue.then(async () => {
    if (!schema && !nothingStored()) await loadSchema();
    const before = getSnapshot().progress;
    const after = change(before);
    return { saved: write(after), before, after: after ?? EMPTY_PROGRESS };
  });
  // A change that failed (its schema chunk did not load) does not hold up the ones after it.
  queue = run.catch(() => undefined);
  return run;
}

const update = async (change: (progress: Progress) => Progress | null) => (await apply(change)).saved;

export const progressActions = {
  toggleRead: (key: string) => update((p) => setRead(p, key, !isRead(p, key))),
  setRead: (key: string, read: boolean) => update((p) => setRead(p, key, read)),
  recordVisit: (page: LastPage, asLast: boolean) => update((p) => recordVisit(p, page, asLast)),
  recordAttempt: (attempt: QuizAttempt) => update((p) => addAttempt(p, attempt)),
  /** Merges a file's progress into what is stored; the result says what it changed (importSummary). */
  importProgress: (incoming: Progress) => apply((p) => mergeProgress(p, incoming)),
  reset: () => update(() => null),
  /** The visitor has been told about the data set aside: do not tell them again. */
  markSetAsideTold: () => {
    const backup = get("localStorage", BACKUP_KEY) ?? null;
    const current = schema?.parseSetAside(backup);
    if (current && !current.told && !set("localStorage", BACKUP_KEY, JSON.stringify({ ...current, told: true }))) {
      set("sessionStorage", TOLD_KEY, "1");
      cachedBackup = undefined;
    }
    emit();
  },
  /** Deletes the data set aside, once the visitor has downloaded it or does not want it. */
  clearSetAside: () => {
    const ok = set("localStorage", BACKUP_KEY, null);
    emit();
    return ok;
  },
};

/** Ask the browser not to evict this site's storage (Safari wipes script storage after 7 days without a visit). */
export function persistStorage() {
  void navigator.storage?.persist?.().catch(() => undefined);
}
