/**
 * The frame around one calculator row: a group named after the item (so
 * each input's label reads in context), its inputs, the live score with the
 * item's place in the ranking, and a remove button. The rank sits right under
 * the inputs so a phone user sees an edit move the item without scrolling to
 * the table. Shared by the RICE and opportunity calculators. The name shows
 * once, in its own field at the top: a heading above it repeated it.
 *
 * A div with role="group", not a <fieldset>: the fields' size container
 * (@container) inside a fieldset was now and then left unlaid by Chromium
 * after load (0 x 0, every input of the row invisible; 4 loads in 30 here,
 * none in 60 as a div).
 */
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  name: string;
  /** The formatted score, or undefined while an input is invalid. */
  score: string | undefined;
  /** What the score is called on the row ("Score", "WSJF"). */
  scoreLabel?: string;
  /** A figure the score is built from, named ("Cost of delay: 22"), shown before it. */
  detail?: string;
  /** "Rank 2 of 3" while the item is ranked. */
  rank?: string;
  /** First in the ranking (alone or tied): its rank is highlighted. */
  top?: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Columns of the fields once the item is wide (a container query). */
  gridClassName: string;
  children: ReactNode;
};

export function CalculatorItem({ name, score, scoreLabel = "Score", detail, rank, top = false, canRemove, onRemove, gridClassName, children }: Props) {
  return (
    <div role="group" aria-label={name} className="min-w-0 rounded-xl border border-border bg-surface-raised p-3 sm:p-4">
      <div className="@container">
        <div className={`grid gap-3 ${gridClassName}`}>{children}</div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-border pt-3">
        <p className="text-sm">
          {score !== undefined && detail ? <span className="mr-3 inline-block">{detail}</span> : null}
          {scoreLabel}: <strong className="tabular-nums">{score ?? "fix the inputs above to see it"}</strong>
          {score !== undefined && rank ? <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${top ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground"}`}
            >
              {top ? (
                // A drawn star: the site's font subset has no star glyph.
                <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12" fill="currentColor" className="mr-1 inline align-[-1px]">
                  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                </svg>
              ) : null}
              {rank}
            </span> : null}
        </p>
        <button
          type="button"
          // ml-auto: wrapped under the score on a phone it keeps to the right edge, where -mr-2 lines its text up with the fields (at the left it sat indented by its padding).
          className={`${buttonClasses({ variant: "ghost", size: "sm" })} -mr-2 ml-auto`}
          onClick={onRemove}
          disabled={!canRemove}
        >
          Remove <span className="sr-only">{name}</span>
        </button>
      </div>
    </div>
  );
}
