/**
 * The guides (/guides and /guides/{slug}). Pages, components, the route
 * registry and sitemap, search, progress and the Product Mastery topics read
 * guides here and nowhere else.
 */
import { guideGroups, guidePages as pages } from "@/content/guides";

export { guidesIntro } from "@/content/guides";
import type { GuidePage } from "@/lib/content/schemas";
import { guidesForMasteryTopic as forMasteryTopic } from "@/lib/guides/links";
import { sequenceNeighbours, type SequenceNeighbours } from "@/lib/content/sequence";

/** Every guide, in the order /guides lists them. */
export const guidePages: readonly GuidePage[] = pages;

export const guidePath = (slug: string) => `/guides/${slug}`;

/** The /guides index's groups with their guides, in the guides' own order. */
export function guideSections(): { id: string; title: string; intro: string; guides: GuidePage[] }[] {
  return guideGroups.map(({ id, title, intro, slugs }) => ({
    id,
    title,
    intro,
    guides: guidePages.filter((page) => (slugs as readonly string[]).includes(page.slug)),
  }));
}

export function getGuidePage(slug: string): GuidePage | undefined {
  return guidePages.find((page) => page.slug === slug);
}

/** The guide before and after this one, in the index's order. */
export function guideNeighbours(slug: string): SequenceNeighbours | undefined {
  return sequenceNeighbours(
    guidePages.map((page) => ({ slug: page.slug, title: page.title, href: guidePath(page.slug) })),
    slug,
  );
}

/** The guides a Product Mastery topic links to (those that name it among their related pages). */
export function guidesForMasteryTopic(areaId: string, topicId: string): GuidePage[] {
  return forMasteryTopic(guidePages, areaId, topicId);
}

/** The worked examples' numbers the guides' drawn diagrams show: the same modules the pages' figures come from. */
export { prdMetricMove } from "@/content/guides/writing-a-prd.figures";
export { roadmapQuarter } from "@/content/guides/roadmaps.figures";

/** The guides' worked examples, for the drawings that show them: each figure a drawing labels is computed in the guide's figures module, so the drawing and the prose cannot disagree. */
export { encoreDrawing } from "@/content/guides/product-strategy.figures";
export { dispatchFunnel } from "@/content/guides/positioning-and-go-to-market.figures";
export { crewdeskMix } from "@/content/guides/pricing-and-packaging.figures";
export { rotaFunnel } from "@/content/guides/product-led-growth.figures";
export { mealKitTest, schedulingFunnel } from "@/content/guides/examples";
