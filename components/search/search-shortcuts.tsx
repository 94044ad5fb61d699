"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { SearchDialogProps } from "./search-dialog";

/** Loads the dialog's code (which starts the index download) once, on first hover, focus or open. */
let dialogModule: Promise<typeof import("./search-dialog")> | undefined;
const load = () =>
  (dialogModule ??= import("./search-dialog").then((mod) => {
    mod.preloadIndex().catch(() => {});
    return mod;
  }));

/** The visible search link (the bar's on wide screens, the menu's on phones). */
const button = () => [...document.querySelectorAll<HTMLElement>("[data-search-button]")].find((a) => a.offsetParent !== null);

/**
 * The only search code in the first load: listeners that open the dialog from
 * the header link, Ctrl+K, Cmd+K and "/" (not while typing in a field), and
 * put focus back on the link when it closes. Kept tiny on purpose (budget).
 */
export function SearchShortcuts({ inputIcon }: { inputIcon: ReactNode }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);

  useEffect(() => {
    const open = () =>
      load().then(
        (mod) => setDialog(() => mod.SearchDialog),
        // The dialog's code failed to load: the no-JavaScript page still works (a full load, like every link here).
        () => window.location.assign(new URL("/search", window.location.href)),
      );
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      const typing = t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);
      if ((e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey) || (e.key === "/" && !typing && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        void open();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !(e.target as Element).closest?.("[data-search-button]")) return;
      e.preventDefault();
      void open();
    };
    // Hover or focus on a search link starts loading the dialog, so it is ready by the click.
    const warm = (e: Event) => (e.target as Element).closest?.("[data-search-button]") && void load();
    const kbd = document.querySelector("[data-search-kbd]");
    // The kbd is set in the system's monospace font, which has the Command sign (the site's Latin subset does not).
    if (kbd && /Mac|iP/.test(navigator.platform)) kbd.textContent = "\u2318K";
    const listeners = [
      ["keydown", onKey],
      ["click", onClick],
      ["pointerover", warm],
      ["focusin", warm],
    ] as [string, EventListener][];
    for (const [type, fn] of listeners) document.addEventListener(type, fn);
    return () => {
      for (const [type, fn] of listeners) document.removeEventListener(type, fn);
    };
  }, []);

  return Dialog ? (
    <Dialog
      inputIcon={inputIcon}
      onClose={() => {
        setDialog(null);
        // After the modal has left the top layer: while it is open the page behind is inert.
        setTimeout(() => button()?.focus());
      }}
    />
  ) : null;
}
