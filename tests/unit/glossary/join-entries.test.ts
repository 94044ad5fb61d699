import { describe, expect, it } from "vitest";
import type { GlossaryTerm, GlossaryTermPage } from "@/lib/content/schemas";
import { joinGlossaryEntries, relatedEntries } from "@/lib/glossary/entries";

const term = (name: string): GlossaryTerm => ({ term: name, definition: `${name}: a definition long enough for the schema.` });
const page = (slug: string, relatedTerms: string[] = []): GlossaryTermPage => ({
  slug,
  term: slug,
  definition: `${slug}: a definition long enough for the schema.`,
  definitionHtml: `<p>${slug}: a definition long enough for the schema.</p>`,
  summary: `What ${slug} means.`,
  sections: [],
  exampleTitle: "An example",
  relatedTerms,
  alsoTaughtAt: [],
});

describe("joinGlossaryEntries: the list and the pages, joined by slug", () => {
  it("sorts the terms alphabetically and gives each its slug, path and page", () => {
    const entries = joinGlossaryEntries([term("Velocity"), term("A/B Test")], [page("velocity"), page("a-b-test")]);
    expect(entries.map((entry) => [entry.term, entry.slug, entry.path, entry.page.slug])).toEqual([
      ["A/B Test", "a-b-test", "/glossary/a-b-test", "a-b-test"],
      ["Velocity", "velocity", "/glossary/velocity", "velocity"],
    ]);
  });

  it("stops on a term without a page, naming the file to add", () => {
    expect(() => joinGlossaryEntries([term("Churn Rate")], [])).toThrow(/"Churn Rate" has no page: add content\/glossary-terms\/churn-rate\.md/);
  });

  it("stops on a page without a term, naming the page", () => {
    expect(() => joinGlossaryEntries([term("KPI")], [page("kpi"), page("orphan")])).toThrow(/without a term in the list \(content\/glossary\.ts\): orphan/);
  });
});

describe("relatedEntries: a page's related terms, looked up in the list it is given", () => {
  const entries = joinGlossaryEntries([term("KPI"), term("OKR"), term("Roadmap")], [page("kpi", ["roadmap", "missing", "okr"]), page("okr"), page("roadmap")]);
  const kpi = entries.find((entry) => entry.slug === "kpi")!;

  it("keeps the page's order and leaves out a slug the list does not hold", () => {
    expect(relatedEntries(entries, kpi).map((entry) => entry.slug)).toEqual(["roadmap", "okr"]);
  });

  it("finds nothing in an empty list", () => {
    expect(relatedEntries([], kpi)).toEqual([]);
  });
});
