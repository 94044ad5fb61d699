import type { ReactNode } from "react";

/** The heading block every content page opens with (one h1 per page). */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-10 max-w-3xl">
      {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div> : null}
      {children}
    </header>
  );
}
