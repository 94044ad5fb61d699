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
});
