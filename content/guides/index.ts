/**
 * The guides (/guides/{slug}): long-form how-to pages, each
 * content/guides/<slug>.md with its figures in <slug>.figures.ts. Only
 * data/guides.ts reads this module.
 */
import path from "node:path";
import { guideFrontMatter, minGuideSections, type GuideFrontMatter, type GuidePage } from "@/lib/content/schemas";
import { ContentError } from "@/lib/markdown/front-matter";
import type { RenderedBody, Segment } from "@/lib/markdown/render";
import { readMarkdownFolder } from "../markdown-folder";

/** Every guide, in the order /guides lists them and the pager walks them: from the document a team plans from to how it measures the result. */
export const guideOrder = [
  "writing-a-prd",
  "roadmaps",
  "product-strategy",
  "positioning-and-go-to-market",
  "pricing-and-packaging",
  "product-led-growth",
  "product-analytics",
  "ab-testing",
] as const;

/**
 * The /guides index in three groups, by the job each guide does, in the
 * order above (a unit test holds them to it): eight cards in one run gave
 * a reader no shape to choose by.
 */
export const guideGroups = [
  { id: "plan", title: "Plan and define", intro: "Write the documents a team plans from and set its direction.", slugs: ["writing-a-prd", "roadmaps", "product-strategy"] },
  { id: "market", title: "Take it to market", intro: "Position, price and grow the product once it is built.", slugs: ["positioning-and-go-to-market", "pricing-and-packaging", "product-led-growth"] },
  { id: "measure", title: "Measure and learn", intro: "Find out what a change did, and what to do next.", slugs: ["product-analytics", "ab-testing"] },
] as const satisfies readonly { id: string; title: string; intro: string; slugs: readonly (typeof guideOrder)[number][] }[];

/** The /guides index's heading and its one-paragraph intro; `description` is its meta description. */
export const guidesIntro = {
  title: "Product Management Guides",
  intro:
    "Long-form guides to the work a product manager does every week: writing the documents a team plans from, setting direction, pricing and growing a product, and measuring what it changed. Each one explains when and how, works a realistic example through with its numbers, and ends with the pitfalls to avoid.",
  description: "In-depth product management guides: PRDs, roadmaps, strategy, positioning, pricing, product-led growth, analytics and A/B testing, each with a worked example.",
} as const;

const dir = path.join(process.cwd(), "content", "guides");

const diagramsIn = (segments: readonly Segment[]) => segments.flatMap((segment) => (segment.kind === "diagram" ? [segment.name] : []));

/**
 * A guide from its parsed file: the checks its front matter cannot make (an
 * intro, enough sections, each drawing once on the page). Exported for the
 * unit tests, which feed it bad bodies.
 */
export function toGuidePage(slug: string, meta: GuideFrontMatter, body: RenderedBody): GuidePage {
  const file = `content/guides/${slug}.md`;
  if (!body.introText) throw new ContentError(`${file}: a guide opens with an intro before its first "## Title {#id}" section: what it covers and what the reader will be able to do`);
  if (body.sections.length < minGuideSections) {
    throw new ContentError(`${file}: a guide needs at least ${minGuideSections} ## sections (it has ${body.sections.length})`);
  }
  // The front matter's diagram is drawn at the top of the page; a drawing's ids are fixed, so it can be on a page once.
  const placed = [...diagramsIn(body.intro), ...body.sections.flatMap((section) => diagramsIn(section.segments))];
  if (placed.includes(meta.diagram)) {
    throw new ContentError(`${file}: ::diagram{name="${meta.diagram}"} repeats the diagram the page already shows at the top (front matter "diagram"); remove it from the body, or name another drawing`);
  }
  const twice = placed.find((name, index) => placed.indexOf(name) !== index);
  if (twice) throw new ContentError(`${file}: ::diagram{name="${twice}"} is placed twice; a drawing can be on a page once`);
  return { slug, ...meta, intro: body.intro, introText: body.introText, sections: body.sections };
}

export const guidePages: GuidePage[] = readMarkdownFolder(dir, guideOrder, guideFrontMatter).map(({ slug, meta, body }) => toGuidePage(slug, meta, body));
