"use client";

/**
 * RICE calculator: add items, type reach, impact, confidence and effort, and
 * watch each score and the ranking update as you type. The math and the
 * validation live in lib/frameworks/rice.ts, how a row is scored in
 * lib/calculators/definitions.ts; the shell in score-calculator.tsx.
 */
import { riceImpactOptions, type RiceItemDraft } from "@/lib/frameworks/rice";
import { CalculatorField, describedBy, selectClasses } from "./calculator-field";
import { ScoreCalculator, type FieldContext } from "./score-calculator";

type RiceField = "reach" | "impact" | "confidence" | "effort";

const emptyItem: RiceItemDraft = { name: "", reach: "100", impact: "1", confidence: "80", effort: "1" };

function RiceFields({ id, row, errors, update }: FieldContext<RiceItemDraft, RiceField>) {
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
      onChange={(e) => update(field, e.target.value)}
    />
  );
  return (
    <>
      {numberField("reach", "Reach", "People per quarter")}
      <CalculatorField id={`${id}-impact`} label="Impact" error={errors.impact}>
        <select
          id={`${id}-impact`}
          className={selectClasses}
          value={row.impact}
          aria-invalid={errors.impact ? true : undefined}
          aria-describedby={describedBy(`${id}-impact`, undefined, errors.impact)}
          onChange={(e) => update("impact", e.target.value)}
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
    </>
  );
}

export function RiceCalculator({ initialItems }: { initialItems: RiceItemDraft[] }) {
  return (
    <ScoreCalculator<RiceItemDraft, RiceField>
      kind="rice"
      initialItems={initialItems}
      emptyItem={emptyItem}
      formula="RICE score = (Reach × Impact × Confidence) ÷ Effort"
      noun="Item"
      nameLabel="Name"
      namePlaceholder="What are you scoring?"
      // Very wide rows put the name on the numbers' line: one line of inputs per item. Below 52 rem (the form
      // column at 1,280 px) the name keeps a line of its own: beside the numbers it was cut ("Bulk invoice expo").
      gridClassName="@xl:grid-cols-4 @min-[52rem]:grid-cols-[minmax(14rem,1fr)_6.25rem_9.5rem_7rem_5.75rem]"
      nameClassName="col-span-full @min-[52rem]:col-span-1"
      table={{
        // Wide enough for each header on one line ("Confidence (%)"), the name taking what is left: at 10rem upwards it took a third of the row while the headers beside it wrapped to three lines.
        columns: "minmax(8rem,1fr) 6.5rem 9.5rem 7.5rem 6.5rem",
        headers: [
          { label: "Name" },
          { label: "Reach", hint: "People per quarter" },
          { label: "Impact" },
          { label: "Confidence (%)", hint: "0 to 100" },
          { label: "Effort", hint: "Person-months" },
        ],
      }}
      fields={RiceFields}
      results={{ caption: "Ranking by RICE score", scoreLabel: "RICE score" }}
    />
  );
}
