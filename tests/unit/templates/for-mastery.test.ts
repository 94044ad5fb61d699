import { describe, expect, it } from "vitest";
import { masteryAreas } from "@/content/mastery";
import { templates } from "@/content/templates";
import { templatesForMasteryArea, templatesForMasteryTopic } from "@/data/templates";

describe("templates linked from the related Product Mastery pages", () => {
  it("puts the RICE sheet under the prioritisation topic", () => {
    const slugs = templatesForMasteryTopic("delivery-and-execution", "prioritization").map((t) => t.slug);
    expect(slugs).toContain("rice-scoring-sheet");
  });

  it("lists an area-wide template on its area only", () => {
    expect(templatesForMasteryArea("growth-and-experiments").map((t) => t.slug)).toContain("experiment-plan");
    expect(templatesForMasteryArea("growth-and-experiments").map((t) => t.slug)).not.toContain("north-star-metric-worksheet");
  });

  it("reaches every template's every mastery entry from a mastery page, so each link back exists", () => {
    for (const template of templates) {
      for (const entry of template.relatedMastery) {
        const [areaId, topicId] = entry.split("#") as [string, string | undefined];
        const found = topicId ? templatesForMasteryTopic(areaId, topicId) : templatesForMasteryArea(areaId);
        expect(found.map((t) => t.slug), entry).toContain(template.slug);
      }
    }
    // And at least one topic in most areas has a template to put it to work.
    const areasWithTemplates = masteryAreas.filter(
      (area) => templatesForMasteryArea(area.id).length > 0 || area.subsections.some((topic) => templatesForMasteryTopic(area.id, topic.id).length > 0),
    );
    expect(areasWithTemplates.length).toBeGreaterThanOrEqual(5);
  });
});
