"use client";

/**
 * WSJF calculator: one row per job, each part of cost of delay and the job
 * size chosen on the modified Fibonacci scale, with cost of delay, WSJF and
 * the ranking updating as you choose. The math and the scale live in
 * lib/frameworks/wsjf.ts, how a row is scored in lib/calculators/
 * definitions.ts; the shell (rows, ranking, link, CSV) in score-calculator.tsx.
 */
import { wsjfLabels, wsjfScale, type WsjfItemDraft } from "@/lib/frameworks/wsjf";
import { CalculatorField, describedBy, selectClasses } from "./calculator-field";
import { ScoreCalculator, type FieldContext } from "./score-calculator";

type WsjfField = "value" | "time" | "risk" | "size";

const emptyItem: WsjfItemDraft = { name: "", value: "1", time: "1", risk: "1", size: "1" };

const fields: { field: WsjfField; label: string; hint: string }[] = [
  { field: "value", label: "User-business value", hint: "What users or the business gain" },
  { field: "time", label: "Time criticality", hint: "How fast the value decays" },
  { field: "risk", label: wsjfLabels.risk, hint: "Risk removed, work unblocked" },
  { field: "size", label: "Job size", hint: "Relative duration: the divisor" },
];

function WsjfFields({ id, row, errors, update }: FieldContext<WsjfItemDraft, WsjfField>) {
  return (
    <>
      {fields.map(({ field, label, hint }) => {
        const inputId = `${id}-${field}`;
        // A value from outside the scale (a hand-edited link cannot bring one, but a stale draft might) stays visible with its message.
        const offScale = !(wsjfScale as readonly number[]).map(String).includes(row[field]);
        return (
          <CalculatorField key={field} id={inputId} label={label} hint={hint} error={errors[field]} layout="short">
            <select
              id={inputId}
              className={selectClasses}
              value={row[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(inputId, hint, errors[field])}
              onChange={(e) => update(field, e.target.value)}
            >
              {offScale ? <option value={row[field]}>{row[field] || "Choose"}</option> : null}
              {wsjfScale.map((step) => (
                <option key={step} value={String(step)}>
                  {step}
                </option>
              ))}
            </select>
          </CalculatorField>
        );
      })}
    </>
  );
}

export function WsjfCalculator({ initialItems }: { initialItems: WsjfItemDraft[] }) {
  return (
    <ScoreCalculator<WsjfItemDraft, WsjfField>
      kind="wsjf"
      initialItems={initialItems}
      emptyItem={emptyItem}
      formula="WSJF = (User-business value + Time criticality + RR|OE) ÷ Job size"
      noun="Job"
      nameLabel="Job"
      namePlaceholder="What is the job?"
      gridClassName="@xl:grid-cols-2"
      // The header names each scale in a word or two; each select keeps its full label and hint for screen readers.
      table={{
        columns: "minmax(10rem,1fr) 5.5rem 5.5rem 5.5rem 5.5rem",
        headers: [{ label: "Job" }, { label: "Value" }, { label: "Time criticality" }, { label: "RR|OE" }, { label: "Job size" }],
      }}
      fields={WsjfFields}
      results={{ caption: "Ranking by WSJF", scoreLabel: "WSJF", noteLabel: "Cost of delay ÷ size", itemScoreLabel: "WSJF" }}
    />
  );
}
