/**
 * Groups framework cards into the index page's sections, always in the
 * order a PM works (Strategy, Discovery, Prioritization, Delivery), so an
 * empty section still renders, with its "coming soon" message.
 */
import { frameworkSections, type FrameworkCard, type FrameworkSection } from "@/lib/content/schemas";

export const sectionTitles: Record<FrameworkSection, string> = {
  strategy: "Strategy",
  discovery: "Discovery",
  prioritization: "Prioritization",
  delivery: "Delivery",
};

const sectionIntros: Record<FrameworkSection, string> = {
  strategy: "Decide where to play and how you will know you are winning.",
  discovery: "Find the problems worth solving and test ideas before you build them.",
  prioritization: "Compare options on evidence so the team works on what matters most.",
  delivery: "Ship in small steps, learn from each one and keep improving how you work.",
};

type FrameworkSectionGroup = {
  id: FrameworkSection;
  title: string;
  intro: string;
  cards: FrameworkCard[];
  /** Shown instead of cards when the section has none. */
  emptyMessage: string;
};

export function emptySectionMessage(title: string): string {
  return `More ${title} frameworks coming soon...`;
}

export function groupFrameworkCards(cards: readonly FrameworkCard[]): FrameworkSectionGroup[] {
  return frameworkSections.map((id) => ({
    id,
    title: sectionTitles[id],
    intro: sectionIntros[id],
    cards: cards.filter((card) => card.section === id),
    emptyMessage: emptySectionMessage(sectionTitles[id]),
  }));
}
