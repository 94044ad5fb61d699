/**
 * How much the site holds, counted from the content modules so a number on
 * the home page can never fall behind the content it describes.
 */
import { aiResources } from "@/content/ai-resources";
import { bookReviews } from "@/content/books";
import { comicPanels } from "@/content/comic";
import { frameworkPages } from "@/content/frameworks";
import { glossaryTerms } from "@/content/glossary";
import { interviewArticles } from "@/content/interviews";
import { masteryAreas } from "@/content/mastery";
import { quizQuestions } from "@/content/quiz/questions";
import { scoreTiers } from "@/content/quiz/score-tiers";

export const siteCounts = {
  frameworks: frameworkPages.length,
  masteryAreas: masteryAreas.length,
  masteryTopics: masteryAreas.reduce((total, area) => total + area.subsections.length, 0),
  glossaryTerms: glossaryTerms.length,
  quizQuestions: quizQuestions.length,
  quizTiers: scoreTiers.length,
  comicPanels: comicPanels.length,
  interviewGuides: interviewArticles.length,
  aiResources: aiResources.length,
  bookReviews: bookReviews.length,
} as const;

/** "framework" for one, "frameworks" for any other count. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "1 framework", "16 frameworks". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}

/** The count under each "Explore Categories" card, keyed by the card's link. */
export const categoryCounts: Readonly<Record<string, string>> = {
  "/product-mastery": `${countLabel(siteCounts.masteryAreas, "area")} · ${countLabel(siteCounts.masteryTopics, "topic")}`,
  "/frameworks": countLabel(siteCounts.frameworks, "framework"),
  "/interviews": countLabel(siteCounts.interviewGuides, "article"),
  "/glossary": countLabel(siteCounts.glossaryTerms, "term"),
};
