/**
 * Lookups over the Product Mastery content, so pages stay thin and the
 * area order (used for next/previous navigation) lives in one place.
 */
import { masteryAreas } from "@/content/mastery";
import type { MasteryArea } from "@/lib/content/schemas";

export function getMasteryArea(slug: string): MasteryArea | undefined {
  return masteryAreas.find((area) => area.id === slug);
}

/** The areas before and after `slug` in the overview's order (none at the ends). */
export function getAdjacentAreas(slug: string): { prev?: MasteryArea; next?: MasteryArea } {
  const index = masteryAreas.findIndex((area) => area.id === slug);
  if (index === -1) return {};
  return { prev: masteryAreas[index - 1], next: masteryAreas[index + 1] };
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
