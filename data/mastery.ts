/**
 * The eight Product Mastery areas (/product-mastery/{id}) and their topics.
 * Pages, components, the route registry, search, templates' links and the
 * progress keys read them here and nowhere else, so storing the areas
 * another way (Markdown files, say) means rewriting this file only.
 */
import { masteryAreas as areas } from "@/content/mastery";
import type { MasteryArea } from "@/lib/content/schemas";
import { adjacentAreas, skillMap, type SkillMap } from "@/lib/content/mastery";

/** Every area, in the overview's order (which next/previous navigation follows). */
export const masteryAreas: readonly MasteryArea[] = areas;

export function getMasteryArea(slug: string): MasteryArea | undefined {
  return masteryAreas.find((area) => area.id === slug);
}

/** The areas before and after `slug` in the overview's order (none at the ends). */
export function getAdjacentAreas(slug: string): { prev?: MasteryArea; next?: MasteryArea } {
  return adjacentAreas(masteryAreas, slug);
}

/** The overview's skill map: every area and topic, with the links and progress keys the map draws. */
export const masterySkillMap: SkillMap = skillMap(masteryAreas);

/** The A/B testing lesson's checkout example, for the drawing that shows its split. */
export { checkoutExample } from "@/content/mastery/lessons/growth-and-experiments.figures";
/** The Prioritization lesson's three invoicing-app candidates, ranked, for the drawing of their RICE scores. */
export { invoicingCandidates } from "@/content/mastery/lessons/delivery-and-execution.figures";
