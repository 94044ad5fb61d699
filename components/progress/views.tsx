/**
 * How progress looks, as plain markup without hooks: the server renders these
 * as the reserved placeholders, and the progress chunk renders the same ones
 * with real state, so swapping one for the other moves nothing.
 */
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/**
 * Until the stored state is known (`ready`), the button claims no state: no
 * aria-pressed and a dashed ring instead of the empty one that means "not
 * read", so a page already read never flashes as unread.
 */
export function MarkButtonView({
  pressed,
  ready,
  icon,
  describedBy,
  onClick,
}: {
  pressed: boolean;
  ready: boolean;
  icon: ReactNode;
  describedBy?: string;
  onClick?: () => void;
}) {
  const on = ready && pressed;
  return (
    <button
      type="button"
      aria-pressed={ready ? pressed : undefined}
      aria-describedby={describedBy}
      data-progress-ready={ready}
      onClick={onClick}
      className={`${buttonClasses({ variant: on ? "primary" : "secondary" })} border ${on ? "border-primary" : "border-border"}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-5 shrink-0 place-items-center rounded-full border-2 transition-colors motion-reduce:transition-none ${
          on ? "border-primary-foreground bg-primary-foreground text-primary" : ready ? "border-muted" : "border-dashed border-muted"
        }`}
      >
        {on ? icon : null}
      </span>
      Mark as read
    </button>
  );
}

/** A round check badge, or the same-sized empty slot; "Read" is spoken, the tick is not. */
export function CheckView({ done, icon, className = "" }: { done: boolean; icon: ReactNode; className?: string }) {
  return (
    <span className={`inline-grid size-6 shrink-0 place-items-center ${className}`} data-progress-check={done ? "read" : "unread"}>
      {done ? (
        <span className="grid size-6 place-items-center rounded-full bg-success text-background shadow-sm ring-2 ring-surface-raised">
          {icon}
          <span className="sr-only">Read</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * "3 of 10 read" with a thin bar; before the progress loads, the same text
 * reserves its place, invisibly. The text box is as wide as "10 of 10 read"
 * (an invisible copy in generated content under it), so the bar does not move as the count grows,
 * and the text starts at the left edge like every other row's. (A count
 * right-aligned in a fixed width had indented "0 of 22" past "0 of 8".)
 */
export function MeterView({ done, total, label, ready }: { done: number; total: number; label: string; ready: boolean }) {
  return (
    <span className={`inline-flex items-center gap-3 ${ready ? "" : "invisible"}`} aria-hidden={ready ? undefined : true} data-progress-meter={ready ? "ready" : "pending"}>
      <span className="grid text-small font-semibold text-foreground tabular-nums">
        {/* The sizer's text is generated content, so it is neither announced nor found as a second "2 of 22 read". */}
        <span aria-hidden="true" className="invisible col-start-1 row-start-1 before:content-[attr(data-size)]" data-size={`${total} of ${total} ${label}`} />
        <span className="col-start-1 row-start-1">
          {done} of {total} {label}
        </span>
      </span>
      {/* An 8 px track in the accent tint with an edge at half the muted text colour: as a 6 px pale-grey hairline, and then with a border-coloured edge, two reviews found it nearly invisible in the light theme. */}
      <span aria-hidden="true" className="h-2 w-28 overflow-hidden rounded-full bg-accent ring-1 ring-muted/50 ring-inset">
        <span className="block h-full rounded-full bg-success transition-[width] motion-reduce:transition-none" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </span>
    </span>
  );
}

/** A home-path stop: its number, or a check once done (same size). */
export function StepMarkerView({ number, done, icon }: { number: number; done: boolean; icon: ReactNode }) {
  return done ? (
    <span className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-success bg-success text-background" data-progress-check="read">
      {icon}
      <span className="sr-only">(done)</span>
    </span>
  ) : (
    <span aria-hidden="true" className="path-step-number" data-progress-check="unread">
      {number}
    </span>
  );
}
