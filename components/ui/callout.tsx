import type { ReactNode } from "react";

const tones = {
  note: "border-primary bg-accent",
  tip: "border-success bg-surface",
  warning: "border-destructive bg-surface",
} as const;

/**
 * A highlighted aside in running text: a key point, tip or warning, with an
 * optional title. role="note", not <aside>: a callout belongs to the text
 * around it, and an <aside> inside <main> would add an unnamed
 * "complementary" landmark to every page that has one.
 */
export function Callout({ title, tone = "note", children }: { title?: string; tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div role="note" className={`rounded-xl border-l-4 px-5 py-4 text-base ${tones[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </div>
  );
}
