import { describe, expect, it } from "vitest";
import { templates } from "@/content/templates";
import { downloadFiles, templateDownloads } from "@/lib/templates/downloads";
import { templatesForFramework } from "@/lib/templates/for-framework";
import { templatesForGlossaryTerm } from "@/lib/templates/for-glossary";
import { templatesForMasteryArea, templatesForMasteryTopic } from "@/lib/templates/for-mastery";
import type { Template } from "@/lib/templates/schema";

/** Only the fields the selection rules read. */
const template = (slug: string, links: Partial<Pick<Template, "relatedFrameworks" | "relatedGlossaryTerms" | "relatedMastery">>) =>
  ({ slug, relatedFrameworks: [], relatedGlossaryTerms: [], relatedMastery: [], ...links }) as unknown as Template;

const library = [
  template("touches-rice", { relatedFrameworks: ["kano-model", "rice-scoring"], relatedGlossaryTerms: ["kpi", "rice-scoring"], relatedMastery: ["growth"] }),
  template("built-for-rice", { relatedFrameworks: ["rice-scoring"], relatedGlossaryTerms: ["rice-scoring"], relatedMastery: ["growth#experiments"] }),
  template("also-rice", { relatedFrameworks: ["okrs", "rice-scoring"] }),
  template("more-rice", { relatedFrameworks: ["moscow", "rice-scoring"] }),
];
const slugs = (list: readonly Template[]) => list.map((t) => t.slug);

describe("template selection over the library it is given", () => {
  it("leads a framework's list with the templates built for it, up to the limit", () => {
    expect(slugs(templatesForFramework(library, "rice-scoring"))).toEqual(["built-for-rice", "touches-rice", "also-rice"]);
    expect(slugs(templatesForFramework(library, "rice-scoring", 1))).toEqual(["built-for-rice"]);
    expect(templatesForFramework([], "rice-scoring")).toEqual([]);
  });

  it("leads a term's list with the templates that name it first", () => {
    expect(slugs(templatesForGlossaryTerm(library, "rice-scoring"))).toEqual(["built-for-rice", "touches-rice"]);
    expect(slugs(templatesForGlossaryTerm(library, "kpi"))).toEqual(["touches-rice"]);
  });

  it("keeps topic templates and area-wide templates apart", () => {
    expect(slugs(templatesForMasteryTopic(library, "growth", "experiments"))).toEqual(["built-for-rice"]);
    expect(slugs(templatesForMasteryArea(library, "growth"))).toEqual(["touches-rice"]);
  });
});

describe("downloadFiles over the library it is given", () => {
  it("is every template's files in order, and nothing for an empty library", () => {
    const two = templates.slice(0, 2);
    expect(downloadFiles(two)).toEqual(two.flatMap(templateDownloads));
    expect(downloadFiles([])).toEqual([]);
  });
});
