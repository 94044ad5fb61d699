/**
 * Search records built from the typed content (never from HTML), one per
 * page and one per heading section, each with the URL of the exact section
 * (the same ids the pages render, so `#id` links land). data/search.ts
 * passes in the site's content.
 */
import type { BookReview, LegalPage, PsychologyLink } from "@/lib/content/library";
import type {
  AiResourceCard,
  ComicPanel,
  ExplanationEntry,
  FrameworkPage,
  GuidePage,
  InterviewArticle,
  MasteryArea,
  QuizQuestion,
} from "@/lib/content/schemas";
import type { GlossaryEntry } from "@/lib/glossary/entries";
import type { RenderedSection } from "@/lib/markdown/render";
import type { Template } from "@/lib/templates/schema";
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
  /** Everything the section says: indexed in full, never shipped as text. */
  body: string;
  /** The section's opening words: shipped with the index and shown when the match lies further in. */
  text: string;
};

/** Everything the records are built from, one field per content module. */
export type SearchContent = {
  frameworkPages: readonly FrameworkPage[];
  guidePages: readonly GuidePage[];
  masteryAreas: readonly MasteryArea[];
  glossaryEntries: readonly GlossaryEntry[];
  quizQuestions: readonly QuizQuestion[];
  /** In the questions' order: the explanation of question n is the nth. */
  quizExplanations: readonly ExplanationEntry[];
  templates: readonly Template[];
  bookReviews: readonly BookReview[];
  comicTitle: string;
  comicPanels: readonly ComicPanel[];
  /** The home page's hero copy. */
  hero: unknown;
  interviewArticles: readonly InterviewArticle[];
  interviewPrepSections: readonly RenderedSection[];
  aiResourceGroups: readonly { id: string; title: string; intro: string }[];
  aiResources: readonly (AiResourceCard & { group: string })[];
  psychologyIntro: RenderedSection;
  psychologyArticles: readonly PsychologyLink[];
  psychologyVideos: readonly PsychologyLink[];
  privacyPolicy: LegalPage;
  termsOfService: LegalPage;
};

/** Characters of stored text per record: about the two lines the dialog shows. */
export const LEAD_CHARS = 160;

/** Every string inside a content value (blocks, lists, nested objects), in order. */
export function collectText(value: unknown, skip: ReadonlySet<string> = SKIP_KEYS): string {
  const out: string[] = [];
  const walk = (v: unknown, key?: string) => {
    if (key && skip.has(key)) return;
    if (typeof v === "string") out.push(v);
    else if (typeof v === "number") out.push(String(v));
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
  // A diagram block's key and a sheet's formula and tick state: not prose.
  "name", "expression", "decimals", "done",
]);

function record(kind: SearchKind, title: string, page: string, url: string, body: string): SearchRecord {
  const clean = body.replace(/\s+/g, " ").trim();
  return { id: url, kind, title, page, url, body: clean, text: truncate(clean, LEAD_CHARS) };
}

const pageRecord = (kind: SearchKind, title: string, url: string, body: string) => record(kind, title, title, url, body);

/** A section of typed blocks, or of a Markdown page (which carries its plain text). */
type Section = { id: string; title: string } & ({ blocks: unknown } | { text: string });

function sectionRecords(kind: SearchKind, page: string, base: string, sections: readonly Section[]): SearchRecord[] {
  // The blocks only: the heading is the record's title, and repeating it wasted the snippet's first words.
  return sections.map((section) => record(kind, section.title, page, `${base}#${section.id}`, "text" in section ? section.text : collectText(section.blocks)));
}

/** What the blank template says, section by section or column by column. */
function templateText(template: Template): string {
  if (template.kind === "document") {
    return template.sections.map((s) => collectText({ heading: s.heading, guidance: s.guidance, prompts: s.prompts, checklist: s.checklist, table: s.table })).join(" ");
  }
  const columns = template.sheet.columns.map((c) => `${c.name}: ${c.description} ${c.options?.join(", ") ?? ""} ${c.computed?.words ?? ""}`).join(" ");
  return `${columns} ${collectText(template.referenceTables ?? [])}`;
}

/** The filled-in example: the fictional product, its situation and what the template says for it. */
function exampleText(template: Template): string {
  const filled =
    template.kind === "document"
      ? template.sections.map((s) => `${s.heading}: ${collectText(s.example)}`).join(" ")
      : template.sheet.exampleRows.map((row) => row.join(" ")).join(" ");
  return `${template.example.product}: ${template.example.context} ${filled}`;
}

function templateRecords(template: Template): SearchRecord[] {
  const base = `/templates/${template.slug}`;
  const { purpose, whenToUse, whenNotToUse, howToFill } = template.teaching;
  const part = (id: string, title: string, body: string) => record("Templates", title, template.name, `${base}#${id}`, body);
  return [
    pageRecord("Templates", template.name, base, `${template.whenToUse} ${template.summary}`),
    part("purpose", "What it is for", purpose.join(" ")),
    part("when-to-use", "When to use it", `${whenToUse.join(" ")} When not to use it: ${whenNotToUse.join(" ")}`),
    part("how-to-fill", "How to fill it in", howToFill.map((step) => `${step.part}: ${step.advice}`).join(" ")),
    part("template", "The template", templateText(template)),
    part("example", "Filled-in example", exampleText(template)),
    part("mistakes", "Common mistakes", template.mistakes.join(" ")),
  ];
}

export function buildSearchRecords(content: SearchContent): SearchRecord[] {
  const {
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
  } = content;
  const records: SearchRecord[] = [];

  for (const page of frameworkPages) {
    const base = `/frameworks/${page.slug}`;
    // A page is about its outline too: its headings make the page itself rank for what its sections cover.
    records.push(pageRecord("Frameworks", page.title, base, `${page.summary} ${page.sections.map((s) => s.title).join(". ")}`));
    records.push(...sectionRecords("Frameworks", page.title, base, page.sections));
    records.push(record("Frameworks", "Sources and further reading", page.title, `${base}#sources`, collectText(page.sources.map((s) => [s.title, s.author, s.publisher, s.note]))));
  }

  for (const page of guidePages) {
    const base = `/guides/${page.slug}`;
    // The page record carries the intro (what the guide covers) and its outline, as an explainer's does.
    records.push(pageRecord("Guides", page.title, base, `${page.summary} ${page.introText} ${page.sections.map((s) => s.title).join(". ")}`));
    records.push(...sectionRecords("Guides", page.title, base, page.sections));
    records.push(record("Guides", "Sources and further reading", page.title, `${base}#sources`, collectText(page.sources.map((s) => [s.title, s.author, s.publisher ?? "", s.note]))));
  }

  for (const area of masteryAreas) {
    const base = `/product-mastery/${area.id}`;
    records.push(pageRecord("Product Mastery", area.title, base, `${area.description} ${area.subsections.map((t) => t.title).join(", ")}`));
    for (const topic of area.subsections) {
      // The lesson's sub-headings are part of the text, so "example" or "how to start" with a topic's words finds it.
      const lesson = [
        topic.description ?? "",
        ...topic.lesson.sections.flatMap((section) => [`${section.title}.`, section.text]),
        "Go deeper:", ...topic.resources.map((r) => `${r.title}. ${r.description}`),
      ];
      records.push(record("Product Mastery", topic.title, area.title, `${base}#${topic.id}`, lesson.join(" ")));
    }
  }

  for (const entry of glossaryEntries) {
    const { page } = entry;
    const part = (id: string, title: string, body: string) => record("Glossary", title, entry.term, `${entry.path}#${id}`, body);
    records.push(pageRecord("Glossary", entry.term, entry.path, `${entry.definition} ${page.summary}`));
    // One record per section of the page, titled as its heading reads ("Example: Churn by reason...").
    records.push(...page.sections.map((section) => part(section.id, section.title, section.text)));
  }

  quizQuestions.forEach((question, i) => {
    const n = i + 1;
    const explanation = quizExplanations[i];
    records.push(
      record("Quiz", question.question, `Quiz question ${n}`, `/quiz-explanations#question-${n}`, `${question.correctAnswer}. ${explanation?.explanation.join(" ") ?? ""}`),
    );
  });

  for (const template of templates) records.push(...templateRecords(template));

  for (const book of bookReviews) {
    const base = `/books/${book.slug}`;
    records.push(pageRecord("Books", book.title, base, `${book.subtitle}. ${book.authors.join(", ")}. ${book.summary} ${book.whyRead}`));
    records.push(...sectionRecords("Books", book.title, base, book.sections));
  }

  for (const panel of comicPanels) {
    records.push({ ...record("Comic", `${comicTitle}, panel ${panel.id}`, comicTitle, `/ship-happens?panel=${panel.id}`, panel.transcript) });
  }

  records.push(pageRecord("Pages", "Home", "/", `${collectText(hero)}`));
  records.push(pageRecord("Pages", "Frameworks", "/frameworks", "Product management frameworks: strategy, discovery, prioritization and delivery explainers."));
  records.push(pageRecord("Pages", "Guides", "/guides", `Product management guides: ${guidePages.map((g) => g.title).join(", ")}.`));
  records.push(pageRecord("Pages", "Product Mastery", "/product-mastery", masteryAreas.map((a) => a.title).join(", ")));
  records.push(
    pageRecord(
      "Pages",
      "Interview Prep",
      "/interviews",
      [...interviewPrepSections.map((s) => s.title), ...interviewArticles.map((a) => `${a.title}. ${a.description}`)].join(" "),
    ),
  );
  for (const article of interviewArticles) {
    records.push(record("Pages", article.title, "Interview Prep", `/interviews#${article.id}-heading`, `${article.description} ${article.content}`));
  }
  records.push(...sectionRecords("Pages", "Interview Prep", "/interviews", interviewPrepSections));
  records.push(pageRecord("Pages", "AI PM 10x", "/ai-pm-10x", aiResourceGroups.map((g) => `${g.title}: ${g.intro}`).join(" ")));
  for (const group of aiResourceGroups) {
    const cards = aiResources.filter((r) => r.group === group.id).map((r) => `${r.title}. ${r.description} (${r.source})`);
    records.push(record("Pages", group.title, "AI PM 10x", `/ai-pm-10x#${group.id}`, `${group.intro} ${cards.join(" ")}`));
  }
  records.push(
    pageRecord(
      "Pages",
      "Product Psychology",
      "/product-psychology",
      `${psychologyIntro.text} ${[...psychologyArticles, ...psychologyVideos].map((link) => link.title).join(". ")}`,
    ),
  );
  for (const [id, title, links] of [
    ["articles", "Product Psychology: articles", psychologyArticles],
    ["videos", "Product Psychology: videos", psychologyVideos],
  ] as const) {
    records.push(record("Pages", title, "Product Psychology", `/product-psychology#${id}`, links.map((a) => `${a.title}. ${a.description} (${a.source})`).join(" ")));
  }
  records.push(pageRecord("Pages", "Book reviews", "/books", bookReviews.map((b) => `${b.title}: ${b.whyRead}`).join(" ")));
  records.push(pageRecord("Pages", "Templates", "/templates", templates.map((t) => t.name).join(", ")));
  records.push(pageRecord("Pages", "PM Mastery Check quiz", "/pm-quiz", "Test your product management knowledge with a 25-question quiz and see your score."));
  records.push(pageRecord("Pages", "Quiz answer explanations", "/quiz-explanations", "Every question from the quiz with the correct answer and the reasoning behind it."));
  records.push(pageRecord("Pages", "Glossary", "/glossary", "Product management glossary: terms and definitions."));
  // The page carries every panel's transcript, so the comic as a whole ranks for its story, above any one panel.
  records.push(
    pageRecord(
      "Pages",
      comicTitle,
      "/ship-happens",
      `A comic about a product team turning a vague request into a feature that works. ${comicPanels.map((panel) => panel.transcript).join(" ")}`,
    ),
  );
  records.push(
    pageRecord(
      "Pages",
      "Your progress",
      "/progress",
      "What you have marked as read across frameworks, guides, Product Mastery topics, book reviews and templates, your quiz history, and a way to export, import or reset your learning progress. Stored only in this browser.",
    ),
  );
  for (const [doc, path] of [
    [privacyPolicy, "/privacy-policy"],
    [termsOfService, "/terms-of-service"],
  ] as const) {
    records.push(pageRecord("Pages", doc.title, path, doc.summary));
    records.push(...sectionRecords("Pages", doc.title, path, doc.sections));
  }
  return records;
}
