/**
 * One calculator row: a group named after the item (so each input's label
 * reads in context), its inputs, the live score with the item's place in the
 * ranking, and a remove button. Shared by the scoring calculators (RICE,
 * WSJF, opportunity). The name shows once, in its own field.
 *
 * Two arrangements, by the calculator's width (score-calculator.tsx):
 * - a card while the calculator is narrow (a phone, a guide's column): the
 *   fields in the card's own columns, the score and rank under them, so a
 *   phone user sees an edit move the item without scrolling to the ranking;
 * - a table row once it is wide (calc-table, app/globals.css): the wrappers
 *   step aside (display: contents) so every field, the score and the remove
 *   button are cells of one grid line under the calculator's header.
 *
 * Below the table's width the card folds: an item nobody is editing is one
 * line (its place, name and score, or that an input needs fixing), a button
 * that opens it; one item is open at a time (score-calculator.tsx keeps
 * which), and the open one has a chevron beside its name's field to fold it
 * again. Three or four cards of five fields filled 1,400-1,700 px of a phone.
 * The table ignores the fold: its rows always show their inputs.
 *
 * A div with role="group", not a <fieldset>: the fields' size container
 * (@container) inside a fieldset was now and then left unlaid by Chromium
 * after load (0 x 0, every input of the row invisible; 4 loads in 30 here,
 * none in 60 as a div).
 */
import type { ReactNode, Ref } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ordinal } from "@/lib/text/ordinal";

type Props = {
  name: string;
  /** The row's fields and result on a phone (the table shows them whatever this says). */
  expanded: boolean;
  onToggle: () => void;
  /** The fold's button (the line, or the open card's chevron), for the calculator to put focus on after a toggle. */
  toggleRef?: Ref<HTMLButtonElement>;
  /** Prefix for the fold's ids. */
  id: string;
  /** The place in the ranking while the item is ranked, for the folded line. */
  place?: number;
  /** The item's name field, first in the card, with the open card's fold button beside it. */
  nameField: ReactNode;
  /** Where the name field sits in the card's grid ("col-span-full" …). */
  nameClassName: string;
  /** The formatted score, or undefined while an input is invalid. */
  score: string | undefined;
  /** What the score is called on the row ("Score", "WSJF"). */
  scoreLabel?: string;
  /** A figure the score is built from (WSJF's cost of delay): its name, and its value while the row is valid. */
  detail?: { label: string; value: string | undefined };
  /** "Rank 2 of 3" while the item is ranked. */
  rank?: string;
  /** First in the ranking (alone or tied): its rank is highlighted. */
  top?: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Columns of the fields once the card is wide (a container query). */
  gridClassName: string;
  children: ReactNode;
};

const tableRow =
  "calc-table:grid calc-table:grid-cols-(--calc-cols) calc-table:items-start calc-table:gap-x-3 calc-table:rounded-none calc-table:border-0 calc-table:border-b calc-table:bg-transparent calc-table:px-1 calc-table:py-2.5 calc-table:sm:p-0 calc-table:sm:px-1 calc-table:sm:py-2.5";
// A result cell: centred on the inputs' line (their 42 px height), right-aligned like the header above it.
const resultCell = "calc-table:flex calc-table:min-h-[2.625rem] calc-table:flex-col calc-table:items-end calc-table:justify-center calc-table:text-right";

const chevron = (className: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export function CalculatorItem(props: Props) {
  const { name, expanded, onToggle, toggleRef, id, place, nameField, nameClassName, score, scoreLabel = "Score", detail, rank, top = false, canRemove, onRemove, gridClassName, children } = props;
  const panelId = `${id}-panel`;
  return (
    <div role="group" aria-label={name} className={`min-w-0 rounded-xl border border-border bg-surface-raised ${expanded ? "p-3 sm:p-4" : ""} ${tableRow}`}>
      {expanded ? null : (
        // Folded: the whole line opens the card. Its place is words, not only colour; an invalid input is named here, in the line itself.
        <button
          ref={toggleRef}
          type="button"
          aria-expanded="false"
          aria-controls={panelId}
          onClick={onToggle}
          data-calc-fold=""
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-background sm:px-4 calc-table:hidden"
        >
          {place !== undefined && score !== undefined ? (
            <span
              className={`inline-flex h-7 min-w-10 shrink-0 items-center justify-center rounded-full px-2 text-sm font-semibold tabular-nums ${top ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground"}`}
            >
              {ordinal(place)}
              {/* Pauses in the button's name, which is its text (label in name): "2nd, Smart payment reminders, 625". */}
              <span className="sr-only">,</span>
            </span>
          ) : null}
          <span className="min-w-0 flex-1 font-semibold break-words">{name}</span>
          {score !== undefined ? (
            <span className="shrink-0 text-right">
              <span className="sr-only">, </span>
              <strong className="tabular-nums">{score}</strong>
            </span>
          ) : (
            <span className="shrink-0 text-sm font-semibold text-destructive">
              <span className="sr-only">, </span>Check the inputs
            </span>
          )}
          {chevron("text-muted")}
        </button>
      )}
      <div id={panelId} className={`${expanded ? "" : "hidden"} calc-table:contents`}>
        <div className="@container calc-table:contents">
          <div className={`grid gap-3 ${gridClassName} calc-table:contents`}>
            <div className={`flex items-end gap-2 ${nameClassName} calc-table:contents`}>
              {nameField}
              {expanded ? (
                <button
                  ref={toggleRef}
                  type="button"
                  aria-expanded="true"
                  aria-controls={panelId}
                  onClick={onToggle}
                  data-calc-fold=""
                  className={`${buttonClasses({ variant: "ghost", size: "sm" })} size-11 shrink-0 p-0 calc-table:hidden`}
                >
                  <span className="sr-only">{name}</span>
                  {chevron("rotate-180")}
                </button>
              ) : null}
            </div>
            {children}
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-border pt-3 calc-table:contents">
          <p className="text-sm calc-table:contents">
            {detail ? (
              // Without a value the card says only "fix the inputs"; a table row keeps the cell, with a dash.
              <span className={`mr-3 tabular-nums ${detail.value === undefined ? "hidden" : "inline-block"} ${resultCell} calc-table:mr-0`}>
                <span className="calc-table:sr-only">{detail.label}: </span>
                {detail.value ?? "–"}
              </span>
            ) : null}
            <span className={resultCell}>
              <span>
                <span className="calc-table:sr-only">{scoreLabel}: </span>
                <strong className="tabular-nums">
                  {score ?? (
                    <>
                      <span className="calc-table:sr-only">fix the inputs above to see it</span>
                      <span aria-hidden="true" className="hidden calc-table:inline">–</span>
                    </>
                  )}
                </strong>
              </span>
              {score !== undefined && rank ? (
                <span
                  className={`ml-2 inline-block rounded-full px-2 py-0.5 text-[0.8125rem] font-semibold whitespace-nowrap calc-table:mt-1 calc-table:ml-0 ${top ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground"}`}
                >
                  {top ? (
                    // A drawn star: the site's font subset has no star glyph.
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12" fill="currentColor" className="mr-1 inline align-[-1px]">
                      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                    </svg>
                  ) : null}
                  {rank}
                </span>
              ) : null}
            </span>
          </p>
          <button
            type="button"
            // ml-auto: wrapped under the score on a phone it keeps to the right edge, where -mr-2 lines its text up with the fields (at the left it sat indented by its padding).
            // In a table row it is a 44 px cross at the row's end; its name still says what it removes.
            className={`${buttonClasses({ variant: "ghost", size: "sm" })} -mr-2 ml-auto calc-table:mr-0 calc-table:size-11 calc-table:justify-self-end calc-table:p-0`}
            onClick={onRemove}
            disabled={!canRemove}
          >
            <span className="calc-table:sr-only">Remove</span> <span className="sr-only">{name}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="hidden calc-table:block">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
