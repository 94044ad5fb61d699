import type { ReactNode } from "react";

/**
 * A titled band of an index page (a group of cards, a list of links): h2,
 * optional one-line intro, then the content. Consecutive sections are spaced
 * by the section token.
 */
export function Section({ id, title, intro, children, className = "" }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`mt-section scroll-mt-24 first:mt-0 ${className}`}>
      <h2 id={`${id}-heading`} className="text-title font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-measure text-muted">{intro}</p> : null}
      <div className="mt-stack">{children}</div>
    </section>
  );
}
