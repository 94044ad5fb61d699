"use client";

/**
 * The shell both scoring calculators share: editable rows (a name plus the
 * framework's own fields), a live score per row, an "add" button and the
 * ranking. The RICE and opportunity calculators only say which fields they
 * have and how a row is validated, scored and shown; the math lives in
 * lib/frameworks.
 */
import { useId, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { rankByScore } from "@/lib/frameworks/ranking";
import { CalculatorField } from "./calculator-field";
import { CalculatorItem } from "./calculator-item";
import { RankedResults } from "./ranked-results";
import { useEditableRows } from "./use-editable-rows";

type Validation<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: Partial<Record<Field, string>> };

export type FieldContext<Draft, Field extends string> = {
  /** Prefix for this row's input ids. */
  id: string;
  row: Draft;
  errors: Partial<Record<Field, string>>;
  update: (field: Field, value: string) => void;
};

type Props<Draft extends { name: string } & Record<Field, string>, Field extends string, Value> = {
  initialItems: Draft[];
  emptyItem: Draft;
  /** The formula, shown above the rows. */
  formula: string;
  /** What one row is ("Item", "Outcome"): default names and the add button. */
  noun: string;
  nameLabel: string;
  namePlaceholder: string;
  gridClassName: string;
  validate: (row: Draft) => Validation<Value, Field>;
  score: (value: Value) => number;
  format: (score: number) => string;
  /** The row's own inputs, after its name. */
  fields: (context: FieldContext<Draft, Field>) => ReactNode;
  /** The note reads the row's validated values, not only the score: a low score can mean different things. */
  results: { caption: string; scoreLabel: string; noteLabel?: string; note?: (value: Value) => string };
};

export function ScoreCalculator<Draft extends { name: string } & Record<Field, string>, Field extends string, Value>({
  initialItems,
  emptyItem,
  formula,
  noun,
  nameLabel,
  namePlaceholder,
  gridClassName,
  validate,
  score,
  format,
  fields,
  results,
}: Props<Draft, Field, Value>) {
  const baseId = useId();
  const { rows, update, add, remove } = useEditableRows(initialItems, emptyItem);

  const checked = rows.map((row, index) => ({ row, name: row.name.trim() || `${noun} ${index + 1}`, result: validate(row) }));
  const ranked = rankByScore(checked, (entry) => (entry.result.ok ? score(entry.result.value) : null));

  return (
    <div>
      <p className="rounded-lg border border-border bg-surface px-4 py-3 font-mono text-sm">{formula}</p>
      <ul className="mt-4 space-y-4">
        {checked.map(({ row, name, result }) => {
          const id = `${baseId}-${row.key}`;
          return (
            <li key={row.key}>
              <CalculatorItem
                name={name}
                score={result.ok ? format(score(result.value)) : undefined}
                canRemove={rows.length > 1}
                onRemove={() => remove(row.key)}
                gridClassName={gridClassName}
              >
                <CalculatorField
                  id={`${id}-name`}
                  label={nameLabel}
                  className="lg:col-span-2"
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
      <RankedResults
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
