"use client";

import { useId } from "react";
import { abFields, evaluateReading, formatPoints, pValueText, verdictOf, type AbField, type AbValues } from "@/lib/calculators/ab-test";
import { sampleRatioThreshold } from "@/lib/stats/ab-test";
import { formatDecimal } from "@/lib/stats/format";
import { CalculatorField } from "../calculator-field";
import { Panel, ResultList, type ResultItem } from "./result-list";

/** Both rates with the same decimals, so they read as a pair: one decimal, two when either rate is under 1%. */
const rateText = (rate: number, other: number) => `${(rate * 100).toFixed(Math.min(rate, other) < 0.01 ? 2 : 1)}%`;

type Props = { values: AbValues; update: (key: AbField, value: string) => void };

const arms = [
  { name: "Control", users: "controlUsers", conversions: "controlConversions" },
  { name: "Variant", users: "variantUsers", conversions: "variantConversions" },
] as const;

/** Read a finished test: counts per group in, p-value, interval and a verdict out, with the warnings that decide whether to trust it. */
export function ReadPanel({ values, update }: Props) {
  const id = useId();
  const outcome = evaluateReading(values);
  const errors = outcome.ok ? {} : outcome.errors;
  const confidence = outcome.ok ? `${formatDecimal((1 - outcome.reading.alpha) * 100, 2)}%` : "";

  const items: ResultItem[] = [];
  if (outcome.ok) {
    const r = outcome.reading;
    items.push(
      { term: "Conversion rates", value: `${rateText(r.controlRate, r.variantRate)} vs ${rateText(r.variantRate, r.controlRate)}`, note: "Control, then variant" },
      {
        term: "Difference",
        value: `${formatPoints(r.difference)} points`,
        note: r.relativeLift === null ? "Control converted no one, so there is no relative lift." : `A relative change of ${formatPoints(r.relativeLift)}%`,
      },
      { term: `${confidence} confidence interval`, value: `${formatPoints(r.low)} to ${formatPoints(r.high)}`, note: "Points; the range of true differences the data fit" },
      { term: "p-value (two-sided)", value: pValueText(r.pValue).replace(/^p = /, ""), note: `z = ${formatDecimal(r.z, 2)}, pooled standard error` },
    );
  }

  return (
    <Panel id={`${id}-read`} title="Read a finished test" intro="Visitors and conversions in each group, once the test has reached its planned size.">
      {/* As in the plan: the counts on the left, the reading on the right once the tool spans the page. */}
      <div className="grid items-start gap-5 @4xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] @4xl:gap-8">
        <div className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-1">
          {arms.map((arm) => (
            <fieldset key={arm.name} className="space-y-3">
              <legend className="font-semibold">{arm.name}</legend>
              {([arm.users, arm.conversions] as const).map((key) => (
                <CalculatorField
                  key={key}
                  id={`${id}-${key}`}
                  label={abFields[key].label}
                  error={errors[key]}
                  layout="stacked"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={values[key]}
                  onChange={(event) => update(key, event.target.value)}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <div className="min-w-0 space-y-5">
          {errors.alpha ? <p className="text-sm font-medium text-destructive">Fix the significance level under Plan a test to read the result.</p> : null}
          {outcome.ok ? (
            <>
              <ResultList items={items} />
              <p aria-live="polite" className={`rounded-xl border-2 p-4 font-medium ${outcome.reading.significant ? "border-success" : "border-border"}`}>
                {verdictOf(outcome.reading)}
              </p>
              {outcome.reading.splitPValue < sampleRatioThreshold ? (
                <p role="alert" className="rounded-xl border-2 border-destructive p-4 text-sm">
                  <strong className="text-destructive">Sample ratio mismatch.</strong> A 50/50 split this uneven would happen by chance with {pValueText(outcome.reading.splitPValue)}: something treats the groups differently. Find the cause before trusting this result.
                </p>
              ) : null}
              {outcome.reading.smallCounts ? (
                <p className="rounded-xl border border-border p-4 text-sm">
                  <strong>Few conversions.</strong> A group has fewer than 5 conversions or non-conversions, where this normal approximation is rough: treat the p-value as a guide only.
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <p className="rounded-xl border border-border bg-background p-4 text-sm">
        <strong>Read it once, at the planned size.</strong> Checking every day and stopping the first time p drops below the significance level makes a false win several times more
        likely than the level says. Stop early only for harm, or use a sequential method built for repeated looks.
      </p>
    </Panel>
  );
}
