/**
 * The framework explainers (/frameworks/{slug}) and their cards on
 * /frameworks. Pages, components, the route registry and sitemap, search,
 * the home page and the progress keys all read frameworks here and nowhere
 * else, so storing the explainers another way (Markdown files, say) means
 * rewriting this file only, to the same exports and types.
 *
 * The worked-example numbers that the drawn diagrams and the calculators
 * use are a separate module (data/framework-examples.ts): they are code
 * the explainer text is computed from, not the explainer text itself.
 */
import { frameworkCards as cards, frameworkPages as pages } from "@/content/frameworks";
import type { FrameworkCard, FrameworkPage } from "@/lib/content/schemas";

/** Every explainer, in the order /frameworks lists them (strategy, discovery, prioritization, delivery). */
export const frameworkPages: readonly FrameworkPage[] = pages;

/** The cards on /frameworks, one per explainer. */
export const frameworkCards: readonly FrameworkCard[] = cards;

export function getFrameworkPage(slug: string): FrameworkPage | undefined {
  return frameworkPages.find((page) => page.slug === slug);
}
