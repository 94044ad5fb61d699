/**
 * The /frameworks cards of the explainers that draw their diagram show a
 * thumbnail file (the spec's card has an imageSrc). Each file must be exactly
 * what lib/diagrams/thumbnail.ts makes from the page's own drawing, so the
 * card and the page cannot drift apart.
 *
 * After changing a diagram, regenerate the files with:
 *   UPDATE_DIAGRAM_THUMBNAILS=1 npx vitest run tests/unit/diagrams/thumbnails.test.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { getFrameworkCard, frameworkPages } from "@/content/frameworks";
import { diagramThumbnail, resolveColours, rootColours, thumbnailSize } from "@/lib/diagrams/thumbnail";

const colours = rootColours(readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8"));
const drawn = frameworkPages.filter((page) => page.diagram !== undefined);

describe("card thumbnails of drawn explainers", () => {
  it("reads the light theme's colours from globals.css", () => {
    expect(colours.surface).toBe("#f6f7fb");
    expect(colours.primary).toBe("#4338ca");
    expect(resolveColours('fill="var(--primary)"', colours)).toBe('fill="#4338ca"');
    expect(() => resolveColours("var(--nope)", colours)).toThrow(/--nope/);
  });

  it("centres a drawing on the 640 × 400 canvas, drops ids and descriptions, resolves every colour", () => {
    const markup = '<svg role="img" viewBox="0 0 360 360" width="360" height="360" font-size="14" fill="var(--foreground)"><title id="a-title">T</title><desc id="a-desc">D</desc><rect fill="var(--accent)"></rect></svg>';
    const thumbnail = diagramThumbnail(markup, colours);
    expect(thumbnail).toContain(`viewBox="0 0 ${thumbnailSize.width} ${thumbnailSize.height}"`);
    expect(thumbnail).toContain('<svg x="140" y="20" width="360" height="360" viewBox="0 0 360 360" font-size="14" fill="#111827">');
    expect(thumbnail).toContain("<title>T</title>");
    expect(thumbnail).not.toMatch(/<desc|id=|var\(/);
  });

  it.each(drawn.map((page) => [page.slug, page] as const))("%s: the card's picture is the page's diagram", (slug, page) => {
    const card = getFrameworkCard(slug);
    expect(card?.imageSrc).toBe(`/frameworks/${slug}.svg`);
    const file = path.join(process.cwd(), "public", card!.imageSrc);
    const expected = diagramThumbnail(renderToStaticMarkup(createElement(diagrams[page.diagram!])), colours);
    if (process.env.UPDATE_DIAGRAM_THUMBNAILS) writeFileSync(file, expected);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });
});
