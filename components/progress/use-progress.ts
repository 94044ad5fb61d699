"use client";

import { useSyncExternalStore } from "react";
import { getServerSnapshot, getSnapshot, subscribe } from "@/lib/progress/store";
import type { ProgressSnapshot } from "@/lib/progress/types";

/** This browser's progress; the empty, not-ready snapshot on the server and during hydration. */
export function useProgress(): ProgressSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
