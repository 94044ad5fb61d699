import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/**
 * The inline "are you sure?" under a destructive button on /progress: a
 * question, what it does, the destructive action and Cancel. `id` is what the
 * opening button's aria-controls names.
 */
export function ConfirmPanel({
  id,
  question,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
  inset = false,
}: {
  id: string;
  question: ReactNode;
  detail: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Inside a raised box (a notice): the panel takes the page's surface so it stands apart. */
  inset?: boolean;
}) {
  return (
    <div id={id} role="group" aria-labelledby={`${id}-question`} className={`mt-4 max-w-measure rounded-xl border border-destructive p-4 ${inset ? "bg-surface" : "bg-surface-raised"}`}>
      <p id={`${id}-question`} className="font-semibold">
        {question}
      </p>
      <p className="mt-1 text-small text-muted">{detail}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses({ variant: "destructive" })} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={buttonClasses({ variant: "secondary" })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
