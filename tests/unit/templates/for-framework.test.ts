import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { templates, templatesForFramework } from "@/data/templates";
import { templatesForFramework as select } from "@/lib/templates/for-framework";
import type { Template } from "@/lib/templates/schema";

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
      for (const template of found) {
        const serves = template.serves?.some((link) => link.href === `/frameworks/${page.slug}`) ?? false;
        expect(template.relatedFrameworks.includes(page.slug) || serves, template.slug).toBe(true);
      }
    }
  });

  it("an explainer a template serves lists it first, even before the page exists here, and its related frameworks do not claim it", () => {
    const pricing = templates.find((t) => t.slug === "pricing-research-plan")!;
    // The pricing plan serves the Van Westendorp explainer, so that page leads with it once it is added.
    expect(select(templates, "van-westendorp")[0]?.slug).toBe("pricing-research-plan");
    // Kano is only related to it: the Kano page still leads with the Kano survey, and lists the pricing plan after it.
    expect(pricing.relatedFrameworks[0]).toBe("kano-model");
    expect(templatesForFramework("kano-model").map((t) => t.slug)).toEqual(["kano-survey", "pricing-research-plan", "opportunity-scoring-sheet"]);
  });

  it("a template that serves no explainer is still built for its first related framework", () => {
    const base = templates.find((t) => t.slug === "rice-scoring-sheet")!;
    const guideOnly: Template = { ...base, slug: "guide-only", serves: [{ href: "/guides/some-guide", label: "Some guide" }] };
    expect(select([base, guideOnly], "rice-scoring").map((t) => t.slug)).toEqual(["rice-scoring-sheet", "guide-only"]);
  });
});
