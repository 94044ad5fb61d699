"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * The copyright year. Pages are prerendered, so the HTML carries the build
 * year; after hydration the visitor's clock decides, which keeps the footer
 * right on January 1st without a rebuild.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(noop, () => new Date().getFullYear(), () => buildYear);
  return <>{year}</>;
}
