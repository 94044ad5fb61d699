"use client";

/**
 * Opportunity-score calculator: list customer outcomes with their importance
 * and satisfaction on a 0-10 scale (average ratings, or Ulwick-style rescaled
 * shares; decimals allowed) and see the score and ranking update live. Math
 * and validation: lib/frameworks/opportunity.ts; how a row is scored and
 * read: lib/calculators/definitions.ts; the shell: score-calculator.tsx.
 */
import { opportunityScale, type OpportunityItemDraft } from "@/lib/frameworks/opportunity";
import { CalculatorField } from "./calculator-field";
import { ScoreCalculator, type FieldContext } from "./score-calculator";

type RatingField = "importance" | "satisfaction";

const emptyItem: OpportunityItemDraft = { name: "", importance: "5", satisfaction: "5" };

function RatingFields({ id, row, errors, update }: FieldContext<OpportunityItemDraft, RatingField>) {
  const ratingField = (field: RatingField, label: string) => (
    <CalculatorField
      id={`${id}-${field}`}
      label={label}
      error={errors[field]}
      type="number"
      min={opportunityScale.min}
      max={opportunityScale.max}
      step={0.1}
      inputMode="decimal"
      value={row[field]}
      onChange={(e) => update(field, e.target.value)}
    />
  );
  return (
    <>
      {ratingField("importance", "Importance (0-10)")}
      {ratingField("satisfaction", "Satisfaction (0-10)")}
    </>
  );
}

export function OpportunityCalculator({ initialItems }: { initialItems: OpportunityItemDraft[] }) {
  return (
    <ScoreCalculator<OpportunityItemDraft, RatingField>
      kind="opportunity"
      initialItems={initialItems}
      emptyItem={emptyItem}
      formula="Opportunity score = Importance + max(Importance − Satisfaction, 0)"
      noun="Outcome"
      nameLabel="Customer outcome"
      namePlaceholder="e.g. Know when an order will arrive"
      // Two ratings leave room for the outcome on the same line once the row is wide: one line per outcome.
      gridClassName="@xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      nameClassName="col-span-full @xl:col-span-1"
      table={{
        columns: "minmax(12rem,1fr) 9rem 9rem",
        headers: [{ label: "Customer outcome" }, { label: "Importance", hint: "0 to 10" }, { label: "Satisfaction", hint: "0 to 10" }],
      }}
      fields={RatingFields}
      results={{ caption: "Ranking by opportunity score", scoreLabel: "Opportunity score", noteLabel: "Reading" }}
    />
  );
}
