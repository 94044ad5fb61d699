import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { templatesForFramework } from "@/data/templates";

describe("templatesForFramework: each explainer leads to the template built for it", () => {
  it.each([
    ["rice-scoring", "rice-scoring-sheet"],
    ["opportunity-scoring", "opportunity-scoring-sheet"],
    ["opportunity-solution-tree", "opportunity-solution-tree-worksheet"],
    ["north-star-metric", "north-star-metric-worksheet"],
    ["kano-model", "kano-survey"],
  ])("%s leads with %s", (framework, template) => {
    expect(templatesForFramework(framework)[0]?.slug).toBe(template);
  });

  it("lists at most three, without repeats, and only templates that name the framework", () => {
    for (const page of frameworkPages) {
      const found = templatesForFramework(page.slug);
      expect(found.length).toBeLessThanOrEqual(3);
      expect(new Set(found.map((t) => t.slug)).size).toBe(found.length);
      for (const template of found) expect(template.relatedFrameworks).toContain(page.slug);
    }
  });
});
