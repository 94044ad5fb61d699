import type { ReactNode } from "react";
import { Diagram } from "@/components/diagrams";
import { MarkAsReadButton } from "@/components/progress/progress-marks";
import { PageHeader } from "@/components/ui/page-header";
import { buttonClasses } from "@/components/ui/button";
import type { DiagramName } from "@/lib/diagrams/names";

type Props = {
  /** The eyebrow: the framework's category ("Prioritization"), or "Guide". */
  eyebrow: string;
  title: string;
  summary: string;
  diagram: DiagramName;
  /** The progress key "Mark as read" toggles: the page's path. */
  markKey: string;
  readingTime: string;
  sectionCount: number;
  hasTool: boolean;
  /** "Framework 2 of 5 in Prioritization", linked to where the sequence is listed. */
  position?: { label: string; href: string };
  /** Further facts at the end of the line (a guide's "Updated" date). */
  extra?: ReactNode;
};

function MetaIcon({ d, className = "text-primary" }: { d: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`}>
      <path d={d} />
    </svg>
  );
}

const icons = {
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  list: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  calculator: "M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01",
  // A route between two stops: the page's place in its sequence.
  route: "M6 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 18h5a3 3 0 0 0 3-3V8",
};

/**
 * The head of every article page built on ArticleView (framework
 * explainers, guides): eyebrow, title, summary, a line of facts a reader
 * decides on (how long, how many parts, where it sits in its sequence),
 * "Mark as read", the way to the page's calculator when it has one, and
 * the drawn, theme-aware diagram.
 */
export function ArticleHeader({ eyebrow, title, summary, diagram, markKey, readingTime, sectionCount, hasTool, position, extra }: Props) {
  return (
    // The drawing's column holds a 360-unit drawing at its natural size inside the panel's padding (24.5rem = 360 + 2 x 16 + the border).
    <div className="grid items-center lg:grid-cols-[minmax(0,1fr)_24.5rem] lg:gap-x-12">
      <PageHeader eyebrow={eyebrow} title={title} intro={summary}>
        <ul className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted" aria-label="About this page">
          <li className="inline-flex items-center gap-1.5 font-medium text-foreground">
            <MetaIcon d={icons.clock} />
            {readingTime}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <MetaIcon d={icons.list} />
            {sectionCount} sections
          </li>
          {position ? (
            // With its own icon, like the facts before it (on a phone it wraps to a line of its own).
            <li className="inline-flex items-center gap-1.5">
              <MetaIcon d={icons.route} />
              <a href={position.href} className="underline underline-offset-4 hover:text-primary">
                {position.label}
              </a>
            </li>
          ) : null}
          {extra}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <MarkAsReadButton itemKey={markKey} />
          {hasTool ? (
            // The tool sits after the sections, often 8,000 px down a long explainer: the head says it is there and goes to it.
            <a href="#try-it" className={buttonClasses({ variant: "primary" })}>
              <MetaIcon d={icons.calculator} className="text-primary-foreground" />
              Try the calculator
            </a>
          ) : null}
        </div>
      </PageHeader>
      {/* Padded from 640 px, so no label sits on the panel's edge; a phone keeps the whole width for the drawing's text. */}
      <div className="w-fit max-w-full justify-self-center overflow-hidden rounded-2xl border border-border bg-surface sm:p-4 lg:justify-self-end">
        <Diagram name={diagram} />
      </div>
    </div>
  );
}
