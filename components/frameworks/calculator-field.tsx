/**
 * One labelled calculator input with its hint and validation message. The
 * message is tied to the input (aria-describedby + aria-invalid) so screen
 * readers announce it with the field. Rendered inside client calculators.
 */
import type { InputHTMLAttributes, ReactNode } from "react";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "children">;

export const inputClasses =
  "mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-base text-foreground aria-[invalid=true]:border-destructive";

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="mt-1 block text-xs text-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-sm font-medium text-destructive">
          {error}
        </span>
      ) : null}
    </>
  );
}

export function CalculatorField({ id, label, hint, error, className = "", children, ...inputProps }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          className={inputClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...inputProps}
        />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
