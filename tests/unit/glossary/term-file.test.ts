import { describe, expect, it } from "vitest";
import { glossaryTermPage } from "@/content/glossary-terms";
import { glossaryBodySections } from "@/lib/glossary/headings";
import { renderMarkdown } from "@/lib/markdown/render";

const file = "content/glossary-terms/widget.md";
const meta = { term: "Widget", summary: "What a widget is, with an example.", relatedTerms: ["a", "b"], alsoTaughtAt: [] };
const filler = "A sentence of teaching that gives the section enough words to count as a page of its own. ".repeat(8);
const sections = glossaryBodySections.map(({ id, heading }) => `## ${id === "example" ? `${heading}: a widget shop` : heading} {#${id}}\n\n${filler}`).join("\n\n");
const page = (opening: string) => glossaryTermPage(file, "widget", meta, renderMarkdown(`${opening}${sections}`, { file, line: 1 }));

describe("a glossary term's file: the definition opens the body", () => {
  it("reads the opening paragraph as the definition, as plain text for the list and as HTML for the page", () => {
    const term = page("A small part that does *one* job.\n\n");
    expect(term.definition).toBe("A small part that does one job.");
    expect(term.definitionHtml).toBe("<p>A small part that does <em>one</em> job.</p>");
    expect(term.sections.map((section) => section.id)).toEqual(glossaryBodySections.map((section) => section.id));
  });

  it("stops the build, naming the file, when the definition is missing or is more than one paragraph", () => {
    expect(() => page("")).toThrow(`${file}: the body opens with the term's definition`);
    expect(() => page("One paragraph.\n\nAnd a second.\n\n")).toThrow(`${file}: the body opens with the term's definition`);
  });
});
