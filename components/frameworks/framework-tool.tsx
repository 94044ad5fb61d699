import type { ToolInfo } from "@/components/content/tool-section";

export type FrameworkToolInfo = ToolInfo;

/**
 * The "Try it" sections. Only rice-scoring and opportunity-scoring carry one;
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
} satisfies Record<string, FrameworkToolInfo>;
