"use client";

/**
 * The A/B test calculator: "Plan a test" (users per group and weeks of
 * traffic from a baseline, the smallest effect worth detecting, the
 * significance level and the power) and "Read a finished test" (p-value,
 * difference with its confidence interval, a verdict in words). Every input
 * is kept in the link and can be saved to or loaded from a CSV file. The
 * statistics are lib/stats/ab-test.ts; what each input may hold and the
 * messages are lib/calculators/ab-test.ts.
 */
import { useState } from "react";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { abErrors, abFieldKeys, abFields, abLimits, abStartingValues, effectModes, type AbField, type AbValues } from "@/lib/calculators/ab-test";
import { FormCsvTools } from "../form-csv-tools";
import { useFormInUrl } from "../use-form-in-url";
import { PlanPanel } from "./plan-panel";
import { ReadPanel } from "./read-panel";

const params = Object.fromEntries(abFieldKeys.map((key) => [key, abFields[key].param])) as Record<AbField, string>;
const csvFormat = `CSV: the header Input,Value, then one line per input: ${abFieldKeys.map((key) => abFields[key].label).join(", ")} (${abFields.mode.label} is points or relative; ${abFields.daily.label} may be empty). The link in your address bar also holds every input: bookmark or share it.`;

export function AbTestCalculator({ initial = abStartingValues }: { initial?: AbValues }) {
  const [values, setValues] = useState<AbValues>(initial);
  useEarlyInput();
  const { message, clearMessage } = useFormInUrl({ params, values, replace: setValues, maxLength: abLimits.valueLength, choices: { mode: effectModes } });
  const update = (key: AbField, value: string) => {
    clearMessage();
    setValues((current) => ({ ...current, [key]: value.slice(0, abLimits.valueLength) }));
  };

  // The CSV code is fetched on first use: most visitors never export or import.
  const toCsv = async () => (await import("@/lib/calculators/form-csv")).formToCsv(abFields, values);
  const importFile = async (file: File) => {
    const { importFormCsvFile } = await import("@/lib/calculators/form-csv");
    const result = await importFormCsvFile(abFields, file, abErrors, abLimits.valueLength);
    if (!result.ok) return result;
    clearMessage();
    setValues(result.values);
    return { ok: true as const };
  };

  return (
    <div className="@container space-y-6" data-early-input="">
      <PlanPanel values={values} update={update} />
      <ReadPanel values={values} update={update} />
      <FormCsvTools fileName="ab-test.csv" toCsv={toCsv} importFile={importFile} format={csvFormat} linkMessage={message} />
    </div>
  );
}
