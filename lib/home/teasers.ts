/**
 * The home page's "Learn by doing" cards: copy from content/home.ts, titles
 * from the pages' own content, numbers counted from the content modules.
 * data/home.ts gathers the three and passes them in.
 */
import { countLabel, type SiteCounts } from "./site-counts";

export type Teaser = {
  id: "quiz" | "glossary" | "comic";
  href: string;
  title: string;
  line: string;
  /** The count shown as a chip, e.g. "25 questions". */
  badge: string;
  cta: string;
};

type TeaserCopy<Line> = { href: string; cta: string; line: Line };

/** The cards' copy (content/home.ts's tryItCopy): each line takes its numbers as arguments. */
export type TryItCopy = {
  quiz: TeaserCopy<(questions: number, tiers: number) => string>;
  glossary: TeaserCopy<(terms: number) => string>;
  comic: TeaserCopy<(panels: number) => string>;
};

export function tryItTeasers(copy: TryItCopy, counts: SiteCounts, titles: Readonly<Record<Teaser["id"], string>>): Teaser[] {
  const { quiz, glossary, comic } = copy;
  return [
    {
      id: "quiz",
      href: quiz.href,
      title: titles.quiz,
      line: quiz.line(counts.quizQuestions, counts.quizTiers),
      badge: countLabel(counts.quizQuestions, "question"),
      cta: quiz.cta,
    },
    {
      id: "glossary",
      href: glossary.href,
      title: titles.glossary,
      line: glossary.line(counts.glossaryTerms),
      badge: countLabel(counts.glossaryTerms, "term"),
      cta: glossary.cta,
    },
    {
      id: "comic",
      href: comic.href,
      title: titles.comic,
      line: comic.line(counts.comicPanels),
      badge: countLabel(counts.comicPanels, "panel"),
      cta: comic.cta,
    },
  ];
}
