// @ts-check
/**
 * The one long-lived child process a script talks to (the Lighthouse worker),
 * restartable without leaking the old one.
 *
 * Why a module of its own: an old child's "exit" event arrives after its
 * replacement has started. Clearing the slot on any exit forgot the new child,
 * so the script's final stop() closed nothing, the child's pipes kept Node's
 * event loop alive, and the performance gate hung after printing its last
 * table until CI's 90-minute limit stopped the whole run.
 */

/**
 * @template {{ stop: () => void, onExit: (listener: () => void) => void }} T
 * @param {() => T} start starts a child; `stop` asks it to end, `onExit` reports that it has
 */
export function workerSlot(start) {
  /** @type {T | null} */
  let current = null;
  /** Every child started and not yet exited, so stopAll() ends even one forgotten by a caller. @type {Set<T>} */
  const alive = new Set();
  return {
    /** The running child, started on first use or after stop(). */
    get() {
      if (current) return current;
      const child = start();
      current = child;
      alive.add(child);
      child.onExit(() => {
        alive.delete(child);
        // Only the child that ended leaves the slot: a replacement stays.
        if (current === child) current = null;
      });
      return child;
    },
    /** Ends the running child (a later get() starts a fresh one). */
    stop() {
      current?.stop();
      current = null;
    },
    /** Ends every child still running. */
    stopAll() {
      for (const child of alive) child.stop();
      current = null;
    },
    /** How many children have not exited yet. */
    get running() {
      return alive.size;
    },
  };
}
