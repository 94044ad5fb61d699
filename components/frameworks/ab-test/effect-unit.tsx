"use client";

import { useId } from "react";
import { evaluatePlan, type AbField, type AbValues, type EffectModeValue } from "@/lib/calculators/ab-test";
import { formatDecimal } from "@/lib/stats/format";

const options: { value: EffectModeValue; label: string }[] = [
  { value: "points", label: "Points" },
  { value: "relative", label: "Relative %" },
];

/**
 * Whether the minimum detectable effect is in percentage points or percent
 * of the baseline: two radio buttons (arrow keys move between them). A
 * switch converts the typed effect, so the plan keeps meaning the same change
 * (2 points from 30% becomes 6.67%), not a change ten times smaller.
 */
export function EffectUnit({ values, update }: { values: AbValues; update: (key: AbField, value: string) => void }) {
  const name = useId();
  const choose = (mode: EffectModeValue) => {
    if (mode === values.mode) return;
    const outcome = evaluatePlan(values);
    if (outcome.ok) {
      const { plan } = outcome;
      update("effect", formatDecimal(mode === "relative" ? plan.relativeEffect * 100 : plan.absoluteEffect * 100, 2).replace(/,/g, ""));
    }
    update("mode", mode);
  };
  return (
    <fieldset>
      <legend className="sr-only">Effect unit</legend>
      <div className="inline-flex rounded-lg border border-border bg-background p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-muted has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <input type="radio" name={name} value={option.value} checked={values.mode === option.value} onChange={() => choose(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
