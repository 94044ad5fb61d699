"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { SearchDialogProps } from "./search-dialog";

type DialogModule = typeof import("./search-dialog");

/** Starts loading the dialog's code (and, through it, the index) once. */
let dialogModule: Promise<DialogModule> | undefined;
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import("./search-dialog").then((mod) => {
    mod.preloadIndex();
    return mod;
  });
  return dialogModule;
}

/** Focus is in a place where "/" is typing, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The header's "Search" link: /search without JavaScript; with it, it opens
 * the search dialog, as do Ctrl+K, Cmd+K and "/". The dialog's code and the
 * index load on first hover, focus or open, never with the page.
 */
export function SearchButton({ icon, inputIcon }: { icon: ReactNode; inputIcon: ReactNode }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);

  const openDialog = useCallback(() => {
    setOpen(true);
    void loadDialog().then(
      (mod) => setDialog(() => mod.SearchDialog),
      () => window.location.assign("/search"),
    );
  }, []);

  useEffect(() => {
    // The hint follows the platform; set after hydration so server and client HTML agree.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      const k = event.key.toLowerCase();
      if (k === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        openDialog();
      } else if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        openDialog();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openDialog]);

  const close = useCallback(() => {
    setOpen(false);
    linkRef.current?.focus();
  }, []);

  return (
    <>
      <a
        ref={linkRef}
        href="/search"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button=""
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openDialog();
        }}
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised px-2.5 text-sm text-muted transition-colors hover:border-primary hover:text-foreground lg:w-44 lg:justify-start"
      >
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
        <span aria-hidden="true" className="hidden lg:inline">
          Search
        </span>
        <kbd aria-hidden="true" className="ml-auto hidden rounded border border-border bg-surface px-1.5 font-sans text-xs text-muted lg:inline">
          {mac ? "⌘K" : "Ctrl K"}
        </kbd>
      </a>
      {open && Dialog ? <Dialog onClose={close} inputIcon={inputIcon} /> : null}
    </>
  );
}
