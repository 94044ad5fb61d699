import type { ReactNode } from "react";
import { calloutClasses, type CalloutTone } from "@/lib/layout/callout";

/**
 * A highlighted aside in running text: a key point, tip or warning, with an
 * optional title. role="note", not <aside>: a callout belongs to the text
 * around it, and an <aside> inside <main> would add an unnamed
 * "complementary" landmark to every page that has one.
 */
export function Callout({ title, tone = "note", children }: { title?: string; tone?: CalloutTone; children: ReactNode }) {
  return (
    <div role="note" className={calloutClasses(tone)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </div>
  );
}
