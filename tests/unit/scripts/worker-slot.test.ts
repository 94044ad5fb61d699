/**
 * The Lighthouse worker slot: a retried measurement starts a fresh worker, and
 * the old worker's late exit must not make the script forget the new one (the
 * performance gate then never ended and CI hit its time limit).
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { workerSlot } from "../../../scripts/worker-slot.mjs";

function fakeChild(name: string) {
  const listeners: (() => void)[] = [];
  const child = {
    name,
    stopped: false,
    stop() {
      child.stopped = true;
    },
    onExit(listener: () => void) {
      listeners.push(listener);
    },
    exit() {
      for (const l of listeners) l();
    },
  };
  return child;
}

describe("workerSlot", () => {
  it("keeps the replacement when the old worker exits late, and stops it at the end", () => {
    const started: ReturnType<typeof fakeChild>[] = [];
    const slot = workerSlot(() => {
      const c = fakeChild(`worker ${started.length + 1}`);
      started.push(c);
      return c;
    });
    const first = slot.get();
    slot.stop(); // a failed measurement: try again in a fresh Chrome
    const second = slot.get();
    first.exit(); // the first worker's exit arrives only now
    expect(slot.get()).toBe(second);
    slot.stop();
    expect(second.stopped).toBe(true);
    expect(started).toHaveLength(2);
  });

  it("reuses one worker across runs and starts a new one after it exits", () => {
    let count = 0;
    const slot = workerSlot(() => (count++, fakeChild(String(count))));
    const a = slot.get();
    expect(slot.get()).toBe(a);
    a.exit();
    expect(slot.get()).not.toBe(a);
    expect(count).toBe(2);
  });

  it("stopAll ends every worker that has not exited, even one no longer in the slot", () => {
    const all: ReturnType<typeof fakeChild>[] = [];
    const slot = workerSlot(() => {
      const c = fakeChild(String(all.length));
      all.push(c);
      return c;
    });
    slot.get();
    slot.stop();
    slot.get();
    expect(slot.running).toBe(2);
    slot.stopAll();
    expect(all.every((c) => c.stopped)).toBe(true);
  });
});
