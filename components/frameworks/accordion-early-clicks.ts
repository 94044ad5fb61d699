/**
 * A tap on an explainer's section heading before the accordion's code has
 * arrived (it is its own chunk) would be lost: React cannot hydrate that part
 * yet, so it stops the click and drops it. This keeps it. A capture listener
 * on the window, ahead of React's own on the document, notes which section
 * was tapped (toggling, as the accordion would), keeps React from seeing the
 * click, and starts the download; the accordion applies it once it runs.
 * Installed by the accordion's wrapper module, which is in the page's first
 * load; idle once the accordion is live.
 */

/** The accordion root's marker in the server HTML (framework-accordion-radix.tsx). */
export const EARLY_ROOT_ATTRIBUTE = "data-explainer-accordion";

let live = false;
/** The section the visitor opened before the accordion ran ("" to close them all), or null. */
let pending: string | null = null;

export function captureEarlyClicks(load: () => void) {
  if (typeof window === "undefined") return;
  window.addEventListener(
    "click",
    (event) => {
      if (live) return;
      // A section's toggle: the button in the heading that opens each item (not a button inside its body).
      const trigger = (event.target as Element | null)?.closest?.("button");
      const item = trigger?.closest(`[${EARLY_ROOT_ATTRIBUTE}] > [id]`);
      const heading = trigger?.parentElement;
      if (!trigger || !item || heading?.tagName !== "H2" || heading.parentElement !== item) return;
      const open = pending ?? item.parentElement?.querySelector(":scope > [data-state='open']")?.id ?? "";
      pending = open === item.id ? "" : item.id;
      event.stopPropagation();
      load();
    },
    { capture: true },
  );
}

/** Called by the accordion once it is live: from then on clicks reach it; returns the section tapped before, if any. */
export function takeEarlyClick(): string | null {
  live = true;
  const value = pending;
  pending = null;
  return value;
}
