/**
 * One labelled calculator input with its hint and validation message. The
 * message is tied to the input (aria-describedby + aria-invalid) so screen
 * readers announce it with the field. Rendered inside client calculators.
 *
 * Two arrangements, chosen by the width of the item (a container query on
 * calculator-item.tsx's @container), not of the window:
 * - "row" fields sit label-left, input-right while the item is narrow (a
 *   phone), so one item takes a few short lines instead of a screenful and
 *   its score and rank stay near the inputs; once the item is 36rem wide they
 *   stack label over input in the item's columns.
 * - "stacked" fields (the item's name) always stack, full width.
 * Either way an input or select is never narrower than its value needs.
 * Where the calculator is a table (the calc-table variant, app/globals.css)
 * the field is one cell of its row: its label and hint are read with the
 * input but not shown, since the table's header names the column.
 */
import type { InputHTMLAttributes, ReactNode } from "react";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  layout?: "row" | "short" | "stacked";
  className?: string;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "children">;

export const inputClasses =
  "block w-full min-w-0 rounded-lg border border-border bg-background px-3 py-2 text-base text-foreground aria-[invalid=true]:border-destructive";
/** A drop-down in the same style, with room on the right for its chevron (drawn in app/globals.css). */
export const selectClasses = `${inputClasses} pr-9`;

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A row layout's grid, whatever its input's width (row, short). */
const rowGrid = "grid items-center gap-x-3 [grid-template-areas:'label_input'_'hint_input'_'error_error'] @xl:block";
const rowInput = "[grid-area:input] @xl:mt-1";

const layouts = {
  // Narrow: label and hint on the left (a label without a hint is centred on
  // the input), the input (9.5rem, enough for the longest impact option) on
  // the right, the error across both.
  row: { field: `${rowGrid} grid-cols-[minmax(0,1fr)_9.5rem]`, input: rowInput },
  // The same, for an input whose values are a number or two (WSJF's 1 to 20): a 6 rem input leaves the label room for one or two lines, not three.
  short: { field: `${rowGrid} grid-cols-[minmax(0,1fr)_6rem]`, input: rowInput },
  stacked: { field: "", input: "mt-1" },
};

export function CalculatorField({ id, label, hint, error, layout = "row", className = "", children, ...inputProps }: FieldProps) {
  const classes = layouts[layout];
  return (
    <div className={`${classes.field} calc-table:block! ${className}`}>
      <label htmlFor={id} className={`block text-sm font-semibold calc-table:sr-only ${layout !== "stacked" ? (hint ? "self-end [grid-area:label]" : "[grid-column:1] [grid-row:1/3]") : ""}`}>
        {label}
      </label>
      <div className={`${classes.input} calc-table:mt-0`}>
        {children ?? (
          <input
            id={id}
            className={inputClasses}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            {...inputProps}
          />
        )}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="block self-start text-xs text-muted [grid-area:hint] @xl:mt-1 calc-table:sr-only">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-sm font-medium text-destructive [grid-area:error]">
          {error}
        </span>
      ) : null}
    </div>
  );
}
