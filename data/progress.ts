/**
 * The markable items of this site's content, for the progress marks and the
 * /progress page: every framework, every guide, every Product Mastery topic, and what a
 * linked page stands for (the key rules are in lib/progress/keys.ts).
 */
import { areaTopicKeys, keysForHref as keysIn } from "@/lib/progress/keys";
import { frameworkCards } from "./frameworks";
import { guidePages, guidePath } from "./guides";
import { masteryAreas } from "./mastery";

export const allFrameworkKeys = () => frameworkCards.map((card) => card.href);

/** One key per guide: its path. */
export const allGuideKeys = () => guidePages.map((page) => guidePath(page.slug));

export const allMasteryKeys = () => masteryAreas.flatMap(areaTopicKeys);

/** The items that make the page at `href` "done" (see lib/progress/keys.ts). */
export function keysForHref(href: string): string[] {
  return keysIn(masteryAreas, href);
}
