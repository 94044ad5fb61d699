"use client";

/**
 * The category chips on /frameworks and the line saying how many frameworks
 * they leave. The sections and their cards are rendered on the server, every
 * one of them; this leaf only reads ?category= (components/url), hides the
 * sections of the other categories by their data-framework-category (a
 * category is a section, so no section is ever left empty and headed) and
 * marks the chosen chip. The chips are links to ?category=<slug>, so without
 * JavaScript a click still reaches that address; with it a click changes the
 * address in place (a history entry, so Back returns to the previous choice).
 * A direct visit is filtered before the first paint by the page's inline
 * script (lib/frameworks/categories.ts), which sets the same attributes.
 */
import { useLayoutEffect, type MouseEvent } from "react";
import { setQueryParam, useQueryParam } from "@/components/url/use-query-param";
import { CATEGORY_PARAM, categoryFromParam, categoryHref, shownCount, shownFrameworksLabel, type FrameworkCategory } from "@/lib/frameworks/category-filter";

type Props = {
  categories: readonly FrameworkCategory[];
  total: number;
  /** The page's path, for the chips' links. */
  path: string;
  /** The element holding the sections ([data-framework-category]). */
  listId: string;
  /** The chips' nav element (the inline script finds the chips by it). */
  navId: string;
};

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function FrameworkFilter({ categories, total, path, listId, navId }: Props) {
  const selected = categoryFromParam(useQueryParam(CATEGORY_PARAM), categories);

  // The sections live in server-rendered markup outside this leaf: showing and hiding them is an effect on that
  // markup, before the paint, so the chips and the cards never disagree on screen. It reads the address itself,
  // not `selected`: the hydration render sees no parameter (the prerendered HTML had none), and applying that
  // would show every section for a frame between the inline script's filter and the real value's render.
  useLayoutEffect(() => {
    const current = categoryFromParam(new URLSearchParams(window.location.search).get(CATEGORY_PARAM) ?? "", categories);
    for (const section of document.querySelectorAll<HTMLElement>(`[id="${listId}"] [data-framework-category]`)) {
      section.hidden = current !== null && section.dataset.frameworkCategory !== current;
    }
  }, [selected, categories, listId]);

  function choose(event: MouseEvent<HTMLAnchorElement>, slug: string | null) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setQueryParam(CATEGORY_PARAM, slug ?? "", "push");
  }

  const chips = [{ slug: null, title: "All", count: total }, ...categories];
  return (
    <div className="mt-5">
      <nav id={navId} aria-label="Filter frameworks by category">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.slug ?? "all"}>
              <a
                href={categoryHref(path, chip.slug)}
                data-category={chip.slug ?? ""}
                aria-current={chip.slug === selected ? "true" : undefined}
                // The page's inline script may mark the chosen chip before hydration (the same value React renders next).
                suppressHydrationWarning
                onClick={(event) => choose(event, chip.slug)}
                className="category-chip"
              >
                {/* Named "Strategy 4": the space keeps the count a word of its own for a screen reader. */}
                {chip.title}{" "}
                <span className="category-chip-count">{chip.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mt-3 text-sm text-muted">
        {shownFrameworksLabel(shownCount(selected, categories, total), total)}
      </p>
    </div>
  );
}
