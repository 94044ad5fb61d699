"use client";

import { useSyncExternalStore } from "react";

/** Fired on window by setQueryParam, so every reader of the address renders again. */
const QUERY_CHANGE = "pmhub:querychange";

/**
 * The address changes under a mounted page in two ways: the page's own
 * setQueryParam (pushState/replaceState fire no event, so it sends one) and
 * the browser's Back and Forward between entries that page pushed
 * (popstate). Plain links elsewhere are full page loads.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

/**
 * One query parameter of the page's address: `""` while React hydrates the
 * prerendered HTML (which was rendered without one), the real value right
 * after, and the new one whenever setQueryParam or Back/Forward changes it.
 *
 * Why not `useSearchParams()`: on a prerendered page it needs a Suspense
 * boundary whose server copy React throws away and renders again in the
 * browser, so a search box replaced that way lost what a visitor typed (and
 * focus) before hydration, and the comic's panel image was created twice.
 * Read this way the prerendered elements hydrate in place (a value typed
 * before hydration stays in the element; the glossary adopts it).
 */
export function useQueryParam(name: string): string {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name) ?? "",
    () => "",
  );
}

/**
 * Puts `value` in the address as ?name= (an empty value removes it) without a
 * navigation, so the page stays the static one it was, and tells every
 * useQueryParam reader. "push" makes a history entry Back returns from
 * (a filter a visitor chose); "replace" rewrites the current one (text as it
 * is typed). Nothing happens when the address would not change.
 */
export function setQueryParam(name: string, value: string, mode: "push" | "replace" = "push"): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  if (url.href === window.location.href) return;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  window.dispatchEvent(new Event(QUERY_CHANGE));
}
