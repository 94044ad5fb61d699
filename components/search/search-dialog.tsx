"use client";

import type MiniSearch from "minisearch";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { loadIndex, searchIndex, suggestionLabel, SUGGESTIONS, type SearchHit } from "@/lib/search/engine";
import type { SearchRecord } from "@/lib/search/records";
import { Highlighted } from "./highlighted";

export type SearchDialogProps = {
  onClose: () => void;
  inputIcon: ReactNode;
  /** What was typed after the shortcut while this dialog's code loaded; called once, on open. */
  takeTyped?: () => string;
};

type IndexState = { status: "loading" } | { status: "ready"; index: MiniSearch<SearchRecord> } | { status: "error" };

/** Fetched once per page load, on first hover, focus or open of the search button. */
let indexPromise: Promise<MiniSearch<SearchRecord>> | undefined;
export function preloadIndex(): Promise<MiniSearch<SearchRecord>> {
  indexPromise ??= fetch("/search-index.json")
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadIndex);
  // A failed load may be retried on the next open (the network may be back).
  indexPromise.catch(() => {
    indexPromise = undefined;
  });
  return indexPromise;
}

/**
 * The search palette: a modal <dialog> (the browser traps focus and closes it
 * on Escape) holding a combobox whose listbox shows results best match first,
 * each labelled with its kind, in the same order as /search. Up/Down move the
 * active option, Enter opens it, Escape closes.
 */
export function SearchDialog({ onClose, inputIcon, takeTyped }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<IndexState>({ status: "loading" });
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const titleId = `${baseId}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Read once from the opener's buffer (an outside store), in the same effect that focuses the box, so no key is lost between the two.
    const typed = takeTyped?.();
    if (typed) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setQuery(typed);
      // The box also gets the text now, not at the next render: a key pressed in between lands in the box, and its
      // change event must carry the buffered text with it, or it would replace that text.
      if (inputRef.current) inputRef.current.value = typed;
    }
    inputRef.current?.focus();
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    // The page stops scrolling behind the dialog; on wide screens its scrollbar's width stays reserved, so nothing moves.
    if (window.matchMedia?.("(min-width: 64rem)").matches) root.style.scrollbarGutter = "stable";
    root.style.overflow = "hidden";
    let alive = true;
    preloadIndex().then(
      (index) => alive && setState({ status: "ready", index }),
      () => alive && setState({ status: "error" }),
    );
    return () => {
      alive = false;
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
    // Once, on open: takeTyped empties the buffer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ordered: SearchHit[] = useMemo(
    () => (state.status === "ready" && query.trim() ? searchIndex(state.index, query) : []),
    [state, query],
  );
  const activeHit = ordered[Math.min(active, ordered.length - 1)];
  const optionId = (hit: SearchHit) => `${baseId}-o-${ordered.indexOf(hit)}`;

  useEffect(() => {
    if (!activeHit) return;
    document.getElementById(optionId(activeHit))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeHit]);

  const go = (hit: Pick<SearchHit, "url">) => {
    onClose();
    window.location.assign(hit.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!ordered.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (Math.min(i, ordered.length - 1) + step + ordered.length) % ordered.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeHit) go(activeHit);
      // A full page load on purpose: the site uses plain links, not the client router.
      else if (query.trim()) go({ url: searchPage });
    } else if (event.key === "Home" && event.ctrlKey) {
      setActive(0);
    }
  };

  const trimmed = query.trim();
  const searchPage = `/search${trimmed ? `?q=${encodeURIComponent(trimmed)}` : ""}`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Handled here too: in a search field Chrome spends the first Escape on clearing the text.
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === dialogRef.current) onClose();
      }}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/55 backdrop:backdrop-blur-[2px]"
    >
      <div className="mx-auto mt-3 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised text-foreground shadow-2xl sm:mt-[12vh] sm:max-h-[76vh]">
        <h2 id={titleId} className="sr-only">
          Search the site
        </h2>
        <div className="flex items-center gap-3 border-b border-border px-4">
          <span aria-hidden="true" className="shrink-0 text-muted">
            {inputIcon}
          </span>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search the site"
            aria-expanded={ordered.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search frameworks, topics, terms…"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-md border border-border px-2 py-1 text-xs font-medium text-muted hover:text-foreground"
          >
            Esc<span className="sr-only"> (close search)</span>
          </button>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <div id={listId} role="listbox" aria-label="Search results" className={ordered.length ? "p-2" : "hidden"}>
            {ordered.map((hit) => {
              const isActive = hit === activeHit;
              return (
                <a
                  key={hit.id}
                  id={optionId(hit)}
                  role="option"
                  aria-selected={isActive}
                  href={hit.url}
                  onMouseMove={() => setActive(ordered.indexOf(hit))}
                  onClick={(event) => {
                    event.preventDefault();
                    go(hit);
                  }}
                  className={`block rounded-lg border-l-2 px-3 py-2 ${isActive ? "border-primary bg-primary/10" : "border-transparent"}`}
                >
                  <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{hit.kind}</span>
                  <span className="block text-sm font-semibold text-foreground">
                    {hit.page !== hit.title ? <span className="font-normal text-muted">{hit.page} › </span> : null}
                    <Highlighted parts={hit.titleParts} />
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-sm leading-snug text-muted">
                    <Highlighted parts={hit.snippet} />
                  </span>
                </a>
              );
            })}
          </div>

          <div aria-live="polite" className="text-sm">
            {state.status === "error" ? (
              <p className="px-4 py-5 text-muted">
                Search couldn&apos;t load here. <a className="font-semibold text-primary underline underline-offset-4" href={searchPage}>Try the search page</a>
              </p>
            ) : state.status === "loading" && trimmed ? (
              <p className="px-4 py-5 text-muted">Loading search…</p>
            ) : state.status === "ready" && trimmed && ordered.length === 0 ? (
              <div className="px-4 py-6">
                <p className="font-semibold text-foreground">No results for &lsquo;{trimmed}&rsquo;</p>
                <p className="mt-2 text-muted">Try one of these:</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {SUGGESTIONS.map((s) => (
                    <li key={s}>
                      <button
                        type="button"
                        onClick={() => {
                          setQuery(s);
                          inputRef.current?.focus();
                        }}
                        className="rounded-full border border-border px-3 py-1 text-sm text-foreground hover:border-primary"
                      >
                        {suggestionLabel(s)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : !trimmed ? (
              <p className="px-4 py-5 text-muted">Type to search frameworks, Product Mastery topics, glossary terms, templates, quiz answers, books and the comic.</p>
            ) : null}
          </div>
        </div>

        <div className="hidden items-center gap-4 border-t border-border px-4 py-2 text-xs text-muted sm:flex">
          <span><kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to move</span>
          <span><kbd className="font-sans font-semibold">Enter</kbd> to open</span>
          <span><kbd className="font-sans font-semibold">Esc</kbd> to close</span>
          <a href={searchPage} className="ml-auto text-primary underline-offset-4 hover:underline">All results</a>
        </div>
      </div>
    </dialog>
  );
}
