"use client";

/**
 * Opportunity-score calculator: list customer outcomes, rate how important
 * each is and how satisfied customers are today (1-10), and see the score
 * and ranking update live. Math and validation: lib/frameworks/opportunity.ts.
 */
import { useId } from "react";
import { buttonClasses } from "@/components/ui/button";
import {
  opportunityScore,
  opportunityVerdict,
  validateOpportunityInput,
  type OpportunityItemDraft,
} from "@/lib/frameworks/opportunity";
import { rankByScore } from "@/lib/frameworks/ranking";
import { CalculatorField } from "./calculator-field";
import { CalculatorItem } from "./calculator-item";
import { RankedResults } from "./ranked-results";
import { useEditableRows } from "./use-editable-rows";

const emptyItem: OpportunityItemDraft = { name: "", importance: "5", satisfaction: "5" };

export function OpportunityCalculator({ initialItems }: { initialItems: OpportunityItemDraft[] }) {
  const baseId = useId();
  const { rows, update, add, remove } = useEditableRows(initialItems, emptyItem);

  const checked = rows.map((row, index) => ({
    row,
    name: row.name.trim() || `Outcome ${index + 1}`,
    result: validateOpportunityInput(row),
  }));
  const ranked = rankByScore(checked, (entry) => (entry.result.ok ? opportunityScore(entry.result.value) : null));

  return (
    <div>
      <p className="rounded-lg border border-border bg-surface px-4 py-3 font-mono text-sm">
        Opportunity score = Importance + (Importance − Satisfaction)
      </p>
      <ul className="mt-4 space-y-4">
        {checked.map(({ row, name, result }) => {
          const id = `${baseId}-${row.key}`;
          const errors = result.ok ? {} : result.errors;
          const ratingField = (field: "importance" | "satisfaction", label: string) => (
            <CalculatorField
              id={`${id}-${field}`}
              label={label}
              error={errors[field]}
              type="number"
              min={1}
              max={10}
              step={1}
              inputMode="numeric"
              value={row[field]}
              onChange={(e) => update(row.key, field, e.target.value)}
            />
          );
          return (
            <li key={row.key}>
              <CalculatorItem
                name={name}
                score={result.ok ? String(opportunityScore(result.value)) : undefined}
                canRemove={rows.length > 1}
                onRemove={() => remove(row.key)}
                gridClassName="sm:grid-cols-2 lg:grid-cols-4"
              >
                <CalculatorField
                  id={`${id}-name`}
                  label="Customer outcome"
                  className="lg:col-span-2"
                  value={row.name}
                  placeholder="e.g. Know when an order will arrive"
                  autoComplete="off"
                  onChange={(e) => update(row.key, "name", e.target.value)}
                />
                {ratingField("importance", "Importance (1-10)")}
                {ratingField("satisfaction", "Satisfaction (1-10)")}
              </CalculatorItem>
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${buttonClasses({ variant: "secondary" })} mt-4`} onClick={add}>
        Add outcome
      </button>
      <RankedResults
        caption="Ranking by opportunity score"
        scoreLabel="Opportunity score"
        noteLabel="Reading"
        rows={ranked.map(({ item, rank, score }) => ({
          key: String(item.row.key),
          rank,
          name: item.name,
          score: String(score),
          note: opportunityVerdict(score),
        }))}
        excluded={checked.filter((entry) => !entry.result.ok).map((entry) => entry.name)}
      />
    </div>
  );
}
