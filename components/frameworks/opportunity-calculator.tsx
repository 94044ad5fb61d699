"use client";

/**
 * Opportunity-score calculator: list customer outcomes, rate how important
 * each is and how satisfied customers are today (1-10), and see the score
 * and ranking update live. Math and validation: lib/frameworks/opportunity.ts;
 * the shell: score-calculator.tsx.
 */
import {
  opportunityScore,
  opportunityVerdict,
  validateOpportunityInput,
  type OpportunityItemDraft,
} from "@/lib/frameworks/opportunity";
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
      min={1}
      max={10}
      step={1}
      inputMode="numeric"
      value={row[field]}
      onChange={(e) => update(field, e.target.value)}
    />
  );
  return (
    <>
      {ratingField("importance", "Importance (1-10)")}
      {ratingField("satisfaction", "Satisfaction (1-10)")}
    </>
  );
}

export function OpportunityCalculator({ initialItems }: { initialItems: OpportunityItemDraft[] }) {
  return (
    <ScoreCalculator<OpportunityItemDraft, RatingField, Parameters<typeof opportunityScore>[0]>
      initialItems={initialItems}
      emptyItem={emptyItem}
      formula="Opportunity score = Importance + (Importance − Satisfaction)"
      noun="Outcome"
      nameLabel="Customer outcome"
      namePlaceholder="e.g. Know when an order will arrive"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      validate={validateOpportunityInput}
      score={opportunityScore}
      format={String}
      fields={RatingFields}
      results={{ caption: "Ranking by opportunity score", scoreLabel: "Opportunity score", noteLabel: "Reading", note: opportunityVerdict }}
    />
  );
}
