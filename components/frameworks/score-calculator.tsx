"use client";

/**
 * The shell both scoring calculators share: editable rows (a name plus the
 * framework's own fields), a live score and rank per row, an "add" button and
 * the ranking. The RICE and opportunity calculators only say which fields
 * they have and how they are shown. Scoring and ranking come from
 * lib/calculators (scoreRows, the same function the CSV export uses) and the
 * math from lib/frameworks.
 *
 * Results sit next to the inputs that produce them. Where the calculator is
 * wide (an explainer's tool spans the page from 1,024 px) it is a table: the
 * column names once in a header, one line of inputs per item with its score
 * and rank at the end of the line, and the ranking, drawn as bars, right
 * under the few lines of rows. Where it is narrow (a phone) each item is a
 * line (place, name, score) that opens into a card of its inputs with its
 * rank under them, one card open at a time, and a "See the ranking" link
 * above the items (naming the leader) jumps to the ranking. It is not sticky:
 * no control may float over the fields a visitor is filling in.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { buttonClasses } from "@/components/ui/button";
import { ordinal } from "@/lib/text/ordinal";
import { calculatorDefinitions, type CalculatorKind, type CalculatorRow } from "@/lib/calculators/definitions";
import { canAddRow, fitCell, calculatorLimits as limits } from "@/lib/calculators/limits";
import { scoreRows } from "@/lib/calculators/scoring";
import { CalculatorField } from "./calculator-field";
import { CalculatorItem } from "./calculator-item";
import { CalculatorTableTools } from "./calculator-table-tools";
import { RankedResults } from "./ranked-results";
import { useEditableRows } from "./use-editable-rows";
import { useTableInUrl } from "./use-table-in-url";

export type FieldContext<Draft, Field extends string> = {
  /** Prefix for this row's input ids. */
  id: string;
  row: Draft;
  errors: Partial<Record<Field, string>>;
  update: (field: Field, value: string) => void;
};

type Props<Draft extends { name: string } & Record<Field, string>, Field extends string> = {
  /** Which calculator: its columns in the URL and in CSV files (lib/calculators/definitions.ts). */
  kind: CalculatorKind;
  /** Anchor of the ranking, for the phone's jump link (one calculator per page). */
  rankingId?: string;
  initialItems: Draft[];
  emptyItem: Draft;
  /** The formula, shown above the rows. */
  formula: string;
  /** What one row is ("Item", "Outcome"): default names and the add button. */
  noun: string;
  nameLabel: string;
  namePlaceholder: string;
  /** Columns of a card's fields once the card is wide (container query classes, e.g. "@xl:grid-cols-4"). */
  gridClassName: string;
  /**
   * The table layout: the name's and the fields' column widths (a grid-template-columns list, in rem so the
   * calc-table threshold holds them) and their header cells. The result and remove columns are added here.
   */
  table: { columns: string; headers: readonly { label: string; hint?: string }[] };
  /** Where the name sits in that grid: its own line by default; a calculator with few fields keeps it on the fields' line. */
  nameClassName?: string;
  /** The row's own inputs, after its name. */
  fields: (context: FieldContext<Draft, Field>) => ReactNode;
  /**
   * noteLabel heads the ranking's column of readings, for a calculator whose definition gives each row one;
   * itemScoreLabel names the score on each row ("Score" unless given).
   */
  results: { caption: string; scoreLabel: string; noteLabel?: string; itemScoreLabel?: string };
};

export function ScoreCalculator<Draft extends { name: string } & Record<Field, string>, Field extends string>({
  kind,
  rankingId = "ranking",
  initialItems,
  emptyItem,
  formula,
  noun,
  nameLabel,
  namePlaceholder,
  gridClassName,
  nameClassName = "col-span-full",
  table,
  fields,
  results,
}: Props<Draft, Field>) {
  const baseId = useId();
  const definition = calculatorDefinitions[kind];
  const { rows, update, add, remove, replace } = useEditableRows(initialItems, emptyItem, (current) => canAddRow(definition, current, emptyItem));
  // The one item open below the table's width (the others are a line each); none at first, so the phone sees the whole list.
  const [openKey, setOpenKey] = useState<number | null>(null);
  // After a toggle, focus goes to the same item's fold button (the line became the chevron, or back); after an add, to the new item's name.
  const focusAfter = useRef<{ key: number; target: "fold" | "name" } | null>(null);
  const foldButtons = useRef(new Map<number, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const next = focusAfter.current;
    if (!next) return;
    focusAfter.current = null;
    if (next.target === "fold") foldButtons.current.get(next.key)?.focus();
    else document.getElementById(`${baseId}-${next.key}-name`)?.focus();
  });
  const toggle = (key: number) => {
    focusAfter.current = { key, target: "fold" };
    setOpenKey((current) => (current === key ? null : key));
  };
  const addItem = () => {
    const key = add();
    if (key === null) return;
    focusAfter.current = { key, target: "name" };
    setOpenKey(key);
  };
  const removeItem = (key: number) => {
    remove(key);
    // Its button goes with it: the add button is where the list goes on.
    addButton.current?.focus();
  };
  // Rows from a link or a file carry exactly the definition's fields, which are this Draft's. A new table starts folded.
  const replaceRows = (items: CalculatorRow[]) => {
    setOpenKey(null);
    replace(items as unknown as Draft[]);
  };
  const { message: linkMessage } = useTableInUrl(definition, rows, replaceRows);
  // What was typed, chosen or imported before the page was live (kept by the page's EarlyInput script) goes through
  // the fields' own handlers now: scored, ranked and put in the link like any edit.
  useEarlyInput();

  const { rows: scored, ranked } = scoreRows(definition, rows, noun);
  const leader = ranked[0];
  // The cell whose last edit was cut because the table's link was full, to say so beside it.
  const [linkFullAt, setLinkFullAt] = useState<string | null>(null);
  // Typing past a limit is cut here, whatever the input allowed (a paste, autofill, a number field's missing maxLength):
  // a table the link could not carry never exists on the page.
  const edit = (key: number, field: "name" | Field, value: string) => {
    const fitted = fitCell(definition, rows, rows.findIndex((row) => row.key === key), field, value);
    setLinkFullAt(fitted.cutBy === "link" ? `${key}-${field}` : null);
    update(key, field, fitted.value);
  };
  const addBlocked =
    rows.length >= limits.rows
      ? `A table holds at most ${limits.rows} rows, so its link can always be opened. Remove a row to add another.`
      : canAddRow(definition, rows, emptyItem)
        ? null
        : "The table's link is full: a longer one would not open everywhere. Shorten some names or remove a row to add another.";
  const nameHint = (key: number, name: string) =>
    linkFullAt === `${key}-name`
      ? "The table's link is full, so this name stops here. Shorten another name or remove a row to type more."
      : name.length >= limits.nameLength
        ? `Names stop at ${limits.nameLength} characters, so the link can hold the table.`
        : undefined;

  // "RICE score = (…) ÷ Effort": the name and the expression, split at the first " = ".
  const equals = formula.indexOf(" = ");
  const [lhs, rhs] = equals < 0 ? [formula, undefined] : [formula.slice(0, equals), formula.slice(equals + 3)];
  // The calculator's own columns, then its results, right-aligned over their figures.
  const headers: { label: string; hint?: string; end?: boolean }[] = [
    ...table.headers,
    ...(definition.detailHeader ? [{ label: definition.detailHeader, end: true }] : []),
    { label: results.itemScoreLabel ?? results.scoreLabel, end: true },
  ];
  const columns = `${table.columns} ${definition.detailHeader ? "5.5rem " : ""}7.5rem 2.75rem`;
  return (
    <div className="@container/calc" style={{ "--calc-cols": columns } as CSSProperties}>
      {/* Above the rows and the ranking, so it reads on one line on a wide screen; where it must wrap, only after the "=" (in a narrow column it broke as "(Reach × Impact ×" / "Confidence) ÷ Effort"). */}
      <p className="mb-6 rounded-lg border border-border bg-background px-4 py-3 font-mono text-sm break-words">
        {rhs === undefined ? (
          formula
        ) : (
          <>
            <span className="whitespace-nowrap">{lhs} =</span> <span className="inline-block">{rhs}</span>
          </>
        )}
      </p>
      <div data-early-input="">
        {/* Above the cards on a phone, so the ranking under them is one tap away, naming the leader. Not sticky: a floating pill covered the fields and scores it passed over. A table's ranking is a few lines down anyway. */}
        <a
          href={`#${rankingId}`}
          className="mt-3 flex min-h-11 w-fit max-w-full items-center gap-3 rounded-xl bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground calc-table:hidden"
        >
          {/* The leader's name on a line of its own, whole: beside the label it was cut ("Onboarding checkli…"). */}
          <span className="flex min-w-0 flex-col">
            <span>See the ranking</span>
            {leader ? (
              <span className="font-normal break-words opacity-90" aria-hidden="true">
                {ordinal(1)}: {leader.name}
              </span>
            ) : null}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0">
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        </a>
        {/* The table's header: each input keeps its own (visually hidden) label, so this row is for the eye only. */}
        <div aria-hidden="true" data-calc-header="" className="hidden items-end gap-x-3 border-b-2 border-border px-1 pb-2 text-sm font-semibold calc-table:grid calc-table:grid-cols-(--calc-cols)">
          {headers.map((header) => (
            <span key={header.label} className={header.end ? "text-right" : undefined}>
              {header.label}
              {header.hint ? <span className="block text-xs font-normal text-muted">{header.hint}</span> : null}
            </span>
          ))}
        </div>
        <ul className="mt-4 space-y-4 calc-table:mt-0 calc-table:space-y-0">
          {scored.map(({ row, name, score, detail, rank, errors }) => {
            const id = `${baseId}-${row.key}`;
            return (
              <li key={row.key}>
                <CalculatorItem
                  name={name}
                  id={id}
                  expanded={openKey === row.key}
                  onToggle={() => toggle(row.key)}
                  toggleRef={(button: HTMLButtonElement | null) => {
                    if (button) foldButtons.current.set(row.key, button);
                    else foldButtons.current.delete(row.key);
                  }}
                  place={rank ?? undefined}
                  nameClassName={nameClassName}
                  score={score === null ? undefined : definition.format(score)}
                  scoreLabel={results.itemScoreLabel}
                  detail={definition.detailHeader ? { label: definition.detailHeader, value: score === null ? undefined : detail } : undefined}
                  rank={rank === null ? undefined : `Rank ${rank} of ${ranked.length}`}
                  top={rank === 1}
                  canRemove={rows.length > 1}
                  onRemove={() => removeItem(row.key)}
                  gridClassName={gridClassName}
                  nameField={
                    <CalculatorField
                      id={`${id}-name`}
                      label={nameLabel}
                      layout="stacked"
                      className="min-w-0 flex-1 calc-table:col-span-1"
                      value={row.name}
                      placeholder={namePlaceholder}
                      autoComplete="off"
                      maxLength={limits.nameLength}
                      hint={nameHint(row.key, row.name)}
                      onChange={(e) => edit(row.key, "name", e.target.value)}
                    />
                  }
                >
                  {fields({ id, row, errors: errors as Partial<Record<Field, string>>, update: (field, value) => edit(row.key, field, value) })}
                </CalculatorItem>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <button
            type="button"
            ref={addButton}
            className={buttonClasses({ variant: "secondary" })}
            onClick={addItem}
            disabled={addBlocked !== null}
            aria-describedby={addBlocked ? `${baseId}-full` : undefined}
          >
            Add {noun.toLowerCase()}
          </button>
          {addBlocked ? (
            <p id={`${baseId}-full`} className="min-w-0 flex-1 basis-60 text-sm text-muted">
              {addBlocked}
            </p>
          ) : null}
        </div>
        {/* The ranking under the rows; in a table, the file and link tools beside it instead of under it. */}
        <div className="mt-6 grid items-start gap-6 calc-table:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] calc-table:gap-8">
          <RankedResults
            id={rankingId}
            caption={results.caption}
            scoreLabel={results.scoreLabel}
            noteLabel={results.noteLabel}
            rows={ranked.map((entry) => ({
              key: String(entry.row.key),
              rank: entry.rank,
              name: entry.name,
              score: definition.format(entry.score),
              value: entry.score,
              note: results.noteLabel ? entry.note : undefined,
            }))}
            excluded={scored.filter((entry) => entry.score === null).map((entry) => entry.name)}
          />
          <CalculatorTableTools definition={definition} rows={rows} noun={noun} onImport={replaceRows} linkMessage={linkMessage} className="" />
        </div>
      </div>
    </div>
  );
}
