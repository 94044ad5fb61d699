import type { ReactNode } from "react";
import { SearchShortcuts } from "./search-shortcuts";

/**
 * The header's "Search" link, rendered on the server: without JavaScript it
 * goes to /search; SearchShortcuts (a tiny client leaf, mounted once by
 * SearchButton) upgrades it to open the dialog. Its markup lives here so none
 * of it ships in the shared JavaScript.
 *
 * One control at every width, named "Search" by its own text: a 44 px icon
 * button on phones and tablets (the word is there for screen readers only),
 * the word from 1,024 px, and the shortcut hint beside it while the bar has
 * room for it (1,024-1,279 px, before the seven nav entries join the bar;
 * the bar is never wider than 1,280 px). The hint sits over the
 * button's end but outside the link (aria-keyshortcuts tells assistive
 * technology), so the link's visible text and its name are the same word,
 * the one a speech-input user says.
 */
export function SearchLink({ icon }: { icon: ReactNode }) {
  return (
    <span className="relative flex shrink-0">
      <a
        href="/search"
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button=""
        // On /search itself it wears the nav's current-page look (the page marks itself with data-search-page; CSS alone, so the shared header reads nothing per request).
        className="flex size-11 items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised text-sm text-muted transition-colors hover:border-primary hover:text-foreground [body:has([data-search-page])_&]:border-primary [body:has([data-search-page])_&]:bg-accent [body:has([data-search-page])_&]:text-accent-foreground lg:h-10 lg:w-auto lg:min-w-44 lg:justify-start lg:pr-[4.5rem] lg:pl-2.5 xl:min-w-0 xl:gap-1.5 xl:px-2.5"
      >
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
        <span className="sr-only lg:not-sr-only">Search</span>
      </a>
      <kbd
        data-search-kbd=""
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-border bg-surface px-1.5 font-mono text-xs whitespace-nowrap text-muted lg:inline xl:hidden"
      >
        Ctrl K
      </kbd>
    </span>
  );
}

/** The header bar's link plus the shortcuts, mounted once per page. */
export function SearchButton({ icon, inputIcon }: { icon: ReactNode; inputIcon: ReactNode }) {
  return (
    <>
      <SearchLink icon={icon} />
      <SearchShortcuts inputIcon={inputIcon} />
    </>
  );
}
