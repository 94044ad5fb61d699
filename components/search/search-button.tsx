import type { ReactNode } from "react";
import { SearchShortcuts } from "./search-shortcuts";

/**
 * The header's "Search" link, rendered on the server: without JavaScript it
 * goes to /search; SearchShortcuts (a tiny client leaf) upgrades it to open
 * the dialog and adds Ctrl+K, Cmd+K and "/". Its markup lives here so none of
 * it ships in the shared JavaScript.
 */
export function SearchButton({ icon, inputIcon }: { icon: ReactNode; inputIcon: ReactNode }) {
  return (
    <>
      <a
        href="/search"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        data-search-button=""
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised px-2.5 text-sm text-muted transition-colors hover:border-primary hover:text-foreground lg:w-44 lg:justify-start xl:w-auto 2xl:w-44"
      >
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
        <span aria-hidden="true" className="hidden lg:inline xl:hidden 2xl:inline">
          Search
        </span>
        <kbd data-search-kbd="" aria-hidden="true" className="ml-auto hidden rounded border border-border bg-surface px-1.5 font-sans text-xs text-muted lg:inline">
          Ctrl K
        </kbd>
      </a>
      <SearchShortcuts inputIcon={inputIcon} />
    </>
  );
}
