import type { ReactNode } from "react";

/** A page's interactive tool: the heading its section shows and one line on what to do with it. */
export type ToolInfo = { title: string; intro: string };

/**
 * A workbench set apart from the reading column, on its own surface: after
 * an explainer's body, across the full width (level 2), or where a guide's
 * Markdown places it with `::calculator{...}`, inside one of its sections
 * (level 3, so the page's outline stays h1 > section > tool).
 */
export function ToolSection({ tool, children, level = 2 }: { tool: ToolInfo; children: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id="try-it" aria-labelledby="try-it-heading" className={`${level === 2 ? "mt-12" : "my-8"} scroll-mt-20 rounded-3xl border border-border bg-surface px-3 py-6 sm:p-6`}>
      <div className="px-1 sm:px-0">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Interactive tool</p>
        <Heading id="try-it-heading" className="mt-1 text-2xl font-bold tracking-tight">
          {tool.title}
        </Heading>
        <p className="mt-2 max-w-3xl text-muted">{tool.intro}</p>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
