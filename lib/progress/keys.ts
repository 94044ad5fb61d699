/**
 * Which markable items a page or a list stands for. A key is the page's path,
 * or for a Product Mastery topic the area page's path plus the topic's
 * anchor: the same address a link to it uses. data/progress.ts applies these
 * to the site's frameworks and areas.
 */
import type { MasteryArea } from "@/lib/content/schemas";

export const masteryTopicKey = (areaId: string, topicId: string) => `/product-mastery/${areaId}#${topicId}`;

export const areaTopicKeys = (area: Pick<MasteryArea, "id" | "subsections">) => area.subsections.map((topic) => masteryTopicKey(area.id, topic.id));

const markablePage = /^\/(frameworks|guides|books|templates)\/[^/#]+$/;

/**
 * The items that make a linked page "done": itself for a framework, guide, book or
 * template; every topic for a mastery area (one of `areas`); none for a page
 * with nothing to mark (the glossary, the quiz), which counts as done once opened.
 */
export function keysForHref(areas: readonly Pick<MasteryArea, "id" | "subsections">[], href: string): string[] {
  if (markablePage.test(href)) return [href];
  const area = /^\/product-mastery\/([^/#]+)$/.exec(href);
  const found = area ? areas.find((a) => a.id === area[1]) : undefined;
  return found ? areaTopicKeys(found) : [];
}
