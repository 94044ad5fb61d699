"use client";

import { useEffect, useRef, useState } from "react";
import type { CalculatorDefinition, CalculatorRow } from "@/lib/calculators/definitions";
import { encodeTable } from "@/lib/calculators/url-codec";

/**
 * Keeps a calculator's whole table in the page's query string (?rice=... or
 * ?opportunity=...) so a ranking can be bookmarked and shared.
 *
 * The page is prerendered, so the link is read only after hydration: the
 * example shows first, then a valid shared table replaces it. A bad link
 * keeps the example and returns a one-line message. After that every change
 * rewrites the parameter with history.replaceState (no history entry per
 * keystroke); the untouched example needs no parameter.
 */
export function useTableInUrl(definition: CalculatorDefinition, rows: readonly CalculatorRow[], replace: (rows: CalculatorRow[]) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const initial = useRef<string | null>(null);

  useEffect(() => {
    initial.current = encodeTable(definition, rows);
    const shared = new URLSearchParams(window.location.search).get(definition.param);
    if (!shared) {
      // The URL is outside React and only readable after hydration (the page is prerendered): syncing it in once is this effect's job.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setReady(true);
      return;
    }
    // The decoder (with zod) is fetched only when a link carries a table, keeping it out of every visitor's first load.
    let live = true;
    void import("@/lib/calculators/url-state").then(({ decodeTable }) => {
      if (!live) return;
      const decoded = decodeTable(definition, shared);
      if (decoded.ok) replace(decoded.rows);
      else setMessage(decoded.message);
      setReady(true);
    });
    return () => {
      live = false;
    };
    // Once, after hydration: the table the server rendered is the starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const encoded = encodeTable(definition, rows);
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (encoded === initial.current) url.searchParams.delete(definition.param);
    else url.searchParams.set(definition.param, encoded);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [ready, encoded, definition.param]);

  return { message, clearMessage: () => setMessage(null) };
}
