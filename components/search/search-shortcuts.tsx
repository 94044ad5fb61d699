"use client";

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
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
  // Text typed between the shortcut and the dialog's first render (its code may still be loading on a slow
  // phone or network): null when no dialog is on its way. The dialog takes it as its starting query.
  const typed = useRef<string | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    const open = () => {
      if (!shown.current) typed.current ??= "";
      return load().then(
        (mod) => setDialog(() => mod.SearchDialog),
        // The dialog's code failed to load: the no-JavaScript page still works (a full load, like every link here).
        () => {
          const q = typed.current?.trim();
          window.location.assign(new URL(`/search${q ? `?q=${encodeURIComponent(q)}` : ""}`, window.location.href));
        },
      );
    };
    const onKey = (e: KeyboardEvent) => {
      if (typed.current !== null && !e.ctrlKey && !e.metaKey && !e.altKey && (e.key.length === 1 || e.key === "Backspace")) {
        e.preventDefault();
        typed.current = e.key === "Backspace" ? typed.current.slice(0, -1) : typed.current + e.key;
        return;
      }
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
    // Says the shortcuts are listening (a key pressed before this moment goes nowhere): the e2e tests wait for it.
    const links = document.querySelectorAll<HTMLElement>("[data-search-button]");
    for (const link of links) link.dataset.searchButton = "live";
    return () => {
      for (const [type, fn] of listeners) document.removeEventListener(type, fn);
      for (const link of links) link.dataset.searchButton = "";
    };
  }, []);

  return Dialog ? (
    <Dialog
      inputIcon={inputIcon}
      takeTyped={() => {
        const text = typed.current ?? "";
        typed.current = null;
        shown.current = true;
        return text;
      }}
      onClose={() => {
        shown.current = false;
        setDialog(null);
        // After the modal has left the top layer: while it is open the page behind is inert.
        setTimeout(() => button()?.focus());
      }}
    />
  ) : null;
}
