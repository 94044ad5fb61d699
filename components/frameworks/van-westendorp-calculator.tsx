"use client";

/**
 * Van Westendorp calculator: each respondent's four price answers in a row
 * (typed, pasted from a spreadsheet or imported as CSV), and, as they
 * change, the four curves, the acceptable range and the price points. The
 * analysis is lib/frameworks/van-westendorp.ts, the same functions the
 * explainer's worked example is computed with; a row's validation is the
 * calculator definition's (lib/calculators/definitions.ts), so a typed cell,
 * a pasted line and an imported line are held to one rule. The link and the
 * CSV tools are the scoring calculators' own (use-table-in-url.ts,
 * calculator-table-tools.tsx).
 */
import { useId, useState } from "react";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { buttonClasses } from "@/components/ui/button";
import { calculatorDefinitions, type CalculatorRow } from "@/lib/calculators/definitions";
import { canAddRow, fitCell, rowLimit } from "@/lib/calculators/limits";
import { displayName } from "@/lib/calculators/scoring";
import { priceFieldLabels, priceFields, validatePriceAnswers, type PriceAnswers, type PriceField } from "@/lib/frameworks/van-westendorp";
import { CalculatorTableTools } from "./calculator-table-tools";
import { inputClasses } from "./calculator-field";
import { PriceSensitivityResults } from "./price-sensitivity-results";
import { useEditableRows } from "./use-editable-rows";
import { useTableInUrl } from "./use-table-in-url";

type AnswerRow = CalculatorRow & Record<PriceField, string>;

const definition = calculatorDefinitions["van-westendorp"];
const emptyRow: AnswerRow = { name: "", tooCheap: "", cheap: "", expensive: "", tooExpensive: "" };
const noun = "Respondent";
// Four answers and a remove button share a phone's row: narrower side padding than the other calculators' fields.
const answerInputClasses = `${inputClasses.replace("px-3", "px-1.5 sm:px-2")} min-w-[3.5rem]`;

type Notice = { tone: "error" | "done"; text: string };

export function VanWestendorpCalculator({ initialRows }: { initialRows: AnswerRow[] }) {
  const baseId = useId();
  const { rows, update, add, remove, replace } = useEditableRows(initialRows, emptyRow, (current) => canAddRow(definition, current, emptyRow));
  const replaceRows = (items: CalculatorRow[]) => replace(items as AnswerRow[]);
  const { message: linkMessage } = useTableInUrl(definition, rows, replaceRows);
  useEarlyInput();

  const [pasted, setPasted] = useState("");
  const [pasteNotice, setPasteNotice] = useState<Notice | null>(null);

  const checked = rows.map((row, index) => {
    const result = validatePriceAnswers(row);
    return { row, index, name: displayName(row.name, noun, index), result };
  });
  const valid: PriceAnswers[] = checked.flatMap((entry) => (entry.result.ok ? [entry.result.value] : []));
  const excluded = checked.filter((entry) => !entry.result.ok).map((entry) => entry.name);

  const edit = (key: number, field: PriceField, value: string) => {
    const fitted = fitCell(definition, rows, rows.findIndex((row) => row.key === key), field, value);
    update(key, field, fitted.value);
  };

  const usePasted = async () => {
    const { pastedToTable } = await import("@/lib/calculators/paste");
    const result = pastedToTable(definition, pasted);
    if (result.ok) {
      replaceRows(result.rows);
      setPasteNotice({ tone: "done", text: `Replaced the table with ${result.rows.length} ${result.rows.length === 1 ? "respondent" : "respondents"}.` });
    } else {
      setPasteNotice({ tone: "error", text: `${result.message} Your table was not changed.` });
    }
  };

  const full = rows.length >= rowLimit(definition) || !canAddRow(definition, rows, emptyRow);

  return (
    // The results (the chart is the payoff) under the answers at every width, the page's width given to the chart:
    // beside a ten-row table it had a 260 px column at 1,280 px. Where the tool is wide (an explainer's tool spans the
    // page from 1,024 px) the paste box and the file tools sit beside the answers, not under them.
    <div className="@container/vw">
    <div className="grid gap-8" data-early-input="">
      <div className="grid items-start gap-x-8 gap-y-6 @min-[50rem]/vw:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <p className="text-sm text-muted">
          Prices in your survey&apos;s unit (per month, per user...), each answer above 0 and rising from too cheap to too expensive. A row with a
          problem is left out of the results until it is fixed.
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Price answers, one row per respondent</caption>
            <thead>
              <tr className="align-bottom">
                <th scope="col" className="w-6 pr-1 pb-2 text-left font-semibold sm:w-10">
                  #
                </th>
                {priceFields.map((field) => (
                  <th key={field} scope="col" className="px-0.5 pb-2 text-left font-semibold sm:px-1">
                    {priceFieldLabels[field]}
                  </th>
                ))}
                <th scope="col" className="w-9 pb-2 sm:w-10">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {checked.map(({ row, index, name, result }) => {
                const id = `${baseId}-${row.key}`;
                const errors: Partial<Record<PriceField, string>> = result.ok ? {} : result.errors;
                const message = Object.values(errors)[0];
                return [
                  <tr key={row.key}>
                    <th scope="row" className="pr-1 py-1 text-left font-normal text-muted" title={name}>
                      <span aria-hidden="true">{row.name ? row.name : index + 1}</span>
                      <span className="sr-only">{name}</span>
                    </th>
                    {priceFields.map((field) => (
                      <td key={field} className="px-0.5 py-1 sm:px-1">
                        <input
                          id={`${id}-${field}`}
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step="any"
                          className={answerInputClasses}
                          aria-label={`${priceFieldLabels[field]}, ${name}`}
                          aria-invalid={errors[field] ? true : undefined}
                          aria-describedby={errors[field] ? `${id}-error` : undefined}
                          value={row[field]}
                          onChange={(event) => edit(row.key, field, event.target.value)}
                        />
                      </td>
                    ))}
                    <td className="py-1 pl-0.5 text-right">
                      <button
                        type="button"
                        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-raised hover:text-foreground disabled:opacity-40"
                        aria-label={`Remove ${name}`}
                        disabled={rows.length <= 1}
                        onClick={() => remove(row.key)}
                      >
                        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                          <path d="M6 6l12 12M18 6L6 18" />
                        </svg>
                      </button>
                    </td>
                  </tr>,
                  message ? (
                    <tr key={`${row.key}-error`}>
                      <td />
                      <td colSpan={5} id={`${id}-error`} className="px-0.5 pb-2 text-sm font-medium text-destructive">
                        {message}
                      </td>
                    </tr>
                  ) : null,
                ];
              })}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <button type="button" className={buttonClasses({ variant: "secondary" })} onClick={add} disabled={full} aria-describedby={full ? `${baseId}-full` : undefined}>
            Add respondent
          </button>
          {full ? (
            <p id={`${baseId}-full`} className="min-w-0 flex-1 basis-60 text-sm text-muted">
              The table is full: {rowLimit(definition)} respondents at most, or as many as its link can carry. Remove a row to add another.
            </p>
          ) : null}
        </div>
      </div>
      <div className="min-w-0">
        <div>
          <label htmlFor={`${baseId}-paste`} className="block text-sm font-semibold">
            Paste answers
          </label>
          <p id={`${baseId}-paste-hint`} className="mt-1 text-xs text-muted">
            One respondent per line, the four prices in order (too cheap, bargain, getting expensive, too expensive), separated by tabs (as a
            spreadsheet copies them), commas or spaces. A header line and a label before the prices are fine. The pasted answers replace the table.
          </p>
          <textarea
            id={`${baseId}-paste`}
            rows={4}
            className={`${inputClasses} mt-2 font-mono text-sm`}
            aria-describedby={`${baseId}-paste-hint`}
            placeholder={"10\t15\t30\t40\n10\t20\t35\t40"}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <button type="button" className={`${buttonClasses({ variant: "secondary", size: "sm" })} mt-2`} onClick={usePasted} disabled={pasted.trim() === ""}>
            Use pasted answers
          </button>
          <p
            role={pasteNotice?.tone === "error" ? "alert" : "status"}
            className={pasteNotice ? `mt-2 text-sm font-medium ${pasteNotice.tone === "error" ? "text-destructive" : "text-success"}` : "sr-only"}
          >
            {pasteNotice?.text}
          </p>
        </div>
        <CalculatorTableTools definition={definition} rows={rows} noun={noun} onImport={replaceRows} linkMessage={linkMessage} />
      </div>
      </div>
      <PriceSensitivityResults answers={valid} excluded={excluded} />
    </div>
    </div>
  );
}
