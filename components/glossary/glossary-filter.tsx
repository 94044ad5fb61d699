"use client";

/**
 * The live glossary search. The list itself is rendered on the server
 * (GlossaryList); this leaf only owns the search box and hides the
 * server-rendered entries that do not match, by their slug ids, hides a
 * letter whose entries are all hidden, disables the A-Z letters without a
 * match and highlights the matched text. It matches on each entry's id, name
 * and definition as read from that list once it is in the page, so the
 * definitions are not sent a second time as props (they were 7.6 KB of the
 * page's RSC payload, which is inlined in its HTML).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icons";
import { useQueryParam } from "@/components/url/use-query-param";
import { filterTerms, matchRanges, termCountLabel } from "@/lib/glossary/glossary";

type GlossaryFilterEntry = { slug: string; term: string; definition: string };

const NO_MATCH_MESSAGE = "No matching terms found. Try a different search.";

type Props = {
  /** How many terms the list holds: the count shown before the list has been read. */
  total: number;
  listId: string;
};

/** Each list element's entries, read once: the list is static markup, so one read stays true. */
const entriesByList = new WeakMap<HTMLElement, readonly GlossaryFilterEntry[]>();

/**
 * The server-rendered list as the filter's data: an external, never-changing
 * store. Null while the list is not in the document (on the server, or during
 * a client render that has not committed it yet: React reads it again after
 * the commit and renders with it).
 */
function listEntries(listId: string): readonly GlossaryFilterEntry[] | null {
  const list = document.getElementById(listId);
  if (!list) return null;
  let entries = entriesByList.get(list);
  if (!entries) {
    entries = Array.from(list.querySelectorAll<HTMLElement>("[data-glossary-term]"), (element) => ({
      slug: element.id,
      term: element.querySelector("dt")?.textContent ?? "",
      // A long definition's <dd> holds its phone gist and then the whole text: match the whole text once.
      definition: (element.querySelector("dd .glossary-full") ?? element.querySelector("dd"))?.textContent ?? "",
    }));
    entriesByList.set(list, entries);
  }
  return entries;
}

const neverChanges = () => () => {};

/**
 * Marks the query in the visible terms' names and definitions with the CSS
 * Custom Highlight API (styled by ::highlight(glossary-match) in
 * globals.css): the server-rendered text is not rewritten, so React's
 * markup stays as hydrated. Where the API is missing, nothing is marked.
 */
function highlightMatches(query: string, visible: ReadonlySet<string>): () => void {
  if (typeof CSS === "undefined" || !("highlights" in CSS) || typeof Highlight === "undefined") return () => {};
  const ranges: Range[] = [];
  for (const slug of visible) {
    for (const node of document.querySelectorAll(`[id="${slug}"] :is(dt a, dd:first-of-type, dd:first-of-type > .glossary-full)`)) {
      const text = node.firstChild;
      if (!(text instanceof Text)) continue;
      for (const [start, end] of matchRanges(text.data, query)) {
        const range = new Range();
        range.setStart(text, start);
        range.setEnd(text, end);
        ranges.push(range);
      }
    }
  }
  CSS.highlights.set("glossary-match", new Highlight(...ranges));
  return () => CSS.highlights.delete("glossary-match");
}

/*
 * The prerendered page is the full list with an empty box; a shared ?q= is
 * applied once the page runs in the browser, until the visitor types.
 */
export function GlossaryFilter({ total, listId }: Props) {
  const inputId = useId();
  const shared = useQueryParam("q");
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? shared;
  const boxRef = useRef<HTMLInputElement>(null);
  const entries = useSyncExternalStore(
    neverChanges,
    () => listEntries(listId),
    () => null,
  );
  const matches = useMemo(() => (entries ? filterTerms(entries, query) : null), [entries, query]);

  // The entries live in server-rendered markup outside React's tree here, so
  // syncing their visibility is an effect on an external system.
  useEffect(() => {
    if (!entries || !matches) return;
    const visible = new Set(matches.map((m) => m.slug));
    for (const entry of entries) {
      const element = document.getElementById(entry.slug);
      if (element) element.hidden = !visible.has(entry.slug);
    }
    // A letter is shown, and its A-Z link enabled (pointing at its first match), only while it has a match.
    const firstMatch = new Map<string, string>();
    for (const m of matches) {
      const letter = m.term.charAt(0).toUpperCase();
      if (!firstMatch.has(letter)) firstMatch.set(letter, m.slug);
    }
    // On a phone the list shows one line of each definition; while searching, the whole of each match's.
    document.getElementById(listId)?.toggleAttribute("data-searching", query.trim() !== "");
    for (const section of document.querySelectorAll<HTMLElement>("[data-glossary-letter]")) {
      section.hidden = !firstMatch.has(section.dataset.glossaryLetter ?? "");
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-letter]")) {
      const target = firstMatch.get(link.dataset.letter ?? "");
      if (target) {
        link.setAttribute("href", `#${target}`);
        link.removeAttribute("aria-disabled");
        link.removeAttribute("tabindex");
      } else {
        // A link without href is not focusable or followable; aria-disabled says why it is greyed.
        link.removeAttribute("href");
        link.setAttribute("aria-disabled", "true");
        link.tabIndex = -1;
      }
    }
    return highlightMatches(query, visible);
  }, [entries, matches, query, listId]);

  // Words typed into the prerendered box before hydration: React keeps them in
  // the element but not in state (so the next render would clear them). Adopt
  // them once, before the first paint of the hydrated page.
  useLayoutEffect(() => {
    const early = boxRef.current?.value ?? "";
    if (early) search(early);
  }, []);

  function search(value: string) {
    setTyped(value);
    // Keep the search shareable without a navigation (the page stays static).
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(null, "", url);
  }

  return (
    <div className="mb-6">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold">
          Search the glossary
        </label>
        <div className="relative max-w-xl">
          <Icon name="search" size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            ref={boxRef}
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="Try “retention” or “sprint”"
            aria-controls={listId}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-border bg-surface-raised py-2 pr-3 pl-10 text-base text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
        </div>
      </form>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-muted">
        {termCountLabel(matches ? matches.length : total)}
      </p>
      {matches?.length === 0 ? (
        <p className="mt-4 rounded-xl border border-border bg-surface p-5 text-foreground">{NO_MATCH_MESSAGE}</p>
      ) : null}
    </div>
  );
}
