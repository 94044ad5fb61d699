import { afterEach, describe, expect, it, vi } from "vitest";
import { BACKUP_KEY, STORAGE_KEY } from "@/lib/progress/types";

/** A fresh store module per test: it caches what it read. */
async function freshStore() {
  vi.resetModules();
  const store = await import("@/lib/progress/store");
  expect(store.getSnapshot().ready).toBe(false);
  await store.loadSchema();
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("progress store", () => {
  it("starts empty and ready, writes, and returns the same snapshot until the data changes", async () => {
    const store = await freshStore();
    const first = store.getSnapshot();
    expect(first).toMatchObject({ status: "ok", ready: true });
    expect(store.getSnapshot()).toBe(first);
    expect(store.progressActions.setRead("/frameworks/okrs", true)).toBe(true);
    const next = store.getSnapshot();
    expect(next).not.toBe(first);
    expect(next.progress.items["/frameworks/okrs"]?.read).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}").v).toBe(2);
    expect(store.getServerSnapshot().ready).toBe(false);
  });

  it("reports corrupt data, and backs it up before the first write replaces it", async () => {
    localStorage.setItem(STORAGE_KEY, "{oops");
    const store = await freshStore();
    expect(store.getSnapshot().status).toBe("corrupt");
    store.progressActions.setRead("/books/inspired", true);
    expect(localStorage.getItem(BACKUP_KEY)).toBe("{oops");
    expect(store.getSnapshot()).toMatchObject({ status: "ok" });
  });

  it("keeps working in memory when storage refuses writes (quota, private mode)", async () => {
    const store = await freshStore();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(store.progressActions.setRead("/frameworks/okrs", true)).toBe(false);
    const snapshot = store.getSnapshot();
    expect(snapshot.status).toBe("unavailable");
    expect(snapshot.progress.items["/frameworks/okrs"]?.read).toBe(true);
  });

  it("reads as empty when storage itself throws", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const store = await freshStore();
    expect(store.getSnapshot()).toMatchObject({ status: "unavailable", ready: true });
  });

  it("tells subscribers about another tab's change (storage event) and stops after unsubscribe", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
