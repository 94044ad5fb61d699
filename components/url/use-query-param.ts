"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * One query parameter of the address the page was opened with: `""` while
 * React hydrates the prerendered HTML (which was rendered without one), the
 * real value right after.
 *
 * Why not `useSearchParams()`: on a prerendered page it needs a Suspense
 * boundary whose server copy React throws away and renders again in the
 * browser, so a search box replaced that way lost what a visitor typed (and
 * focus) before hydration, and the comic's panel image was created twice.
 * Read this way the prerendered elements hydrate in place (a value typed
 * before hydration stays in the element; the glossary adopts it). The site uses
 * plain links (full page loads), so the address cannot change under a
 * mounted page except through the page's own `history.replaceState`, which
 * the caller already knows about: nothing to subscribe to.
 */
export function useQueryParam(name: string): string {
  return useSyncExternalStore(
    noop,
    () => new URLSearchParams(window.location.search).get(name) ?? "",
    () => "",
  );
}
