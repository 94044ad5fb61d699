/** Pure helpers for the Product Mastery pages; data/mastery.ts passes the areas in. */
import type { MasteryArea, MasterySubsection } from "@/lib/content/schemas";
import { masteryTopicKey } from "@/lib/progress/keys";

/** The areas before and after `slug` in the list's order (none at the ends, nothing for an unknown slug). */
export function adjacentAreas<T extends Pick<MasteryArea, "id">>(areas: readonly T[], slug: string): { prev?: T; next?: T } {
  const index = areas.findIndex((area) => area.id === slug);
  if (index === -1) return {};
  return { prev: areas[index - 1], next: areas[index + 1] };
}

/** Label shown for a resource type; an unknown type reads as an article, the most common kind. */
export function resourceTypeLabel(type: string): "Article" | "Video" | "Book" | "Podcast" {
  switch (type) {
    case "video":
      return "Video";
    case "book":
      return "Book";
    case "podcast":
      return "Podcast";
    default:
      return "Article";
  }
}

/** One topic on the skill map: a link to its section of the area page, and the progress item that marks it read. */
export type SkillMapTopic = { id: string; title: string; href: string; progressKey: string };

/** One area on the skill map, numbered in reading order (1 = first). */
export type SkillMapArea = {
  id: string;
  number: number;
  title: string;
  description: string;
  href: string;
  topics: SkillMapTopic[];
  /** Every topic's progress key: the area counts as read once all are. */
  progressKeys: string[];
};

export type SkillMap = { areas: SkillMapArea[]; topicCount: number };

type MapInput = Pick<MasteryArea, "id" | "title" | "description"> & { subsections: readonly Pick<MasterySubsection, "id" | "title">[] };

/**
 * The /product-mastery skill map: the areas in the order given (the reading
 * order the map's path follows), each topic addressed the way the area page
 * and the progress marks address it. A topic's link is its section on the area
 * page (`/product-mastery/{area}#{topic}`, the section's id), and its progress
 * key is that same address (lib/progress/keys.ts), so the map's check and the
 * area page's "Mark as read" are one item.
 */
export function skillMap(areas: readonly MapInput[]): SkillMap {
  const mapped = areas.map((area, index) => {
    const href = `/product-mastery/${area.id}`;
    const topics = area.subsections.map((topic) => ({ id: topic.id, title: topic.title, href: `${href}#${topic.id}`, progressKey: masteryTopicKey(area.id, topic.id) }));
    return { id: area.id, number: index + 1, title: area.title, description: area.description, href, topics, progressKeys: topics.map((topic) => topic.progressKey) };
  });
  return { areas: mapped, topicCount: mapped.reduce((sum, area) => sum + area.topics.length, 0) };
}
