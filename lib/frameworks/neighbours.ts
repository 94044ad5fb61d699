/**
 * Previous and next explainer within a framework's own category (Strategy,
 * Discovery, Prioritization, Delivery), in the order the /frameworks index
 * lists them, so a reader can walk a category like a course. The ends do not
 * wrap into the next category: there the page offers the category on the
 * index instead.
 */
import type { FrameworkCard, FrameworkSection } from "@/lib/content/schemas";
import { sectionTitles } from "./grouping";

type Neighbour = Pick<FrameworkCard, "id" | "title" | "href">;

export type CategoryNeighbours = {
  section: FrameworkSection;
  sectionTitle: string;
  /** Where the category is listed on the index: `/frameworks#prioritization`. */
  sectionHref: string;
  /** 1-based position within the category, and the category's size. */
  position: number;
  total: number;
  previous?: Neighbour;
  next?: Neighbour;
};

const pick = (card: FrameworkCard | undefined): Neighbour | undefined => (card ? { id: card.id, title: card.title, href: card.href } : undefined);

export function categoryNeighbours(cards: readonly FrameworkCard[], slug: string): CategoryNeighbours | undefined {
  const current = cards.find((card) => card.id === slug);
  if (!current) return undefined;
  const inSection = cards.filter((card) => card.section === current.section);
  const index = inSection.indexOf(current);
  return {
    section: current.section,
    sectionTitle: sectionTitles[current.section],
    sectionHref: `/frameworks#${current.section}`,
    position: index + 1,
    total: inSection.length,
    previous: pick(inSection[index - 1]),
    next: pick(inSection[index + 1]),
  };
}
