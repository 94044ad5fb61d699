/**
 * How much the site holds, as the home page words it. data/home.ts counts
 * the content modules, so a number on the home page can never fall behind
 * the content it describes.
 */

export type SiteCounts = {
  frameworks: number;
  masteryAreas: number;
  masteryTopics: number;
  glossaryTerms: number;
  quizQuestions: number;
  quizTiers: number;
  comicPanels: number;
  interviewGuides: number;
  aiResources: number;
  bookReviews: number;
};

/** "framework" for one, "frameworks" for any other count. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "1 framework", "18 frameworks". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}

/** The count under each "Explore Categories" card, keyed by the card's link. */
export function categoryCountLabels(counts: SiteCounts): Readonly<Record<string, string>> {
  return {
    "/product-mastery": `${countLabel(counts.masteryAreas, "area")} · ${countLabel(counts.masteryTopics, "topic")}`,
    "/frameworks": countLabel(counts.frameworks, "framework"),
    "/interviews": countLabel(counts.interviewGuides, "article"),
    "/glossary": countLabel(counts.glossaryTerms, "term"),
  };
}
