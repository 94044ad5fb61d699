import { afterEach, describe, expect, it, vi } from "vitest";
import { BACKUP_KEY, STORAGE_KEY } from "@/lib/progress/types";

/** A fresh store module per test, as on a new page load: it caches what it read. */
async function freshStore() {
  vi.resetModules();
  const store = await import("@/lib/progress/store");
  await store.loadSchema();
  return store;
}

const setItem = Storage.prototype.setItem;
/** Makes one storage area refuse writes (as a full or blocked one does) and leaves the other working. */
function refuseWrites(area: "local" | "both") {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
    if (area === "both" || this === window.localStorage) throw new DOMException("full", "QuotaExceededError");
    setItem.call(this, key, value);
  });
}

const good = { v: 2, items: { "/frameworks/okrs": { read: true, at: 1 } }, visited: {}, last: null, quiz: [] };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("progress store", () => {
  it("with nothing stored, is ready and empty and takes a write without ever loading the schema (zod)", async () => {
    vi.resetModules();
    let schemaLoads = 0;
    vi.doMock("@/lib/progress/schema", async (importOriginal) => {
      schemaLoads++;
      return importOriginal();
    });
    const store = await import("@/lib/progress/store");
    const unsubscribe = store.subscribe(() => {});
    expect(store.getSnapshot()).toMatchObject({ status: "ok", ready: true, setAside: null });
    expect(store.getSnapshot().progress.items).toEqual({});
    expect(await store.progressActions.setRead("/frameworks/okrs", true)).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}").items["/frameworks/okrs"].read).toBe(true);
    // What it wrote itself it knows without parsing: still ready, with the mark, and a second change applies to it.
    expect(store.getSnapshot()).toMatchObject({ ready: true, progress: { items: { "/frameworks/okrs": { read: true } } } });
    expect(await store.progressActions.toggleRead("/frameworks/rice")).toBe(true);
    expect(Object.keys(store.getSnapshot().progress.items).sort()).toEqual(["/frameworks/okrs", "/frameworks/rice"]);
    unsubscribe();
    expect(schemaLoads).toBe(0);
    vi.doUnmock("@/lib/progress/schema");
  });

  it("with progress stored, is not ready until the schema has read it, and then shows it", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(good));
    vi.resetModules();
    const store = await import("@/lib/progress/store");
    expect(store.getSnapshot().ready).toBe(false);
    await store.loadSchema();
    expect(store.getSnapshot()).toMatchObject({ ready: true, status: "ok" });
    expect(store.getSnapshot().progress.items["/frameworks/okrs"]?.read).toBe(true);
  });

  it("starts empty and ready, writes, and returns the same snapshot until the data changes", async () => {
    const store = await freshStore();
    const first = store.getSnapshot();
    expect(first).toMatchObject({ status: "ok", ready: true, setAside: null });
    expect(store.getSnapshot()).toBe(first);
    expect(await store.progressActions.setRead("/frameworks/okrs", true)).toBe(true);
    const next = store.getSnapshot();
    expect(next).not.toBe(first);
    expect(next.progress.items["/frameworks/okrs"]?.read).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}").v).toBe(2);
    expect(store.getServerSnapshot().ready).toBe(false);
  });

  it("toggles against the stored state, even when asked before the stored data was read", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(good));
    vi.resetModules();
    const store = await import("@/lib/progress/store");
    expect(store.getSnapshot().ready).toBe(false);
    // The page still shows nothing read: a "mark" here would set read, a toggle unmarks.
    await store.progressActions.toggleRead("/frameworks/okrs");
    expect(store.getSnapshot().progress.items["/frameworks/okrs"]?.read).toBe(false);
  });

  it("applies changes in the order asked for: an import after a reset that waits for the stored data is not undone by it", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(good));
    vi.resetModules();
    const store = await import("@/lib/progress/store");
    // The reset has to read what is stored first (the schema is still on its way)...
    const reset = store.progressActions.reset();
    // ...and meanwhile another piece of the page hands the schema over, so the import needs no wait.
    store.provideSchema(await import("@/lib/progress/schema"));
    const file = { v: 2 as const, items: { "/frameworks/kano-model": { read: true, at: 5 } }, visited: {}, last: null, quiz: [] };
    const imported = store.progressActions.importProgress(file);
    expect(await reset).toBe(true);
    const applied = await imported;
    // The import applied to the reset's result, and is what stays.
    expect(applied.before.items).toEqual({});
    expect(applied.after).toEqual(file);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null")).toEqual(file);
    expect(store.getSnapshot().progress).toEqual(file);
  });

  it("moves unreadable data aside as soon as it is read, before anything is written, and keeps it until cleared", async () => {
    localStorage.setItem(STORAGE_KEY, "{oops");
    const store = await freshStore();
    const snapshot = store.getSnapshot();
    expect(snapshot.progress.items).toEqual({});
    expect(snapshot.setAside).toMatchObject({ told: false, kept: [{ text: "{oops", dropped: null }] });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    store.progressActions.markSetAsideTold();
    expect(store.getSnapshot().setAside?.told).toBe(true);
    expect(await store.progressActions.setRead("/books/inspired", true)).toBe(true);
    expect(store.getSnapshot().progress.items["/books/inspired"]?.read).toBe(true);
    // Later writes and later page loads leave it where it is, told.
    const next = await freshStore();
    expect(next.getSnapshot().setAside).toMatchObject({ told: true, kept: [{ text: "{oops" }] });
    expect(next.progressActions.clearSetAside()).toBe(true);
    expect(next.getSnapshot().setAside).toBeNull();
    expect(localStorage.getItem(BACKUP_KEY)).toBeNull();
  });

  it("remembers that the visitor was told for the tab when storage will not take it, so the notice is not repeated", async () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ told: false, kept: [{ at: 1, text: "{oops", dropped: null }] }));
    refuseWrites("local");
    const store = await freshStore();
    expect(store.getSnapshot().setAside?.told).toBe(false);
    store.progressActions.markSetAsideTold();
    expect(store.getSnapshot().setAside?.told).toBe(true);
    expect((await freshStore()).getSnapshot().setAside?.told).toBe(true);
  });

  it("keeps every readable entry of partly damaged data and sets the original aside", async () => {
    const damaged = JSON.stringify({ ...good, items: { ...good.items, "/bad": { read: "yes", at: 1 } } });
    localStorage.setItem(STORAGE_KEY, damaged);
    const store = await freshStore();
    expect(store.getSnapshot().progress.items).toEqual(good.items);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual(good);
    expect(store.getSnapshot().setAside?.kept).toEqual([{ at: expect.any(Number), text: damaged, dropped: 1 }]);
  });

  it("leaves unreadable data untouched when there is no room to set it aside", async () => {
    localStorage.setItem(STORAGE_KEY, "{oops");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === window.localStorage && key === BACKUP_KEY) throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });
    const store = await freshStore();
    expect(localStorage.getItem(STORAGE_KEY)).toBe("{oops");
    // This page works from what could be read (nothing), in the tab's storage, and says so.
    expect(store.getSnapshot()).toMatchObject({ status: "tab", setAside: null });
    await store.progressActions.setRead("/books/inspired", true);
    expect(localStorage.getItem(STORAGE_KEY)).toBe("{oops");
  });

  it("keeps progress in the tab's session storage when this browser refuses to store it, across page loads", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(good));
    refuseWrites("local");
    const store = await freshStore();
    expect(store.getSnapshot()).toMatchObject({ status: "tab", ready: true });
    expect(await store.progressActions.setRead("/books/inspired", true)).toBe(false);
    expect(store.getSnapshot().progress.items["/books/inspired"]?.read).toBe(true);

    // The next page of the tab still has it, and the stored progress was not lost either.
    const nextPage = await freshStore();
    expect(nextPage.getSnapshot().status).toBe("tab");
    expect(Object.keys(nextPage.getSnapshot().progress.items).sort()).toEqual(["/books/inspired", "/frameworks/okrs"]);

    // Once storage takes writes again, the tab's copy is merged back into it.
    vi.restoreAllMocks();
    const later = await freshStore();
    expect(later.getSnapshot().status).toBe("ok");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).items["/books/inspired"]).toMatchObject({ read: true });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("works for this page only when no storage takes writes", async () => {
    refuseWrites("both");
    const store = await freshStore();
    expect(store.getSnapshot().status).toBe("page");
    expect(await store.progressActions.setRead("/frameworks/okrs", true)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ status: "page", progress: { items: { "/frameworks/okrs": { read: true } } } });
  });

  it("reads as empty, for this page only, when storage itself throws", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const store = await freshStore();
    expect(store.getSnapshot()).toMatchObject({ status: "page", ready: true });
  });

  it("tells subscribers about another tab's change (storage event) and stops after unsubscribe", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: BACKUP_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
