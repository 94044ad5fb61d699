import type { TemplateGroup } from "@/lib/templates/schema";

/** How the /templates index names and introduces each job a template serves. */
export const groupLabels: Record<TemplateGroup, { title: string; intro: string }> = {
  discover: { title: "Discover", intro: "Learn what customers need and where the opportunities are before you commit to a solution." },
  decide: { title: "Decide", intro: "Compare options on evidence, choose, and write down why." },
  define: { title: "Define", intro: "Turn a decision into a plan others can read, question and build from." },
  deliver: { title: "Deliver", intro: "Ship without surprises, then learn from how it went." },
  measure: { title: "Measure", intro: "Pick the number that matters and test changes against it." },
};

export const formatLabels = { md: "Markdown", csv: "CSV" } as const;
