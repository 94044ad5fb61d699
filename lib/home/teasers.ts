/**
 * The home page's "Learn by doing" cards: copy from content/home.ts, titles
 * from the pages' own content, numbers counted from the content modules.
 */
import { comicTitle } from "@/content/comic";
import { tryItCopy } from "@/content/home";
import { glossarySetName } from "@/lib/glossary/entries";
import { countLabel, siteCounts } from "./site-counts";
import { requiredPageTitle } from "./start-paths";

export type Teaser = {
  id: "quiz" | "glossary" | "comic";
  href: string;
  title: string;
  line: string;
  /** The count shown as a chip, e.g. "25 questions". */
  badge: string;
  cta: string;
};

export function tryItTeasers(): Teaser[] {
  const { quiz, glossary, comic } = tryItCopy;
  return [
    {
      id: "quiz",
      href: quiz.href,
      title: requiredPageTitle(quiz.href, "The quiz teaser"),
      line: quiz.line(siteCounts.quizQuestions, siteCounts.quizTiers),
      badge: countLabel(siteCounts.quizQuestions, "question"),
      cta: quiz.cta,
    },
    {
      id: "glossary",
      href: glossary.href,
      title: glossarySetName,
      line: glossary.line(siteCounts.glossaryTerms),
      badge: countLabel(siteCounts.glossaryTerms, "term"),
      cta: glossary.cta,
    },
    {
      id: "comic",
      href: comic.href,
      title: comicTitle,
      line: comic.line(siteCounts.comicPanels),
      badge: countLabel(siteCounts.comicPanels, "panel"),
      cta: comic.cta,
    },
  ];
}
