import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

/**
 * "On this page": links to the sections of a long page (framework
 * explainers, mastery areas, templates, book reviews, glossary terms, the
 * legal pages: ArticleLayout puts it in the rail). One navigation,
 * two forms, switched by CSS alone (no JavaScript, nothing rendered twice):
 * - phones: a one-line disclosure at the top of the article (<details>), so
 *   the contents do not push the first section a screen down;
 * - wide screens: the same list always open in a sticky rail beside the
 *   article (the closed <details> shows its content through the
 *   ::details-content override, and its summary gives way to a heading).
 * The section numbers are CSS counters, so a link's text is only its title.
 * Under the label in the rail, a thin bar fills as the page is read, and the
 * link of the section being read is marked (sectionBeingRead): both drawn by
 * the browser from the scroll position, with no script.
 * The label is a paragraph, not a heading, so the page's outline stays
 * h1 > the sections' own h2s. On accordion pages the accordion opens the
 * item a link points to (see components/frameworks/framework-accordion-radix.tsx).
 */
/**
 * `after`: shown at the end of the entry's line (a read check on Product Mastery topics).
 * `parts`: the section's own parts (a mastery topic's What it is, Why it matters…), listed under its link in the
 * rail while that section is being read (a rail of four topics for a 12,000 px page reached none of them).
 */
export type TocEntry = { id: string; title: string; after?: ReactNode; parts?: readonly { id: string; title: string }[] };

/** More entries than this, and the rail sets them compactly. */
const COMPACT_AFTER = 12;

/**
 * `continued`: the list's last entries again in a second rail, beside the end matter after a full-width tool (RailPage),
 * where the first rail has stopped: wide screens only, a landmark of its own name, and without the phone's bar
 * and the marking rules, which the first list already carries (the marking's selectors mark both lists).
 */
export function TableOfContents({
  entries,
  className = "",
  continued = false,
  firstNumber = 1,
}: {
  entries: readonly TocEntry[];
  className?: string;
  continued?: boolean;
  /** The first entry's number: a continued list goes on from the first list's. */
  firstNumber?: number;
}) {
  return (
    <>
      <nav
        id={continued ? undefined : "on-this-page"}
        aria-label={continued ? "Page contents, continued" : "On this page"}
        className={`scroll-mt-20 ${continued ? "hidden lg:block" : "toc-nav"} ${className}`}
      >
        <p aria-hidden="true" className="hidden text-xs font-semibold tracking-wide text-muted uppercase lg:block">
          On this page
        </p>
        {/* How far down the page the reader is, drawn by the browser from the scroll position (.toc-progress): no script. */}
        <span aria-hidden="true" className="toc-progress hidden lg:block" data-reading-progress="">
          <span />
        </span>
        <details className="rail-scroll group rounded-xl border border-border bg-surface lg:mt-3 lg:min-h-0 lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
            <span>
              On this page <span className="font-normal text-muted">· {entries.length} sections</span>
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="shrink-0 text-muted transition-transform group-open:rotate-180"
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </summary>
          <ol
            // A long list (the A/B guide's sixteen) is set a size smaller and tighter in the rail, so it fits an 800 px window with the next steps under it instead of scrolling inside the rail.
            className={`border-t border-border px-2 py-2 text-base leading-6 [counter-reset:toc] lg:border-t-0 lg:border-l lg:px-0 lg:py-0 lg:pl-2 ${entries.length > COMPACT_AFTER ? "lg:text-[0.8125rem] lg:[&_.toc-link]:py-0.5" : "lg:space-y-0.5 lg:text-sm"}`}
            style={firstNumber === 1 ? undefined : { counterReset: `toc ${firstNumber - 1}` }}
          >
            {entries.map((entry, index) => (
              <li key={entry.id} className={entry.after ? "flex flex-wrap items-center justify-between gap-x-2" : undefined}>
                {/* With a mark after it (a topic's read check) the link still fills the row, so its "being read" band spans the rail as on every other page. */}
                <a href={`#${entry.id}`} className={entry.after ? "toc-link min-w-0 flex-1" : "toc-link"}>
                  {entry.title}
                </a>
                {entry.after}
                {entry.parts && entry.parts.length > 0 ? (
                  <ol className="toc-parts" data-toc-parts={index}>
                    {entry.parts.map((part) => (
                      <li key={part.id}>
                        <a href={`#${part.id}`} className="toc-part-link">
                          {part.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
        {continued ? null : <style>{sectionBeingRead(entries)}</style>}
      </nav>
      {/* Outside the landmark: the list is the contents; this is a way back to it. */}
      {continued ? null : <SectionBar entries={entries} />}
    </>
  );
}

/**
 * On a phone, once the contents have scrolled out of view, a bar under the
 * header names the section being read and leads back to the contents (a long
 * explainer is 20 to 30 phone screens, and the contents sat only at its top).
 * Each title is in the bar, hidden; the one being read shows, by the same
 * view timelines as the rail's mark (sectionBeingRead), so no script runs.
 * Browsers without scroll-driven animations get no bar (.section-bar in
 * app/repeated-elements.css). The titles are hidden from assistive
 * technology, which has the landmark's own list; the link reads "Contents".
 */
function SectionBar({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <a href="#on-this-page" className="section-bar lg:hidden" data-section-bar="">
      <span aria-hidden="true" className="section-bar-titles">
        {entries.map((entry, index) => (
          <span key={entry.id} data-bar-section={index}>
            <span className="section-bar-number">{index + 1}</span>
            <span className="section-bar-title">{entry.title}</span>
          </span>
        ))}
      </span>
      <span className="section-bar-back">
        Contents
        <Icon name="chevronDown" size={16} className="rotate-180" />
      </span>
    </a>
  );
}

/**
 * The rules that mark the link of the section being read: the last section
 * whose top has passed the middle of the window. Each section is a view
 * timeline; its link takes the `toc-here` style (app/repeated-elements.css)
 * once its own section's top passes that line, and drops it (`toc-off`) once
 * the next section's top does, so the mark holds across the space between two
 * sections and stays on the last one to the end of the page. (Marking a
 * section only while the line was inside it left nothing marked between
 * sections, in short ones, and at the foot of the page.) CSS scroll-driven
 * animations, so no script runs on scroll and nothing is added to the page's
 * JavaScript (a small client component doing the same put the framework pages
 * over their first-load budget). Browsers without them show the list unmarked.
 */
function sectionBeingRead(entries: readonly TocEntry[]): string {
  const names = entries.map((_, index) => `--toc-${index}`);
  const sections = entries.map((entry, index) => `#${entry.id}{view-timeline:${names[index]} block}`).join("");
  // A mark held from its section's line to the next's: `on` once its own section's top passes it, `off` (later in
  // the list, so it wins) once the next section's does; the last holds to the page's foot.
  const held = (selector: (index: number) => string, on: string, off: string, only: (entry: TocEntry) => boolean = () => true) =>
    entries
      .map((entry, index) =>
        !only(entry)
          ? ""
          : index < entries.length - 1
            ? `${selector(index)}{animation-name:${on},${off};animation-timeline:${names[index]},${names[index + 1]}}`
            : `${selector(index)}{animation-name:${on};animation-timeline:${names[index]}}`,
      )
      .join("");
  const links = held((index) => `.toc-link[href="#${entries[index]!.id}"]`, "toc-here", "toc-off");
  // The phone's section bar (SectionBar) names the section being read.
  const bar = held((index) => `.section-bar [data-bar-section="${index}"]`, "bar-here", "bar-off");
  // A section's parts in the rail, open while it is being read (.toc-parts).
  const parts = held((index) => `[data-toc-parts="${index}"]`, "parts-open", "parts-shut", (entry) => Boolean(entry.parts?.length));
  return `@supports (animation-timeline:view()){body{timeline-scope:--toc-nav,${names.join(",")}}${sections}${links}${bar}${parts}}`;
}
