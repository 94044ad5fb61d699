/**
 * The /frameworks cards draw a thumbnail inline (components/diagrams/
 * thumbnails.tsx), in theme colours, with no label under 12 px at the card's
 * narrowest width. Each card also has an imageSrc (docs/product.md, Frameworks): each file under
 * public/frameworks/ must be exactly what lib/diagrams/thumbnail.ts makes from
 * the same drawing, so the card and its file cannot drift apart.
 *
 * After changing a thumbnail, regenerate the files with:
 *   UPDATE_DIAGRAM_THUMBNAILS=1 npx vitest run tests/unit/diagrams/thumbnails.test.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { guideThumbnails } from "@/components/diagrams/guide-thumbnails";
import { frameworkThumbnails, thumbnailBox, thumbnailMargin } from "@/components/diagrams/thumbnails";
import { frameworkCards } from "@/content/frameworks";
import { guidePages } from "@/content/guides";
import { resolveColours, rootColours, thumbnailFile } from "@/lib/diagrams/thumbnail";

const colours = rootColours(readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8"));

/**
 * The narrowest a card's picture gets: two columns from 640 px, the page's
 * 24 px gutters and the grid's 24 px gap, less the card's 1 px borders. One
 * column below 640 px is wider (328 px at 360 px); three columns at 1,024 px
 * and up are wider too (304 px).
 */
const narrowestCardPicture = (640 - 2 * 24 - 24) / 2 - 2;

const markupOf = (id: string) => renderToStaticMarkup(createElement(frameworkThumbnails[id]!));

/** A thumbnail is decorative, in theme colours only, with no label under 12 px on the narrowest card, and small (it is part of its index page's HTML). */
function expectCardThumbnail(markup: string) {
  // The 320 × 200 drawing inside its margin, so no shape touches the card's edge.
  const { x, y } = thumbnailMargin;
  expect(markup.startsWith(`<svg aria-hidden="true" focusable="false" viewBox="${-x} ${-y} ${thumbnailBox.width + 2 * x} ${thumbnailBox.height + 2 * y}"`)).toBe(true);
  expect(x).toBeGreaterThanOrEqual(8);
  expect(y).toBeGreaterThanOrEqual(8);
  const colourValues = [...markup.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]);
  for (const colour of colourValues) expect(colour).toMatch(/^(var\(--[a-z-]+\)|none)$/);
  const sizes = [...markup.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  const scale = narrowestCardPicture / (thumbnailBox.width + 2 * x);
  expect(Math.min(...sizes) * scale).toBeGreaterThanOrEqual(12);
  expect(markup.length).toBeLessThanOrEqual(4096);
  // Every shape inside the frame: nothing cut off at the card's edge.
  for (const [, x, y, width, height] of markup.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)) {
    expect(Number(x) + Number(width)).toBeLessThanOrEqual(thumbnailBox.width);
    expect(Number(y) + Number(height)).toBeLessThanOrEqual(thumbnailBox.height);
  }
}

describe("card thumbnails", () => {
  it("reads the light theme's colours from globals.css", () => {
    expect(colours.surface).toBe("#f6f7fb");
    expect(colours.primary).toBe("#4338ca");
    expect(resolveColours('fill="var(--primary)"', colours)).toBe('fill="#4338ca"');
    expect(() => resolveColours("var(--nope)", colours)).toThrow(/--nope/);
  });

  it("every card has a drawn thumbnail", () => {
    expect(Object.keys(frameworkThumbnails).sort()).toEqual(frameworkCards.map((card) => card.id).sort());
  });

  it.each(frameworkCards.map((card) => [card.id] as const))("%s: decorative, theme colours only, labels of 12 px or more", (id) => {
    expectCardThumbnail(markupOf(id));
  });

  it.each(frameworkCards.map((card) => [card.id, card] as const))("%s: the card's picture file is its thumbnail", (id, card) => {
    expect(card.imageSrc).toBe(`/frameworks/${id}.svg`);
    const file = path.join(process.cwd(), "public", card.imageSrc);
    const expected = thumbnailFile(markupOf(id), colours);
    expect(expected).not.toContain("var(");
    if (process.env.UPDATE_DIAGRAM_THUMBNAILS) writeFileSync(file, expected);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });
});

describe("guide card thumbnails", () => {
  it("every guide has a drawn thumbnail, and none is left over", () => {
    expect(Object.keys(guideThumbnails).sort()).toEqual(guidePages.map((guide) => guide.slug).sort());
  });

  it.each(guidePages.map((guide) => [guide.slug] as const))("%s: decorative, theme colours only, labels of 12 px or more, inside its frame", (slug) => {
    expectCardThumbnail(renderToStaticMarkup(createElement(guideThumbnails[slug]!)));
  });
});

describe("the Dual-Track Agile thumbnail", () => {
  it("sets 'Delivery' under the delivery cards, clear of the arrows that run down into them", () => {
    const markup = renderToStaticMarkup(createElement(frameworkThumbnails["dual-track-agile"]!));
    const label = /<text[^>]*\by="([\d.]+)"[^>]*>Delivery<\/text>/.exec(markup);
    expect(label).not.toBeNull();
    // The filled cards of the delivery track: their lowest edge.
    const cards = [...markup.matchAll(/<rect x="(\d+)" y="(\d+)" width="64" height="22"[^>]*>/g)].map((match) => Number(match[2]) + 22);
    expect(cards.length).toBe(6);
    // Text sits above its baseline: a 16-unit label's top is about 12 units over it.
    expect(Number(label![1]) - 12).toBeGreaterThan(Math.max(...cards));
  });
});
