"use client";

/**
 * The only progress code in a content page's first load: a placeholder the
 * server renders (same size as what replaces it, so nothing shifts), swapped
 * after hydration for the real leaf from one lazily loaded chunk. Server HTML
 * is identical for every visitor, and hydration never sees stored progress.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import type { LeafProps } from "./leaf-types";

const ProgressLeaf = lazy(() => import("./progress-leaf"));

const noSubscribe = () => () => {};

export function ProgressSlot({ fallback = null, ...props }: LeafProps & { fallback?: ReactNode }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  if (!hydrated) return fallback;
  const key = props.kind === "mark" ? props.itemKey : null;
  return (
    <Suspense
      fallback={
        key === null ? (
          fallback
        ) : (
          // A click on "Mark as read" while its code is still loading is not lost: it toggles once the stored state is known.
          <span className="contents" onClick={() => void import("./progress-leaf").then((leaf) => leaf.toggleRead(key))}>
            {fallback}
          </span>
        )
      }
    >
      <ProgressLeaf {...(props as LeafProps)} />
    </Suspense>
  );
}
