"use client";

import { useEffect } from "react";
import { flushSync } from "react-dom";
import { replayEntry, takeEarlyInput } from "@/lib/early-input/replay";

/**
 * Called once by a page's interactive leaf: the page is live. Whatever the
 * visitor pressed or typed before (kept by the page's <EarlyInput> script) is
 * replayed, oldest first, through the leaf's own handlers.
 *
 * In a task of its own after hydration, so the leaf's listeners (attached in
 * its effects) are in place; everything is replayed in that one task, so no
 * new input can land between two replayed ones. Each replay is flushed before
 * the next: the second key press of two answers the question the first one
 * moved to, as it would have live.
 */
export function useEarlyInput() {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const entry of takeEarlyInput()) flushSync(() => replayEntry(entry));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
