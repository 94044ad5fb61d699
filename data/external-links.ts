/**
 * Every page that shows fixed content, with the content it renders, for the
 * external-link checks (the unit test and `npm run check:links`; the rules
 * are in lib/content/external-links.ts). Pages are listed by route; a module
 * that feeds several pages is listed under each.
 */
import { externalLinkUses as usesIn, type ContentPage, type ExternalLinkUse } from "@/lib/content/external-links";
import { aiResources } from "./ai-resources";
import { bookReviews } from "./books";
import { comicPanels } from "./comic";
import { frameworkCards, frameworkPages } from "./frameworks";
import { glossaryEntries, glossaryTerms } from "./glossary";
import { guidePages } from "./guides";
import { aiTeaser, categories, featuredBook, hero, newsletterCopy } from "./home";
import { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "./interviews";
import { privacyPolicy, termsOfService } from "./legal";
import { masteryAreas } from "./mastery";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "./psychology";
import { quizExplanations, quizQuestions } from "./quiz";
import { footerColumns } from "./site";

/** Every page that shows fixed content, with the data it renders. */
export function contentPages(): ContentPage[] {
  return [
    { page: "/", content: [hero, categories, aiTeaser, featuredBook, newsletterCopy, aiResources.slice(0, 3)] },
    { page: "/ai-pm-10x", content: aiResources },
    { page: "/frameworks", content: frameworkCards },
    ...frameworkPages.map((page) => ({ page: `/frameworks/${page.slug}`, content: page })),
    ...guidePages.map((page) => ({ page: `/guides/${page.slug}`, content: page })),
    ...masteryAreas.map((area) => ({ page: `/product-mastery/${area.id}`, content: area })),
    ...bookReviews.map((review) => ({ page: `/books/${review.slug}`, content: review })),
    { page: "/product-psychology", content: [psychologyIntro, psychologyArticles, psychologyVideos] },
    { page: "/interviews", content: [interviewArticles, interviewPrepSections, interviewRelatedLinks] },
    { page: "/glossary", content: glossaryTerms },
    ...glossaryEntries.map((entry) => ({ page: entry.path, content: entry })),
    { page: "/pm-quiz", content: quizQuestions },
    { page: "/quiz-explanations", content: [quizQuestions, quizExplanations] },
    { page: "/ship-happens", content: comicPanels },
    { page: "/privacy-policy", content: privacyPolicy },
    { page: "/terms-of-service", content: termsOfService },
    // The footer is on every page; listing it once is enough to check it.
    { page: "(footer)", content: footerColumns },
  ];
}

/** Every (page, url) pair in the site's content. */
export function externalLinkUses(): ExternalLinkUse[] {
  return usesIn(contentPages());
}
