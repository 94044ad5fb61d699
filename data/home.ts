/**
 * The home page: its copy, and what it derives from the rest of the site so
 * the numbers and titles it shows can never fall behind the pages they
 * describe (how many frameworks, terms and panels; the "Start here" steps'
 * titles; the "Learn by doing" cards). The rules are in lib/home.
 */
import { tryItCopy } from "@/content/home";
import { startPaths } from "@/content/start-paths";
import { glossarySetName } from "@/lib/glossary/entries";
import { categoryCountLabels, type SiteCounts } from "@/lib/home/site-counts";
import {
  pageTitle as titleIn,
  requiredPageTitle as requiredTitleIn,
  resolveStartPath,
  type PageTitleSources,
  type StartPath,
} from "@/lib/home/start-paths";
import { tryItTeasers as teasersFor, type Teaser } from "@/lib/home/teasers";
import { aiResources } from "./ai-resources";
import { bookReviews } from "./books";
import { comicPanels, comicTitle } from "./comic";
import { frameworkPages } from "./frameworks";
import { guidePages } from "./guides";
import { glossaryEntries, glossaryTerms } from "./glossary";
import { interviewArticles } from "./interviews";
import { masteryAreas } from "./mastery";
import { quizQuestions, scoreTiers } from "./quiz";
import { publicRoutes } from "./routes";

export { aiTeaser, categories, featuredBook, hero, newsletterCopy, tryItCopy } from "@/content/home";
export { startPaths, startPathsCopy } from "@/content/start-paths";

export const siteCounts: Readonly<SiteCounts> = {
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
};

/** The count under each "Explore Categories" card, keyed by the card's link. */
export const categoryCounts = categoryCountLabels(siteCounts);

const titleSources: PageTitleSources = {
  frameworks: frameworkPages,
  masteryAreas,
  glossary: glossaryEntries,
  books: bookReviews,
  guides: guidePages,
  routes: publicRoutes,
};

/** Title of a page of this site from its own content, or undefined when there is no such page. */
export function pageTitle(href: string): string | undefined {
  return titleIn(titleSources, href);
}

/** Like pageTitle, but a missing page stops the build with the path in the message. */
export function requiredPageTitle(href: string, usedBy: string): string {
  return requiredTitleIn(titleSources, href, usedBy);
}

export function resolvedStartPaths(): StartPath[] {
  return startPaths.map((path) => resolveStartPath(titleSources, path));
}

export function tryItTeasers(): Teaser[] {
  return teasersFor(tryItCopy, siteCounts, {
    quiz: requiredPageTitle(tryItCopy.quiz.href, "The quiz teaser"),
    glossary: glossarySetName,
    comic: comicTitle,
  });
}
