/**
 * The drawn diagrams: every key content uses has a drawing, every drawing is
 * an accessible image, its SVG stays small (it is part of the page HTML), and
 * no label renders below 12 px on a 360 px phone.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { glossaryTermPages } from "@/content/glossary-terms";
import { guidePages } from "@/content/guides";
import { masteryAreas } from "@/content/mastery";
import type { FrameworkPage } from "@/lib/content/schemas";
import { diagramNames, type DiagramName } from "@/lib/diagrams/names";

/** A 360 px phone: the page column is 360 − 2 × 16 px of gutter. */
const phoneColumn = 360 - 2 * 16;
/**
 * The width a drawing gets on that phone, by where it sits: the illustration
 * box at the top of an explainer has a 1 px border; a static page's sections
 * use the whole column; an accordion item sits inside a 1 px border and 20 px
 * of padding on each side.
 */
const phoneWidth = {
  header: phoneColumn - 2,
  static: phoneColumn,
  accordion: phoneColumn - 2 - 2 * 20,
} as const;
type Placement = keyof typeof phoneWidth;
const minLabelPx = 12;
const maxSvgBytes = 6 * 1024;

type Use = { page: string; name: DiagramName; placement: Placement };

function usesOf(page: FrameworkPage): Use[] {
  const header: Use[] = page.diagram ? [{ page: page.slug, name: page.diagram, placement: "header" }] : [];
  const inBody: Use[] = page.sections.flatMap((section) =>
    section.segments.flatMap((segment) => (segment.kind === "diagram" ? [{ page: page.slug, name: segment.name, placement: page.layout }] : [])),
  );
  return [...header, ...inBody];
}

/** A glossary term page draws its diagrams in the page column, as a static page does. */
function glossaryUsesOf(page: (typeof glossaryTermPages)[number]): Use[] {
  return page.sections.flatMap((section) =>
    section.segments.flatMap((segment) => (segment.kind === "diagram" ? [{ page: `glossary/${page.slug}`, name: segment.name, placement: "static" as const }] : [])),
  );
}

const frameworkUses = frameworkPages.flatMap(usesOf);
const glossaryUses = glossaryTermPages.flatMap(glossaryUsesOf);
/** A topic write-up on a Product Mastery area page sits in the page's column, like a static page's sections. */
const masteryUses: Use[] = masteryAreas.flatMap((area) =>
  area.subsections.flatMap((topic) =>
    topic.lesson.sections.flatMap((section) =>
      section.segments.flatMap((segment) => (segment.kind === "diagram" ? [{ page: `product-mastery/${area.id}#${topic.id}`, name: segment.name, placement: "static" as const }] : [])),
    ),
  ),
);

/** A guide draws its illustration in the header box, as an explainer does, and any others in its column. */
const guideUses: Use[] = guidePages.flatMap((page) => [
  { page: `guides/${page.slug}`, name: page.diagram, placement: "header" as const },
  ...[...page.intro, ...page.sections.flatMap((section) => section.segments)].flatMap((segment) =>
    segment.kind === "diagram" ? [{ page: `guides/${page.slug}`, name: segment.name, placement: "static" as const }] : [],
  ),
]);

/** The content pages outside the article template draw their picture in the page column. */
const pageUses: Use[] = [
  { page: "interviews", name: "interview-loop", placement: "static" },
  { page: "ai-pm-10x", name: "ai-feature-path", placement: "static" },
  { page: "product-psychology", name: "psychology-principles-map", placement: "static" },
];

/** A book review draws its figures in the page column. */
const bookUses: Use[] = bookReviews.flatMap((book) =>
  book.sections.flatMap((section) =>
    section.segments.flatMap((segment) => (segment.kind === "diagram" ? [{ page: `books/${book.slug}`, name: segment.name, placement: "static" as const }] : [])),
  ),
);

const uses = [...frameworkUses, ...glossaryUses, ...masteryUses, ...guideUses, ...pageUses, ...bookUses];
const markupOf = (name: DiagramName) => renderToStaticMarkup(createElement(diagrams[name]));

type Svg = { markup: string; open: string; viewBoxWidth: number; minContainer?: number; fontSizes: number[] };

function svgsIn(markup: string): Svg[] {
  const found: Svg[] = [];
  let from = 0;
  for (;;) {
    const start = markup.indexOf("<svg", from);
    if (start === -1) return found;
    const end = markup.indexOf("</svg>", start) + "</svg>".length;
    const svg = markup.slice(start, end);
    const open = svg.slice(0, svg.indexOf(">") + 1);
    const viewBox = open.match(/viewBox="0 0 ([\d.]+) [\d.]+"/);
    const minContainer = open.match(/data-min-container="(\d+)"/);
    found.push({
      markup: svg,
      open,
      viewBoxWidth: Number(viewBox?.[1]),
      minContainer: minContainer ? Number(minContainer[1]) : undefined,
      fontSizes: [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1])),
    });
    from = end;
  }
}

function textOfId(markup: string, id: string): string {
  const match = markup.match(new RegExp(`<(title|desc|p)\\b[^>]*\\sid="${id}"[^>]*>([^<]*)</\\1>`));
  return match?.[2]?.trim() ?? "";
}

describe("diagram registry", () => {
  it("draws every registered key, and content uses only registered keys", () => {
    expect(Object.keys(diagrams).sort()).toEqual([...diagramNames].sort());
    for (const use of uses) expect(diagramNames, `${use.page} → ${use.name}`).toContain(use.name);
  });

  it("every diagram is used somewhere, each once among the explainers, the glossary terms, the mastery topics and the guides", () => {
    expect([...new Set(uses.map((use) => use.name))].sort()).toEqual([...diagramNames].sort());
    const frameworkNames = frameworkUses.map((use) => use.name);
    const glossaryNames = glossaryUses.map((use) => use.name);
    expect(new Set(frameworkNames).size).toBe(frameworkNames.length);
    expect(new Set(glossaryNames).size).toBe(glossaryNames.length);
    const masteryNames = masteryUses.map((use) => use.name);
    expect(new Set(masteryNames).size).toBe(masteryNames.length);
    const guideNames = guideUses.map((use) => use.name);
    expect(new Set(guideNames).size).toBe(guideNames.length);
  });

  it("Interview Prep, AI PM 10x and Product Psychology each have their own picture", () => {
    expect(pageUses.map((use) => use.page)).toEqual(["interviews", "ai-pm-10x", "product-psychology"]);
    expect(new Set(pageUses.map((use) => use.name)).size).toBe(3);
  });

  it("at least 12 glossary terms have a drawing", () => {
    expect(new Set(glossaryUses.map((use) => use.page)).size).toBeGreaterThanOrEqual(12);
  });
});

describe.each(diagramNames.map((name) => [name] as const))("diagram %s", (name) => {
  const markup = markupOf(name);
  const svgs = svgsIn(markup);

  it("is one or two SVG images, each named by its title and described", () => {
    expect(svgs.length).toBeGreaterThanOrEqual(1);
    expect(svgs.length).toBeLessThanOrEqual(2);
    for (const svg of svgs) {
      expect(svg.open).toContain('role="img"');
      const labelledBy = svg.open.match(/aria-labelledby="([^"]+)"/)?.[1] ?? "";
      const describedBy = svg.open.match(/aria-describedby="([^"]+)"/)?.[1] ?? "";
      expect(textOfId(svg.markup, labelledBy).length, "title").toBeGreaterThan(20);
      expect(textOfId(markup, describedBy).length, "description").toBeGreaterThan(80);
    }
    const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("draws in theme colours only, so it follows the light/dark toggle", () => {
    const colours = [...markup.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]);
    for (const colour of colours) expect(colour).toMatch(/^(var\(--[a-z-]+\)|none)$/);
  });

  it(`keeps each SVG under ${maxSvgBytes / 1024} KB of markup`, () => {
    for (const svg of svgs) expect(svg.markup.length).toBeLessThanOrEqual(maxSvgBytes);
  });

  it("has two layouts only with a container query between them", () => {
    if (svgs.length === 1) {
      expect(svgs[0]!.minContainer).toBeUndefined();
      return;
    }
    const [narrow, wide] = svgs as [Svg, Svg];
    expect(narrow.minContainer).toBeUndefined();
    expect(wide.minContainer).toBeGreaterThan(0);
    expect(markup).toContain(`@min-[${wide.minContainer}px]:hidden`);
    expect(markup).toContain(`hidden @min-[${wide.minContainer}px]:block`);
  });
});

describe("no label below 12 px on a 360 px phone", () => {
  it.each(uses.map((use) => [`${use.page}: ${use.name} (${use.placement})`, use] as const))("%s", (_label, use) => {
    for (const svg of svgsIn(markupOf(use.name))) {
      expect(svg.fontSizes.length).toBeGreaterThan(0);
      const smallest = Math.min(...svg.fontSizes);
      // A drawing renders at its own width, shrunk to fit its column when that is narrower.
      // A wide layout only appears once its container is at least `minContainer` wide.
      const available = svg.minContainer ?? phoneWidth[use.placement];
      const scale = Math.min(1, available / svg.viewBoxWidth);
      expect(smallest * scale, `${svg.viewBoxWidth}-unit drawing, ${smallest}-unit text`).toBeGreaterThanOrEqual(minLabelPx);
    }
  });
});
