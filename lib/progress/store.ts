/**
 * The one progress store every progress leaf reads, for React's
 * useSyncExternalStore. Reads localStorage lazily and caches the parsed value
 * until the raw string changes (so getSnapshot is stable and cheap); the
 * server snapshot is SERVER_SNAPSHOT (empty, not ready), so the prerendered
 * HTML is the same for everyone and hydration never mismatches.
 *
 * Storage that throws (private mode, disabled, quota exceeded) never breaks a
 * page: the store keeps working in memory for this tab and reports
 * "unavailable"; unreadable stored data reads as empty, reports "corrupt", and
 * is copied to BACKUP_KEY before the first write replaces it.
 *
 * The zod schema loads on first subscribe, in its own chunk, so no page pays
 * for it in its first load; until it is there the snapshot is not ready.
 */
import { addAttempt, mergeProgress, recordVisit, setRead } from "./merge";
import { BACKUP_KEY, EMPTY_PROGRESS, STORAGE_KEY, type LastPage, type Progress, type ProgressSnapshot, type QuizAttempt } from "./types";

export const SERVER_SNAPSHOT: ProgressSnapshot = Object.freeze({ progress: EMPTY_PROGRESS, status: "ok", ready: false }) as ProgressSnapshot;

const listeners = new Set<() => void>();
/** Set once a write failed: from then on this tab's progress lives here. */
let memory: string | null | undefined;
let cachedRaw: string | null | undefined;
let cached: ProgressSnapshot = SERVER_SNAPSHOT;
let readFailed = false;
type Schema = typeof import("./schema");
let schema: Schema | null = null;
let loading: Promise<Schema> | null = null;

export function loadSchema(): Promise<Schema> {
  return (loading ??= import("./schema").then((loaded) => {
    schema = loaded;
    emit();
    return loaded;
  }));
}

function readRaw(): string | null {
  if (memory !== undefined) return memory;
  try {
    readFailed = false;
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    readFailed = true;
    return null;
  }
}

export function getSnapshot(): ProgressSnapshot {
  if (!schema) return SERVER_SNAPSHOT;
  const raw = readRaw();
  if (raw === cachedRaw && cached !== SERVER_SNAPSHOT) return cached;
  const { progress, corrupt } = schema.parseStored(raw);
  cachedRaw = raw;
  cached = { progress, status: memory !== undefined || readFailed ? "unavailable" : corrupt ? "corrupt" : "ok", ready: true };
  return cached;
}

export function getServerSnapshot(): ProgressSnapshot {
  return SERVER_SNAPSHOT;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Another tab wrote (or cleared) our key: re-read. The event never fires in the tab that wrote. */
function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  void loadSchema();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Writes the whole value; false when storage refused it (the value is then kept in memory for this tab). */
function write(next: Progress | null): boolean {
  const raw = next === null ? null : JSON.stringify(next);
  let ok = memory === undefined;
  if (ok) {
    try {
      if (getSnapshot().status === "corrupt") {
        const old = window.localStorage.getItem(STORAGE_KEY);
        if (old !== null) window.localStorage.setItem(BACKUP_KEY, old);
      }
      if (raw === null) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, raw);
    } catch {
      ok = false;
    }
  }
  if (!ok) memory = raw;
  emit();
  return ok;
}

/** Before the schema is there the current value is unknown: the change waits for it (a few ms after load). */
function update(change: (progress: Progress) => Progress): boolean {
  if (!schema) {
    void loadSchema().then(() => write(change(getSnapshot().progress)));
    return true;
  }
  return write(change(getSnapshot().progress));
}

export const progressActions = {
  setRead: (key: string, read: boolean) => update((p) => setRead(p, key, read)),
  recordVisit: (page: LastPage, asLast: boolean) => update((p) => recordVisit(p, page, asLast)),
  recordAttempt: (attempt: QuizAttempt) => update((p) => addAttempt(p, attempt)),
  importProgress: (incoming: Progress) => update((p) => mergeProgress(p, incoming)),
  reset: () => write(null),
};

/** Ask the browser not to evict this site's storage (Safari wipes script storage after 7 days without a visit). */
export function persistStorage() {
  void navigator.storage?.persist?.().catch(() => undefined);
}
