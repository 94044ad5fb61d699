"use client";

/**
 * The shell both scoring calculators share: editable rows (a name plus the
 * framework's own fields), a live score and rank per row, an "add" button and
 * the ranking. The RICE and opportunity calculators only say which fields
 * they have and how a row is validated, scored and shown; the math lives in
 * lib/frameworks.
 *
 * Results sit next to the inputs that produce them: on a wide screen the
 * ranking is a sticky column beside the rows; on a phone each row shows its
 * own rank under its inputs and a sticky "See the ranking" link (at the
 * bottom of the screen while the rows are in view) jumps to the table.
 */
import { useId, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { calculatorDefinitions, type CalculatorKind, type CalculatorRow } from "@/lib/calculators/definitions";
import { rankByScore } from "@/lib/frameworks/ranking";
import { CalculatorField } from "./calculator-field";
import { CalculatorItem } from "./calculator-item";
import { CalculatorTableTools } from "./calculator-table-tools";
import { RankedResults } from "./ranked-results";
import { useEditableRows } from "./use-editable-rows";
import { useTableInUrl } from "./use-table-in-url";

type Validation<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: Partial<Record<Field, string>> };

export type FieldContext<Draft, Field extends string> = {
  /** Prefix for this row's input ids. */
  id: string;
  row: Draft;
  errors: Partial<Record<Field, string>>;
  update: (field: Field, value: string) => void;
};

type Props<Draft extends { name: string } & Record<Field, string>, Field extends string, Value> = {
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
  /** Columns of a row's fields once the row is wide (container query classes, e.g. "@xl:grid-cols-4"). */
  gridClassName: string;
  /** Where the name sits in that grid: its own line by default; a calculator with few fields keeps it on the fields' line. */
  nameClassName?: string;
  validate: (row: Draft) => Validation<Value, Field>;
  score: (value: Value) => number;
  format: (score: number) => string;
  /** The row's own inputs, after its name. */
  fields: (context: FieldContext<Draft, Field>) => ReactNode;
  /** The note reads the row's validated values, not only the score: a low score can mean different things. */
  results: { caption: string; scoreLabel: string; noteLabel?: string; note?: (value: Value) => string };
};

export function ScoreCalculator<Draft extends { name: string } & Record<Field, string>, Field extends string, Value>({
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
  validate,
  score,
  format,
  fields,
  results,
}: Props<Draft, Field, Value>) {
  const baseId = useId();
  const definition = calculatorDefinitions[kind];
  const { rows, update, add, remove, replace } = useEditableRows(initialItems, emptyItem);
  // Rows from a link or a file carry exactly the definition's fields, which are this Draft's.
  const replaceRows = (items: CalculatorRow[]) => replace(items as unknown as Draft[]);
  const { message: linkMessage } = useTableInUrl(definition, rows, replaceRows);

  const checked = rows.map((row, index) => ({ row, name: row.name.trim() || `${noun} ${index + 1}`, result: validate(row) }));
  const ranked = rankByScore(checked, (entry) => (entry.result.ok ? score(entry.result.value) : null));
  const rankOf = new Map(ranked.map(({ item, rank }) => [item.row.key, rank]));
  const leader = ranked[0];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div className="min-w-0">
        <p className="rounded-lg border border-border bg-background px-4 py-3 font-mono text-sm break-words">{formula}</p>
        <ul className="mt-4 space-y-4">
          {checked.map(({ row, name, result }) => {
            const id = `${baseId}-${row.key}`;
            return (
              <li key={row.key}>
                <CalculatorItem
                  name={name}
                  score={result.ok ? format(score(result.value)) : undefined}
                  rank={rankOf.has(row.key) ? `Rank ${rankOf.get(row.key)} of ${ranked.length}` : undefined}
                  top={rankOf.get(row.key) === 1}
                  canRemove={rows.length > 1}
                  onRemove={() => remove(row.key)}
                  gridClassName={gridClassName}
                >
                  <CalculatorField
                    id={`${id}-name`}
                    label={nameLabel}
                    layout="stacked"
                    className={nameClassName}
                    value={row.name}
                    placeholder={namePlaceholder}
                    autoComplete="off"
                    onChange={(e) => update(row.key, "name", e.target.value)}
                  />
                  {fields({ id, row, errors: result.ok ? {} : result.errors, update: (field, value) => update(row.key, field, value) })}
                </CalculatorItem>
              </li>
            );
          })}
        </ul>
        <button type="button" className={`${buttonClasses({ variant: "secondary" })} mt-4`} onClick={add}>
          Add {noun.toLowerCase()}
        </button>
        <CalculatorTableTools definition={definition} rows={rows} noun={noun} onImport={replaceRows} linkMessage={linkMessage} />
        {/* Phones and tablets: the ranking is below the rows, so a sticky jump link keeps it one tap away. */}
        <a
          href={`#${rankingId}`}
          className="sticky bottom-4 z-10 mt-4 ml-auto flex w-fit max-w-full items-center gap-2 rounded-full bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg lg:hidden"
        >
          <span className="shrink-0 whitespace-nowrap">See the ranking</span>
          {leader ? (
            <span className="min-w-0 truncate font-normal opacity-90" aria-hidden="true">
              1st: {leader.item.name}
            </span>
          ) : null}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0">
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        </a>
      </div>
      <RankedResults
        id={rankingId}
        caption={results.caption}
        scoreLabel={results.scoreLabel}
        noteLabel={results.noteLabel}
        rows={ranked.map(({ item, rank, score: value }) => ({
          key: String(item.row.key),
          rank,
          name: item.name,
          score: format(value),
          note: results.note && item.result.ok ? results.note(item.result.value) : undefined,
        }))}
        excluded={checked.filter((entry) => !entry.result.ok).map((entry) => entry.name)}
      />
    </div>
  );
}
