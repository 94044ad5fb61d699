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

  it("never list two links with the same name (the RICE sheet listed the framework and the term 'RICE Scoring')", () => {
    for (const template of templates) {
      const labels = relatedTemplateLinks(template).map((link) => link.label.toLowerCase());
      expect(new Set(labels).size, `${template.slug}: ${labels.join(", ")}`).toBe(labels.length);
    }
    const rice = templates.find((template) => template.slug === "rice-scoring-sheet")!;
    expect(relatedTemplateLinks(rice).filter((link) => link.label === "RICE Scoring").map((link) => link.href)).toEqual(["/frameworks/rice-scoring"]);
  });
});
