import type { ReactNode } from "react";

/**
 * A picture or diagram with its caption. The drawing sits straight in the
 * column (no padding, no border by default) so its labels keep their size on
 * a phone; `framed` adds a border and surface for images with a white edge.
 */
export function Figure({ caption, framed = false, children }: { caption: ReactNode; framed?: boolean; children: ReactNode }) {
  return (
    <figure>
      <div className={framed ? "overflow-hidden rounded-2xl border border-border bg-surface" : undefined}>{children}</div>
      <figcaption className="mt-2 text-small text-muted">{caption}</figcaption>
    </figure>
  );
}
