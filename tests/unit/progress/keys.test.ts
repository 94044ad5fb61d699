import { describe, expect, it } from "vitest";
import { areaTopicKeys, keysForHref, masteryTopicKey } from "@/lib/progress/keys";

const areas = [{ id: "tech-fluency", subsections: [{ id: "apis" }, { id: "data" }] }] as unknown as Parameters<typeof keysForHref>[0];

describe("keysForHref: what a linked page stands for, over the areas it is given", () => {
  it("is the page itself for a framework, book or template", () => {
    for (const href of ["/frameworks/kaizen", "/books/inspired", "/templates/decision-log"]) expect(keysForHref(areas, href)).toEqual([href]);
  });

  it("is every topic of a known mastery area", () => {
    expect(keysForHref(areas, "/product-mastery/tech-fluency")).toEqual(["/product-mastery/tech-fluency#apis", "/product-mastery/tech-fluency#data"]);
    expect(keysForHref(areas, "/product-mastery/tech-fluency")).toEqual(areaTopicKeys(areas[0]!));
  });

  it("is nothing for an unknown area or a page with nothing to mark", () => {
    expect(keysForHref(areas, "/product-mastery/unknown")).toEqual([]);
    expect(keysForHref([], "/product-mastery/tech-fluency")).toEqual([]);
    expect(keysForHref(areas, "/glossary")).toEqual([]);
    expect(keysForHref(areas, "/frameworks/kaizen#steps")).toEqual([]);
  });

  it("keys a topic by the area page's path and the topic's anchor", () => {
    expect(masteryTopicKey("tech-fluency", "apis")).toBe("/product-mastery/tech-fluency#apis");
  });
});
