/**
 * Search records built from the typed content in content/ (never from HTML),
 * one per page and one per heading section, each with the URL of the exact
 * section (the same ids the pages render, so `#id` links land).
 */
import { bookReviews } from "@/content/books";
import { comicPanels, comicTitle } from "@/content/comic";
import { frameworkPages } from "@/content/frameworks";
import { hero } from "@/content/home";
import { interviewArticles, interviewPrepSections } from "@/content/interviews";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { termsOfService } from "@/content/legal/terms-of-service";
import { masteryAreas } from "@/content/mastery";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "@/content/psychology";
import { aiResources } from "@/content/ai-resources";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { templates } from "@/content/templates";
import { glossaryEntries } from "@/lib/glossary/entries";
import { truncate } from "./text";

import type { SearchKind } from "./kinds";

export { SEARCH_KINDS, type SearchKind } from "./kinds";

export type SearchRecord = {
  id: string;
  kind: SearchKind;
  /** The heading (or page title for a page record). */
  title: string;
  /** The page the section belongs to (equal to title for a page record). */
  page: string;
  /** Link to the page or the exact section. */
  url: string;
  /** Indexed and shown as the snippet; trimmed so the shipped index stays small. */
  text: string;
};

/** Characters of body text kept per record: enough for a snippet and the words that matter. */
const TEXT_LIMIT = 420;

/** Every string inside a content value (blocks, lists, nested objects), in order. */
export function collectText(value: unknown, skip: ReadonlySet<string> = SKIP_KEYS): string {
  const out: string[] = [];
  const walk = (v: unknown, key?: string) => {
    if (key && skip.has(key)) return;
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach((item) => walk(item));
    else if (v && typeof v === "object") for (const [k, item] of Object.entries(v)) walk(item, k);
  };
  walk(value);
  return out.join(" ");
}

/** Keys that hold URLs, ids, icons or layout, not words a reader searches for. */
const SKIP_KEYS: ReadonlySet<string> = new Set([
  "id", "href", "url", "src", "icon", "imageSrc", "thumbnail", "youtubeId", "cover", "coverAlt", "kind", "type",
  "layout", "diagram", "slug", "variant", "tone", "level", "format", "formats", "date", "readTime", "group",
]);

type Section = { id: string; title: string };

function sectionRecords(kind: SearchKind, page: string, base: string, sections: readonly (Section & Record<string, unknown>)[]): SearchRecord[] {
  return sections.map((section) => ({
    id: `${base}#${section.id}`,
    kind,
    title: section.title,
    page,
    url: `${base}#${section.id}`,
    // The blocks only: the heading is the record's title, and repeating it wasted the snippet's first words.
    text: truncate(collectText(section.blocks ?? section), TEXT_LIMIT),
  }));
}

function pageRecord(kind: SearchKind, title: string, url: string, text: string): SearchRecord {
  return { id: url, kind, title, page: title, url, text: truncate(text, TEXT_LIMIT) };
}

export function buildSearchRecords(): SearchRecord[] {
  const records: SearchRecord[] = [];

  for (const page of frameworkPages) {
    const base = `/frameworks/${page.slug}`;
    records.push(pageRecord("Frameworks", page.title, base, page.summary));
    records.push(...sectionRecords("Frameworks", page.title, base, page.sections));
  }

  for (const area of masteryAreas) {
    const base = `/product-mastery/${area.id}`;
    records.push(pageRecord("Product Mastery", area.title, base, `${area.description} ${area.subsections.map((t) => t.title).join(", ")}`));
    for (const topic of area.subsections) {
      records.push({
        id: `${base}#${topic.id}`,
        kind: "Product Mastery",
        title: topic.title,
        page: area.title,
        url: `${base}#${topic.id}`,
        text: truncate(`${topic.description ?? ""} ${collectText(topic.lesson)}`, TEXT_LIMIT),
      });
    }
  }

  for (const entry of glossaryEntries) {
    records.push(pageRecord("Glossary", entry.term, entry.path, `${entry.definition} ${collectText(entry.page)}`));
  }

  quizQuestions.forEach((question, i) => {
    const n = i + 1;
    const explanation = quizExplanations[i];
    records.push({
      id: `/quiz-explanations#question-${n}`,
      kind: "Quiz",
      title: question.question,
      page: `Quiz question ${n}`,
      url: `/quiz-explanations#question-${n}`,
      text: truncate(`${question.correctAnswer}. ${explanation?.explanation.join(" ") ?? ""}`, TEXT_LIMIT),
    });
  });

  for (const template of templates) {
    const text = `${template.whenToUse} ${template.summary} ${collectText(template.teaching)}`;
    records.push(pageRecord("Templates", template.name, `/templates/${template.slug}`, text));
  }

  for (const book of bookReviews) {
    const base = `/books/${book.slug}`;
    records.push(pageRecord("Books", book.title, base, `${book.subtitle}. ${book.authors.join(", ")}. ${book.summary} ${book.whyRead}`));
    records.push(...sectionRecords("Books", book.title, base, book.sections));
  }

  for (const panel of comicPanels) {
    records.push({
      id: `/ship-happens?panel=${panel.id}`,
      kind: "Comic",
      title: `${comicTitle}, panel ${panel.id}`,
      page: comicTitle,
      url: `/ship-happens?panel=${panel.id}`,
      text: truncate(panel.transcript, TEXT_LIMIT),
    });
  }

  records.push(pageRecord("Pages", "Home", "/", `${collectText(hero)}`));
  records.push(pageRecord("Pages", "Frameworks", "/frameworks", "Product management frameworks: strategy, discovery, prioritization and delivery explainers."));
  records.push(pageRecord("Pages", "Product Mastery", "/product-mastery", masteryAreas.map((a) => a.title).join(", ")));
  records.push(pageRecord("Pages", "Interview Prep", "/interviews", interviewArticles.map((a) => `${a.title}. ${a.description}`).join(" ")));
  records.push(...sectionRecords("Pages", "Interview Prep", "/interviews", interviewPrepSections));
  records.push(pageRecord("Pages", "AI PM 10x", "/ai-pm-10x", aiResources.map((r) => r.title).join(". ")));
  records.push(pageRecord("Pages", "Product Psychology", "/product-psychology", collectText(psychologyIntro)));
  records.push(
    pageRecord("Pages", "Product Psychology: articles and videos", "/product-psychology#articles", [...psychologyArticles, ...psychologyVideos].map((a) => a.title).join(". ")),
  );
  records.push(pageRecord("Pages", "Book reviews", "/books", bookReviews.map((b) => b.title).join(", ")));
  records.push(pageRecord("Pages", "Templates", "/templates", templates.map((t) => t.name).join(", ")));
  records.push(pageRecord("Pages", "PM Mastery Check quiz", "/pm-quiz", "Test your product management knowledge with a quiz and see your score."));
  records.push(pageRecord("Pages", "Quiz answer explanations", "/quiz-explanations", "Every question from the quiz with the correct answer and the reasoning behind it."));
  records.push(pageRecord("Pages", "Glossary", "/glossary", "Product management glossary: terms and definitions."));
  records.push(pageRecord("Pages", comicTitle, "/ship-happens", "A comic about a product team turning a vague request into a feature that works."));
  for (const [doc, path] of [
    [privacyPolicy, "/privacy-policy"],
    [termsOfService, "/terms-of-service"],
  ] as const) {
    records.push(pageRecord("Pages", doc.title, path, doc.summary));
    records.push(...sectionRecords("Pages", doc.title, path, doc.sections));
  }
  return records;
}
