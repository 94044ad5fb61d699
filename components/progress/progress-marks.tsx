/**
 * The progress pieces pages use, as server components: each renders its
 * reserved placeholder and hands the icon to the client slot (icons stay
 * out of client code, components/README.md).
 */
import { Icon } from "@/components/ui/icons";
import type { StepProgress } from "./leaf-types";
import { ProgressSlot } from "./progress-slot";
import { CheckView, MarkButtonView, MeterView, StepMarkerView } from "./views";

const check = <Icon name="check" size={14} strokeWidth={3} />;

/** "Mark as read": a toggle (aria-pressed) for one item of this page. */
export function MarkAsReadButton({ itemKey, describedBy }: { itemKey: string; describedBy?: string }) {
  return (
    <ProgressSlot
      kind="mark"
      itemKey={itemKey}
      icon={check}
      describedBy={describedBy}
      fallback={<MarkButtonView pressed={false} ready={false} icon={check} describedBy={describedBy} />}
    />
  );
}

/** A check on a card or list item once all of `keys` are read; an empty slot of the same size until then. */
export function ReadCheck({ keys, className = "" }: { keys: string[]; className?: string }) {
  return (
    <span className={`inline-flex ${className}`}>
      <ProgressSlot kind="check" keys={keys} icon={check} fallback={<CheckView done={false} icon={check} />} />
    </span>
  );
}

/** "n of N read" with a bar. */
export function ProgressCount({ keys, label = "read" }: { keys: string[]; label?: string }) {
  const fallback = <MeterView done={0} total={keys.length} label={label} ready={false} />;
  return <ProgressSlot kind="count" keys={keys} label={label} fallback={fallback} />;
}

export function PathStepMarker({ step }: { step: StepProgress }) {
  return <ProgressSlot kind="step" step={step} icon={check} fallback={<StepMarkerView number={step.number} done={false} icon={check} />} />;
}

export function PathProgress({ steps }: { steps: StepProgress[] }) {
  return <ProgressSlot kind="path" steps={steps} fallback={<MeterView done={0} total={steps.length} label="done" ready={false} />} />;
}

/** "Continue where you left off": nothing until there is a last page (its row is reserved by the caller). */
export function ContinueLink() {
  return <ProgressSlot kind="continue" icon={<Icon name="arrowRight" size={16} />} />;
}

/** Remembers the page being read, for "Continue where you left off". Renders nothing. */
export function VisitRecorder() {
  return <ProgressSlot kind="visit" />;
}
