/** Pure helpers for the Product Mastery pages; data/mastery.ts passes the areas in. */
import type { MasteryArea } from "@/lib/content/schemas";

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
