/**
 * The site search's records and the /search page's results, over every
 * content module. lib/search builds the records and ranks them; this module
 * hands it the content. The dialog's index (app/search-index.json) and the
 * /search page read the same records, so both find the same things.
 */
import { buildSearchRecords, type SearchRecord } from "@/lib/search/records";
import { serverSearch } from "@/lib/search/server-index";
import { aiResourceGroups, aiResources } from "./ai-resources";
import { bookReviews } from "./books";
import { comicPanels, comicTitle } from "./comic";
import { frameworkPages } from "./frameworks";
import { glossaryEntries } from "./glossary";
import { guidePages } from "./guides";
import { hero } from "./home";
import { interviewArticles, interviewPrepSections } from "./interviews";
import { privacyPolicy, termsOfService } from "./legal";
import { masteryAreas } from "./mastery";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "./psychology";
import { quizExplanations, quizQuestions } from "./quiz";
import { templates } from "./templates";

/** One record per page and per section of every page. */
export function searchRecords(): SearchRecord[] {
  return buildSearchRecords({
    frameworkPages,
    guidePages,
    masteryAreas,
    glossaryEntries,
    quizQuestions,
    quizExplanations,
    templates,
    bookReviews,
    comicTitle,
    comicPanels,
    hero,
    interviewArticles,
    interviewPrepSections,
    aiResourceGroups,
    aiResources,
    psychologyIntro,
    psychologyArticles,
    psychologyVideos,
    privacyPolicy,
    termsOfService,
  });
}

/** The /search page's results, from an index built on the first query of the server process. */
export const searchSite = serverSearch(searchRecords);
