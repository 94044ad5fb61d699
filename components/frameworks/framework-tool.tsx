import type { ToolInfo } from "@/components/content/tool-section";

export type FrameworkToolInfo = ToolInfo;

/**
 * The "Try it" sections. Only the explainers listed here carry one; they
 * have their own route files so the other explainers never load calculator
 * code.
 */
export const frameworkTools = {
  "rice-scoring": {
    title: "Try it: RICE calculator",
    intro: "Score your own backlog. It starts with three of the worked example's four ideas; change any number, add the fourth (the AI cash-flow forecast) or your own and watch the ranking update.",
  },
  "opportunity-scoring": {
    title: "Try it: opportunity score calculator",
    intro: "Enter the customer outcomes from your survey with their average importance and satisfaction ratings (from 1-10 ratings, or Ulwick-style shares rescaled to 0-10) and see which needs are most underserved.",
  },
  wsjf: {
    title: "Try it: WSJF calculator",
    intro: "Order your own backlog. The first rows are four jobs from the worked example above; choose each part of cost of delay and the job size on the modified Fibonacci scale, add your jobs and watch the order change.",
  },
  "tam-sam-som": {
    title: "Try it: TAM, SAM and SOM calculator",
    intro: "Size your own market both ways. The starting values are PawBook's from the worked example; change any assumption and see both estimates, the gap between them and what it usually means.",
  },
  "van-westendorp": {
    title: "Try it: price sensitivity calculator",
    intro: "Type, paste or import each respondent's four price answers and see the four curves, the acceptable range and the price points. The first rows are Quillo's pilot from the worked example; change any answer and watch the points move.",
  },
} satisfies Record<string, FrameworkToolInfo>;
