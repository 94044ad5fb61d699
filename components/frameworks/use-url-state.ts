"use client";

import { useEffect, useRef, useState } from "react";

type Decoded<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Keeps a calculator's state in one query parameter so it can be bookmarked
 * and shared. `encoded` is the current state as the parameter's value.
 *
 * The page is prerendered, so the link is read only after hydration: the
 * example shows first, then a valid shared state replaces it (`apply`). A bad
 * link keeps the example and returns a one-line message. After that every
 * change rewrites the parameter with history.replaceState (no history entry
 * per keystroke); the untouched example needs no parameter. The decoder
 * (with zod) is fetched by `loadDecoder` only when a link carries a state,
 * keeping it out of every visitor's first load.
 */
export function useUrlState<T>(param: string, encoded: string, loadDecoder: () => Promise<(text: string) => Decoded<T>>, apply: (value: T) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const initial = useRef<string | null>(null);

  useEffect(() => {
    initial.current = encoded;
    const shared = new URLSearchParams(window.location.search).get(param);
    if (!shared) {
      // The URL is outside React and only readable after hydration (the page is prerendered): syncing it in once is this effect's job.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setReady(true);
      return;
    }
    let live = true;
    void loadDecoder().then((decode) => {
      if (!live) return;
      const decoded = decode(shared);
      if (decoded.ok) apply(decoded.value);
      else setMessage(decoded.message);
      setReady(true);
    });
    return () => {
      live = false;
    };
    // Once, after hydration: the state the server rendered is the starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (encoded === initial.current) url.searchParams.delete(param);
    else url.searchParams.set(param, encoded);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [ready, encoded, param]);

  return { message, clearMessage: () => setMessage(null) };
}
