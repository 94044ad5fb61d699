import type { ReactNode } from "react";
import { opportunityExampleItems, riceExampleItems } from "@/content/frameworks/calculator-examples";
import { OpportunityCalculator } from "./opportunity-calculator";
import { RiceCalculator } from "./rice-calculator";

/** The interactive "Try it" section some explainers carry, keyed by slug. */
const tools: Record<string, { title: string; intro: string; render: () => ReactNode }> = {
  "rice-scoring": {
    title: "Try it: RICE calculator",
    intro: "Score your own backlog. The first rows are the worked example above; change any number, add your ideas and watch the ranking update.",
    render: () => <RiceCalculator initialItems={riceExampleItems} />,
  },
  "opportunity-scoring": {
    title: "Try it: opportunity score calculator",
    intro: "Enter the customer outcomes from your survey with their average importance and satisfaction ratings (1-10) and see which needs are most underserved.",
    render: () => <OpportunityCalculator initialItems={opportunityExampleItems} />,
  },
};

export function frameworkToolTitle(slug: string): string | undefined {
  return tools[slug]?.title;
}

export function FrameworkTool({ slug }: { slug: string }) {
  const tool = tools[slug];
  if (!tool) return null;
  return (
    <section id="try-it" aria-labelledby="try-it-heading" className="mt-12 scroll-mt-20">
      <h2 id="try-it-heading" className="text-2xl font-bold tracking-tight">
        {tool.title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{tool.intro}</p>
      <div className="mt-6">{tool.render()}</div>
    </section>
  );
}
