import { describe, expect, it } from "vitest";
import { templates } from "@/data/templates";
import { templateBlurb } from "@/lib/templates/blurb";

describe("templateBlurb", () => {
  it("is the short card text when a template has one, else its 'when to use' sentence", () => {
    expect(templateBlurb({ card: "Short.", whenToUse: "A longer sentence about when to use it." })).toBe("Short.");
    expect(templateBlurb({ whenToUse: "A longer sentence about when to use it." })).toBe("A longer sentence about when to use it.");
  });

  it("fits every list it appears in whole: no template's blurb is cut (the related lists cut at 140 characters)", () => {
    for (const template of templates) expect(templateBlurb(template).length, template.slug).toBeLessThanOrEqual(140);
  });
});
