"use client";

/**
 * The only progress code in a content page's first load: a placeholder the
 * server renders (same size as what replaces it, so nothing shifts), swapped
 * for the real leaf from one lazily loaded chunk once the page is idle.
 * Server HTML is identical for every visitor, and hydration never sees
 * stored progress.
 *
 * The swap waits for the browser's first idle moment after load and runs as
 * a transition, every slot of the page in the same one: a phone finishes
 * hydrating and painting first, and the leaf's render is time-sliced instead
 * of forcing a synchronous re-render of each slot straight after hydration.
 */
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { BACKUP_KEY, STORAGE_KEY } from "@/lib/progress/storage-keys";
import type { LeafProps } from "./leaf-types";

/** Anything in our keys? Only then is the schema (zod, the largest piece) worth fetching. Kept tiny: this module is in every first load. */
function somethingStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null || localStorage.getItem(BACKUP_KEY) !== null || sessionStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

// Where progress is stored, the schema comes in parallel with the leaf chunk, so it is read before the first leaf renders.
const ProgressLeaf = lazy(() =>
  somethingStored()
    ? Promise.all([import("./progress-leaf"), import("@/lib/progress/schema")]).then(([leaf, schema]) => {
        leaf.provideSchema(schema);
        return leaf;
      })
    : import("./progress-leaf"),
);

let idle: Promise<void> | undefined;

/** Resolves once per page view, at the first idle moment after the load event (or 2 s later at most). */
function afterLoadIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
  return idle;
}

export function ProgressSlot({ fallback = null, ...props }: LeafProps & { fallback?: ReactNode }) {
  const [live, setLive] = useState(false);

  useEffect(() => {
    let mounted = true;
    void afterLoadIdle().then(() => {
      if (mounted) startTransition(() => setLive(true));
    });
    return () => {
      mounted = false;
    };
  }, []);

  const key = props.kind === "mark" ? props.itemKey : null;
  // A click on "Mark as read" before its code has loaded is not lost: it toggles once the stored
  // state is known, and the slot goes live at once to show it.
  const onEarlyClick = (itemKey: string) => {
    void import("./progress-leaf").then((leaf) => leaf.toggleRead(itemKey));
    startTransition(() => setLive(true));
  };
  const pending =
    key === null ? (
      fallback
    ) : (
      <span className="contents" onClick={() => onEarlyClick(key)}>
        {fallback}
      </span>
    );
  if (!live) return pending;
  return (
    <Suspense fallback={pending}>
      <ProgressLeaf {...(props as LeafProps)} />
    </Suspense>
  );
}
