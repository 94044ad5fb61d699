/**
 * The frame around one calculator row: a fieldset named after the item (so
 * each input's label reads in context), its inputs, the live score and a
 * remove button. Shared by the RICE and opportunity calculators.
 */
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  name: string;
  /** The formatted score, or undefined while an input is invalid. */
  score: string | undefined;
  canRemove: boolean;
  onRemove: () => void;
  gridClassName: string;
  children: ReactNode;
};

export function CalculatorItem({ name, score, canRemove, onRemove, gridClassName, children }: Props) {
  return (
    <fieldset className="rounded-xl border border-border bg-surface-raised p-4">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      <div className={`grid gap-3 ${gridClassName}`}>{children}</div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Score: <strong className="tabular-nums">{score ?? "fix the inputs above to see it"}</strong>
        </p>
        <button
          type="button"
          className={buttonClasses({ variant: "ghost", size: "sm" })}
          onClick={onRemove}
          disabled={!canRemove}
        >
          Remove {name}
        </button>
      </div>
    </fieldset>
  );
}
