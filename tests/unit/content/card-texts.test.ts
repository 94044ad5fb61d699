/**
 * A card shows up to three lines of text, cut at a word in code past
 * TEASER_CHARS (lib/text/teaser.ts). Every card text the site writes fits
 * whole, so no card on /frameworks, /templates, /guides or the home page
 * ends in "…" (an outside review read the cut teasers as unfinished copy).
 */
import { describe, expect, it } from "vitest";
import { frameworkCards } from "@/content/frameworks";
import { templateBlurb } from "@/lib/templates/blurb";
import { guidePages } from "@/content/guides";
import { templates } from "@/data/templates";
import { TEASER_CHARS } from "@/lib/text/teaser";

describe("card texts fit a card whole", () => {
  it.each(frameworkCards.map((card) => [card.id, card.description] as const))("framework %s", (_id, text) => {
    expect(text.length).toBeLessThanOrEqual(TEASER_CHARS);
  });

  it.each(templates.map((template) => [template.slug, templateBlurb(template)] as const))("template %s", (_slug, text) => {
    expect(text.length).toBeLessThanOrEqual(TEASER_CHARS);
  });

  it.each(guidePages.map((guide) => [guide.slug, guide.card ?? guide.summary] as const))("guide %s", (_slug, text) => {
    expect(text.length).toBeLessThanOrEqual(TEASER_CHARS);
  });
});
