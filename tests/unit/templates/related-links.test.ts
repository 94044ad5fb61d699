import { describe, expect, it } from "vitest";
import { relatedTemplateLinks } from "@/components/templates/related";
import { getFrameworkPage } from "@/data/frameworks";
import { templates } from "@/data/templates";

describe("a template's related links", () => {
  it("lead with the guides and explainers it serves, and never link an explainer this build does not have", () => {
    for (const template of templates) {
      const links = relatedTemplateLinks(template);
      for (const link of links.filter((l) => l.href.startsWith("/frameworks/"))) {
        expect(getFrameworkPage(link.href.split("/")[2]!.split("#")[0]!), `${template.slug}: ${link.href}`).toBeDefined();
      }
      const servedHere = (template.serves ?? []).filter((s) => s.href.startsWith("/guides/") || getFrameworkPage(s.href.split("/")[2]!));
      expect(links.slice(0, servedHere.length).map((l) => l.href), template.slug).toEqual(servedHere.map((s) => s.href));
    }
  });

  it("never list two links with the same name (the RICE sheet listed the framework and the term as 'RICE Scoring')", () => {
    for (const template of templates) {
      const labels = relatedTemplateLinks(template).map((link) => link.label.toLowerCase());
      expect(new Set(labels).size, `${template.slug}: ${labels.join(", ")}`).toBe(labels.length);
    }
    // Both stay (the term page lists the templates that name it, and each links back), the second named by its kind.
    const rice = templates.find((template) => template.slug === "rice-scoring-sheet")!;
    const named = relatedTemplateLinks(rice).filter((link) => link.label.startsWith("RICE Scoring"));
    expect(named.map((link) => [link.href, link.label])).toEqual([
      ["/frameworks/rice-scoring", "RICE Scoring"],
      ["/glossary/rice-scoring", "RICE Scoring (glossary)"],
    ]);
  });
});
