"use client";

import { useId } from "react";
import { abFields, evaluatePlan, type AbField, type AbValues } from "@/lib/calculators/ab-test";
import { formatDecimal, formatShare } from "@/lib/stats/format";
import { CalculatorField } from "../calculator-field";
import { EffectUnit } from "./effect-unit";
import { Panel, ResultList, type ResultItem } from "./result-list";

const whole = (value: number) => formatDecimal(value, 0);

type Props = { values: AbValues; update: (key: AbField, value: string) => void };

/** Plan a test: the inputs that size it, and the users and time it needs. */
export function PlanPanel({ values, update }: Props) {
  const id = useId();
  const outcome = evaluatePlan(values);
  const errors = outcome.ok ? {} : outcome.errors;
  const field = (key: AbField, hint: string, extra: { min?: number; max?: number; step?: string; placeholder?: string } = {}) => (
    <CalculatorField
      id={`${id}-${key}`}
      label={abFields[key].label}
      hint={hint}
      error={errors[key]}
      layout="stacked"
      type="text"
      inputMode={key === "daily" ? "numeric" : "decimal"}
      autoComplete="off"
      value={values[key]}
      onChange={(event) => update(key, event.target.value)}
      {...extra}
    />
  );

  const items: ResultItem[] = [];
  if (outcome.ok) {
    const { plan, duration } = outcome;
    items.push(
      { term: "Users per group", value: whole(plan.usersPerArm), note: `${whole(plan.totalUsers)} in both groups together` },
      {
        term: "Detects a change of",
        value: `${formatShare(plan.baseline, 2)} to ${formatShare(plan.target, 2)}`,
        note: `+${formatDecimal(plan.absoluteEffect * 100, 2)} points, a relative lift of ${formatShare(plan.relativeEffect, 1)}`,
      },
      duration
        ? {
            term: "Run it for",
            value: `${duration.weeks} ${duration.weeks === 1 ? "week" : "weeks"}`,
            note: `${whole(duration.days)} ${duration.days === 1 ? "day" : "days"} of traffic for both groups, rounded up to whole weeks (${whole(duration.roundedDays)} days) so every weekday counts the same.`,
          }
        : { term: "Run it for", value: "Add daily users", note: "Enter the eligible users per day to see how many weeks the test takes." },
    );
  }

  return (
    <Panel id={`${id}-plan`} title="Plan a test" intro="How many users each group needs for the test to be likely to show the smallest effect worth shipping.">
      {/* Inputs on the left and what they give on the right once the tool spans the page (the results followed the inputs and half the screen was empty). */}
      <div className="grid items-start gap-5 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] @4xl:gap-8">
        <div className="grid gap-4 @lg:grid-cols-2">
          {field("baseline", "Today's rate, for example 30")}
          <div className="space-y-2">
            {field("effect", values.mode === "relative" ? "Percent of the baseline: 10 means 30% to 33%" : "Percentage points: 2 means 30% to 32%")}
            <EffectUnit values={values} update={update} />
          </div>
          {field("alpha", "Two-sided; 5 is usual (95% confidence)")}
          {field("power", "Chance to detect the effect; 80 is usual")}
          {field("daily", "Optional: users who enter the test each day")}
        </div>
        {outcome.ok ? (
          <div aria-live="polite">
            <ResultList items={items} beside />
          </div>
        ) : (
          <p className="text-sm font-medium text-destructive">Fix the marked inputs to see the sample size.</p>
        )}
      </div>
      <p className="text-sm text-muted">
        Sized for a two-sided two-proportion z-test. A metric with a window, such as orders within 7 days, can be read only once the last users enrolled have had that
        window.
      </p>
    </Panel>
  );
}
