"use client";

/**
 * RICE calculator: add items, type reach, impact, confidence and effort, and
 * watch each score and the ranking update as you type. The math and the
 * validation live in lib/frameworks/rice.ts; this leaf only holds the text
 * the visitor typed.
 */
import { useId } from "react";
import { buttonClasses } from "@/components/ui/button";
import { formatScore } from "@/lib/frameworks/number-input";
import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactOptions, riceScore, validateRiceInput, type RiceItemDraft } from "@/lib/frameworks/rice";
import { CalculatorField, describedBy, inputClasses } from "./calculator-field";
import { CalculatorItem } from "./calculator-item";
import { RankedResults } from "./ranked-results";
import { useEditableRows } from "./use-editable-rows";

const emptyItem: RiceItemDraft = { name: "", reach: "100", impact: "1", confidence: "80", effort: "1" };

export function RiceCalculator({ initialItems }: { initialItems: RiceItemDraft[] }) {
  const baseId = useId();
  const { rows, update, add, remove } = useEditableRows(initialItems, emptyItem);

  const checked = rows.map((row, index) => ({
    row,
    name: row.name.trim() || `Item ${index + 1}`,
    result: validateRiceInput(row),
  }));
  const ranked = rankByScore(checked, (entry) => (entry.result.ok ? riceScore(entry.result.value) : null));

  return (
    <div>
      <p className="rounded-lg border border-border bg-surface px-4 py-3 font-mono text-sm">
        RICE score = (Reach × Impact × Confidence) ÷ Effort
      </p>
      <ul className="mt-4 space-y-4">
        {checked.map(({ row, name, result }) => {
          const id = `${baseId}-${row.key}`;
          const errors = result.ok ? {} : result.errors;
          const numberField = (field: "reach" | "confidence" | "effort", label: string, hint: string, max?: number) => (
            <CalculatorField
              id={`${id}-${field}`}
              label={label}
              hint={hint}
              error={errors[field]}
              type="number"
              min={0}
              max={max}
              step="any"
              inputMode="decimal"
              value={row[field]}
              onChange={(e) => update(row.key, field, e.target.value)}
            />
          );
          return (
            <li key={row.key}>
              <CalculatorItem
                name={name}
                score={result.ok ? formatScore(riceScore(result.value)) : undefined}
                canRemove={rows.length > 1}
                onRemove={() => remove(row.key)}
                gridClassName="sm:grid-cols-2 lg:grid-cols-6"
              >
                <CalculatorField
                  id={`${id}-name`}
                  label="Name"
                  className="lg:col-span-2"
                  value={row.name}
                  placeholder="What are you scoring?"
                  autoComplete="off"
                  onChange={(e) => update(row.key, "name", e.target.value)}
                />
                {numberField("reach", "Reach", "People per quarter")}
                <CalculatorField id={`${id}-impact`} label="Impact" error={errors.impact}>
                  <select
                    id={`${id}-impact`}
                    className={inputClasses}
                    value={row.impact}
                    aria-invalid={errors.impact ? true : undefined}
                    aria-describedby={describedBy(`${id}-impact`, undefined, errors.impact)}
                    onChange={(e) => update(row.key, "impact", e.target.value)}
                  >
                    {riceImpactOptions.map((option) => (
                      <option key={option.value} value={String(option.value)}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </CalculatorField>
                {numberField("confidence", "Confidence (%)", "0 to 100", 100)}
                {numberField("effort", "Effort", "Person-months")}
              </CalculatorItem>
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${buttonClasses({ variant: "secondary" })} mt-4`} onClick={add}>
        Add item
      </button>
      <RankedResults
        caption="Ranking by RICE score"
        scoreLabel="RICE score"
        rows={ranked.map(({ item, rank, score }) => ({
          key: String(item.row.key),
          rank,
          name: item.name,
          score: formatScore(score),
        }))}
        excluded={checked.filter((entry) => !entry.result.ok).map((entry) => entry.name)}
      />
    </div>
  );
}
