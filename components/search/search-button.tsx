import type { ReactNode } from "react";
import { SearchShortcuts } from "./search-shortcuts";

/**
 * The "Search" link, rendered on the server: without JavaScript it goes to
 * /search; SearchShortcuts (a tiny client leaf, mounted once by SearchButton)
 * upgrades every such link to open the dialog. Its markup lives here so none of
 * it ships in the shared JavaScript.
 */
export function SearchLink({ icon, variant }: { icon: ReactNode; variant: "bar" | "menu" }) {
  if (variant === "menu") {
    // A button, not a link: the phone menu only opens with JavaScript, and its links are exactly the seven nav entries.
    return (
      <button
        type="button"
        data-search-button=""
        className="mb-4 flex h-12 w-full items-center gap-3 rounded-lg border border-border bg-surface-raised px-4 text-base text-muted"
      >
        <span aria-hidden="true">{icon}</span>
        Search
      </button>
    );
  }
  return (
    <a
      href="/search"
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-button=""
      // Phones find it in the menu: the bar has no room for it at 360 px. From 1,024 px the link names itself and shows
      // the shortcut; from 1,280 px, where the seven nav entries share the bar, it keeps only the icon and the shortcut.
      className="hidden h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised px-2.5 text-sm text-muted transition-colors hover:border-primary hover:text-foreground sm:flex lg:w-44 lg:justify-start xl:w-auto xl:gap-1.5 xl:px-1.5"
    >
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <span aria-hidden="true" className="hidden lg:inline xl:hidden">
        Search
      </span>
      <kbd data-search-kbd="" aria-hidden="true" className="ml-auto hidden rounded border border-border bg-surface px-1.5 font-mono text-xs whitespace-nowrap text-muted lg:inline xl:px-1">
        Ctrl K
      </kbd>
    </a>
  );
}

/** The header bar's link plus the shortcuts, mounted once per page. */
export function SearchButton({ icon, inputIcon }: { icon: ReactNode; inputIcon: ReactNode }) {
  return (
    <>
      <SearchLink icon={icon} variant="bar" />
      <SearchShortcuts inputIcon={inputIcon} />
    </>
  );
}
