import type { ReactNode } from "react";

export type FrameworkToolInfo = { title: string; intro: string };

/**
 * The "Try it" sections. Only rice-scoring, opportunity-scoring and van-westendorp carry one;
 * they have their own route files so the other explainers never load
 * calculator code.
 */
export const frameworkTools = {
  "rice-scoring": {
    title: "Try it: RICE calculator",
    intro: "Score your own backlog. The first rows are the worked example above; change any number, add your ideas and watch the ranking update.",
  },
  "opportunity-scoring": {
    title: "Try it: opportunity score calculator",
    intro: "Enter the customer outcomes from your survey with their average importance and satisfaction ratings (from 1-10 ratings, or Ulwick-style shares rescaled to 0-10) and see which needs are most underserved.",
  },
  "van-westendorp": {
    title: "Try it: price sensitivity calculator",
    intro: "Type, paste or import each respondent's four price answers and see the four curves, the acceptable range and the price points. The first rows are Quillo's pilot from the worked example; change any answer and watch the points move.",
  },
} satisfies Record<string, FrameworkToolInfo>;

/** A workbench set apart from the reading column: full width, on its own surface. */
export function FrameworkToolSection({ tool, children }: { tool: FrameworkToolInfo; children: ReactNode }) {
  return (
    <section id="try-it" aria-labelledby="try-it-heading" className="mt-12 scroll-mt-20 rounded-3xl border border-border bg-surface px-3 py-6 sm:p-6">
      <div className="px-1 sm:px-0">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Interactive tool</p>
        <h2 id="try-it-heading" className="mt-1 text-2xl font-bold tracking-tight">
          {tool.title}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{tool.intro}</p>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
