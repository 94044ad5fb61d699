import { describe, expect, it } from "vitest";
import { templates } from "@/content/templates";
import { glossaryEntries } from "@/data/glossary";
import { templatesForGlossaryTerm } from "@/data/templates";

describe("templatesForGlossaryTerm: term pages link back to the templates that name them", () => {
  it("every link from a template to a term has its way back, and nothing else is listed", () => {
    for (const entry of glossaryEntries) {
      const expected = templates.filter((template) => template.relatedGlossaryTerms.includes(entry.slug)).map((template) => template.slug);
      expect(templatesForGlossaryTerm(entry.slug).map((template) => template.slug).sort(), entry.slug).toEqual(expected.sort());
    }
  });

  it("puts the template built around the term first", () => {
    expect(templatesForGlossaryTerm("rice-scoring")[0]?.slug).toBe("rice-scoring-sheet");
    expect(templatesForGlossaryTerm("north-star-metric")[0]?.slug).toBe("north-star-metric-worksheet");
    expect(templatesForGlossaryTerm("stakeholder").map((template) => template.slug)).toContain("stakeholder-map");
  });

  it("gives a term no template names an empty list", () => {
    const unused = glossaryEntries.filter((entry) => !templates.some((template) => template.relatedGlossaryTerms.includes(entry.slug)));
    expect(unused.length).toBeGreaterThan(0);
    for (const entry of unused) expect(templatesForGlossaryTerm(entry.slug)).toEqual([]);
  });
});
