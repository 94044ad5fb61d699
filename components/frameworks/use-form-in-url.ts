"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Keeps a calculator form's inputs in the page's query string, one readable
 * parameter per input (?baseline=30&mde=2...), so a plan or a result can be
 * bookmarked and shared.
 *
 * The page is prerendered, so the link is read only after hydration: the
 * starting values show first, then the link's values replace them. Any value
 * the form itself can hold is taken as it is (a half-typed one shows its
 * message as if typed); a link with a value the form could never hold (too
 * long, or not one of a choice's options) keeps the starting values and
 * returns a one-line message. After that every change rewrites the query
 * with history.replaceState, leaving out inputs still at their start.
 */
export function useFormInUrl<K extends string>(options: {
  params: Readonly<Record<K, string>>;
  values: Readonly<Record<K, string>>;
  replace: (values: Record<K, string>) => void;
  maxLength: number;
  choices?: Partial<Record<K, readonly string[]>>;
}) {
  const { params, values, replace, maxLength, choices = {} } = options;
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const initial = useRef(values);
  const keys = Object.keys(params) as K[];

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const shared = keys.filter((key) => query.has(params[key]));
    if (shared.length > 0) {
      const next: Record<K, string> = { ...initial.current };
      let readable = true;
      for (const key of shared) {
        const value = query.get(params[key]) ?? "";
        const allowed = (choices as Partial<Record<K, readonly string[]>>)[key];
        if (value.length > maxLength || (allowed && !allowed.includes(value))) readable = false;
        next[key] = value;
      }
      if (readable) replace(next);
      // The URL is outside React and only readable after hydration (the page is prerendered): syncing it in once is this effect's job.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      else setMessage("This link's inputs could not be read (it may be cut short or edited), so the example is shown instead.");
    }
    setReady(true);
    // Once, after hydration: the form the server rendered is the starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = keys.map((key) => `${key}=${values[key]}`).join("&");
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    for (const key of keys) {
      if (values[key] === initial.current[key]) url.searchParams.delete(params[key]);
      else url.searchParams.set(params[key], values[key]);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
    // `query` stands for every value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, query]);

  return { message, clearMessage: () => setMessage(null) };
}
