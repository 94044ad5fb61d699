/**
 * Zod schemas for every content entity (the product's fixed entities, plus
 * the fields our pages need beyond them). Content in `content/` is plain typed data; these
 * schemas are the contract a unit test checks all of it against.
 */
import { z } from "zod";
import type { RenderedSection, Segment } from "@/lib/markdown/render";
import { diagramNames } from "@/lib/diagrams/names";
import { TEASER_CHARS } from "@/lib/text/teaser";
import { contentBlockSchema, type ContentBlock } from "./blocks";


export type { ContentBlock };

/** An in-site path such as `/frameworks/rice-scoring` or `/glossary#mvp`. */
const internalHref = z
  .string()
  .regex(/^\/(?!\/)[a-z0-9\-/#?=&._]*$/i, "must be a same-site path starting with a single /");

export const externalUrl = z
  .string()
  .url()
  .refine((u) => u.startsWith("https://"), "external links must use https")
  .refine((u) => !/\/\/(www\.)?example\.(com|org|net)/i.test(u), "no placeholder domains");

export const linkSchema = z.object({ href: internalHref, label: z.string().min(1) });
export type Link = z.infer<typeof linkSchema>;

/* ---------- Navigation (header, footer) ---------- */
export const navLinkSchema = z.object({ href: internalHref, label: z.string().min(1) });
export type NavLink = z.infer<typeof navLinkSchema>;

/* ---------- Resource link (mastery cards, psychology, books) ---------- */
export const knownResourceTypes = ["article", "video", "book", "podcast"] as const;
export const resourceLinkSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  /**
   * https URLs open in a new tab; paths starting with / are in-site links. Checked
   * as one or the other (a union would report only "Invalid input").
   */
  url: z.string().superRefine((url, ctx) => {
    const result = (url.startsWith("/") ? internalHref : externalUrl).safeParse(url);
    for (const issue of result.success ? [] : result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
  }),
  /** Resource type: article, video, book or podcast; any other type renders like article (docs/product.md, Product Mastery). */
  type: z.string().min(1),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

/* ---------- AI resource card (/ai-pm-10x and the home teaser) ---------- */
export const aiResourceCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  url: externalUrl,
  typeLabel: z.string().min(1),
  source: z.string().min(1),
  imageUrl: z.string().startsWith("/").optional(),
  /** Name of an icon in components/ui/icons.tsx. */
  icon: z.string().min(1),
});
export type AiResourceCard = z.infer<typeof aiResourceCardSchema>;

/* ---------- Interview article ---------- */
export const interviewArticleSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  readTime: z.string().min(1),
  /** ISO date, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  content: z.string().min(1),
  url: z.union([externalUrl, internalHref]),
});
export type InterviewArticle = z.infer<typeof interviewArticleSchema>;

/**
 * Front matter of an interview guide, content/interviews/guides/<id>.md: the
 * id is the file's name and the body is the card's one-paragraph summary
 * (`content`).
 */
export const interviewGuideFrontMatter = z.strictObject(interviewArticleSchema.omit({ id: true, content: true }).shape);

/**
 * Front matter of a file of prose sections that one page shows among its
 * typed content (the interview preparation advice, the psychology
 * introduction, the AI resource groups): the page's path, checked as the file
 * loads, so whoever edits the file knows where it appears.
 */
export const pageSectionsFrontMatter = z.strictObject({ page: internalHref });

/* ---------- Mastery area ---------- */

/** Every topic teaches before it links, in at least this many words (docs/product.md, Teaching depth and links). */
export const minLessonWords = 200;

/** A topic's click-to-load YouTube facade; the thumbnail is served from /public. */
const topicVideoSchema = z.strictObject({ youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/), title: z.string().min(1), thumbnail: z.string().startsWith("/") });

/**
 * Front matter of a topic's file, content/mastery/lessons/<area>/<topic>.md:
 * the topic's title (as the area lists it), its one-line lead, its curated
 * resources and an optional video; the body is the write-up.
 */
export const topicLessonFrontMatter = z.strictObject({
  topic: z.string().min(1),
  description: z.string().optional(),
  video: topicVideoSchema.optional(),
  resources: z.array(resourceLinkSchema).min(3).max(11),
});

/**
 * The write-up shown above a topic's curated links. Its Markdown body has four
 * fixed sections, so every topic answers the same questions in the same
 * order: "What it is" {#what}, "Why it matters" {#why}, "How to start"
 * {#start} (ordered first steps a PM can take this week) and "Example:
 * <title>" {#example} (one realistic PM situation with specifics).
 */
export type TopicLesson = Pick<z.infer<typeof topicLessonFrontMatter>, "topic"> & {
  sections: RenderedSection[];
  /** The example's own title (its heading without "Example: "). */
  exampleTitle: string;
};
const topicLessonSchema = z.custom<TopicLesson>((value) => typeof value === "object" && value !== null && "sections" in value, "a lesson loaded from its Markdown file");

const masterySubsectionSchema = z.object({
  /**
   * Anchor id on the area page (`/product-mastery/{area}#{id}`), written out
   * rather than derived from the title so deep links survive a title edit.
   */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  icon: z.string().min(1),
  description: z.string().optional(),
  lesson: topicLessonSchema,
  resources: z.array(resourceLinkSchema).min(3).max(11),
  video: topicVideoSchema.optional(),
});
export const masteryAreaSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(1),
  icon: z.string().min(1),
  description: z.string().min(1),
  subsections: z
    .array(masterySubsectionSchema)
    .min(1)
    .refine((topics) => new Set(topics.map((t) => t.id)).size === topics.length, "topic ids must be unique within an area"),
});
export type MasteryArea = z.infer<typeof masteryAreaSchema>;
export type MasterySubsection = z.infer<typeof masterySubsectionSchema>;

/* ---------- Framework card and framework page ---------- */
export const frameworkSections = ["strategy", "discovery", "prioritization", "delivery"] as const;
export type FrameworkSection = (typeof frameworkSections)[number];
export const frameworkCardSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  imageSrc: z.string().startsWith("/"),
  href: internalHref,
  section: z.enum(frameworkSections),
});
export type FrameworkCard = z.infer<typeof frameworkCardSchema>;

export const contentSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  blocks: z.array(contentBlockSchema).min(1),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/* ---------- Glossary ---------- */
export const glossaryTermSchema = z.object({
  term: z.string().min(1),
  definition: z.string().min(20),
  /** "Learn more" link to the page of this site that covers the term. */
  learnMore: linkSchema.optional(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** Each term's own page teaches in at least this many words, the shared definition not counted (docs/product.md, Teaching depth and links). */
export const minGlossaryTermPageWords = 250;

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * The page at /glossary/{slug}, content/glossary-terms/<slug>.md: the term's
 * name and "learn more" link in front matter, its definition as the body's
 * opening paragraph (what /glossary lists), then the page's own sections.
 */
export const glossaryTermFrontMatter = z.strictObject({
  /** The term as the list and the page's title name it ("Churn Rate"); its slug is the file's name. */
  term: z.string().min(1),
  /** "Learn more" link to the page of this site that covers the term. */
  learnMore: linkSchema.optional(),
  /** Meta and share-card description: one line saying what the page covers, short enough for a search result. */
  summary: z.string().min(50).max(150),
  /** Slugs of other glossary terms, each shown as a link to its page. */
  relatedTerms: z
    .array(slugSchema)
    .min(2)
    .max(6)
    .refine((slugs) => new Set(slugs).size === slugs.length, "related terms must be unique"),
  /** Pages of this site that teach the term, after the list's "learn more" target (which the page shows first). */
  alsoTaughtAt: z.array(linkSchema).max(4),
});

/**
 * The page at /glossary/{slug}: content/glossary-terms/<slug>.md, whose body
 * has four sections in this order, with these headings and ids: "Why it
 * matters" {#why-it-matters}, "How it works" {#how-it-works}, "Example: <its
 * title>" {#example} (one realistic PM situation, with numbers where the term
 * has numbers) and "Common pitfalls" {#pitfalls} (a list of three or more).
 */
export type GlossaryTermPage = z.infer<typeof glossaryTermFrontMatter> & {
  /** termSlug() of the term, e.g. "churn-rate": the file's name. */
  slug: string;
  /** The body's opening paragraph, as plain text (the list, search, JSON-LD) and as the HTML the page places. */
  definition: string;
  definitionHtml: string;
  sections: RenderedSection[];
  /** The example's own title (its heading without "Example: "). */
  exampleTitle: string;
};

/* ---------- Quiz ---------- */
/** The skill areas the quiz result breaks the score into (content/quiz/areas.ts names them). */
export const quizAreaIds = ["strategy", "discovery", "prioritization", "metrics", "delivery"] as const;
export type QuizAreaId = (typeof quizAreaIds)[number];

export const quizAreaSchema = z.object({
  id: z.enum(quizAreaIds),
  title: z.string().min(1),
  /** The site's pages that teach the area as a whole, for going deeper. */
  pages: z.array(linkSchema).min(1).max(3),
});
export type QuizArea = z.infer<typeof quizAreaSchema>;

export const quizQuestionSchema = z
  .object({
    question: z.string().min(1),
    answers: z.array(z.string().min(1)).length(4),
    correctAnswer: z.string().min(1),
    /** The page of this site that teaches the topic (shown for missed questions). */
    topic: linkSchema,
    /** The skill area the question counts towards in the result's breakdown. */
    area: z.enum(quizAreaIds),
  })
  .refine((q) => q.answers.includes(q.correctAnswer), "correctAnswer must equal one answer's text")
  .refine((q) => new Set(q.answers).size === 4, "answers must be distinct");
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const scoreCategorySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** The advice on a shared result's page, where no review of missed questions follows: only where `description` points "below" to it. */
  sharedDescription: z.string().min(1).optional(),
  minScore: z.number().int().min(0),
  maxScore: z.number().int().min(0),
});
export type ScoreCategory = z.infer<typeof scoreCategorySchema>;

export const explanationEntrySchema = z.object({
  explanation: z.array(z.string().min(1)).min(1).max(2),
  relatedLink: internalHref.optional(),
  relatedLinkText: z.string().optional(),
});
export type ExplanationEntry = z.infer<typeof explanationEntrySchema>;

/* ---------- Comic ---------- */
const percent = z.number().min(0).max(100);
export const dialogueLineSchema = z.object({
  speaker: z.enum(["priya", "sam", "marco", "gloria", "lee", "samAndMarco", "screen", "box", "notes"]),
  text: z.string().min(1),
  label: z.string().min(1).optional(),
  at: z.object({ x: percent, y: percent, w: percent }),
  tail: z.enum(["left", "center", "right"]).optional(),
  kind: z.enum(["speech", "sign"]).optional(),
  big: z.boolean().optional(),
});
export const comicPanelSchema = z.object({
  id: z.number().int().min(1),
  src: z.string().startsWith("/"),
  alt: z.string().min(10),
  /** The narrator's box above the art. */
  caption: z.string().min(1),
  /** Every line said (or written on something) in the panel, in reading order: lettered over the art. */
  dialogue: z.array(dialogueLineSchema).min(1),
  /** Transcript of the panel (caption and dialogue), derived from the two above by lib/comic/dialogue.ts; the page's transcript and the site search read it. */
  transcript: z.string().min(1),
});
export type ComicPanel = z.infer<typeof comicPanelSchema>;

/* ---------- Sources (framework explainer pages) ---------- */
export const sourceFormats = ["book", "article", "paper", "talk"] as const;
export const sourceSchema = z
  .object({
    /** "primary": the work that introduced the framework; "further": a strong secondary reading. */
    role: z.enum(["primary", "further"]),
    title: z.string().min(1),
    author: z.string().min(1),
    /** Year of publication. Required for primary works; a web page that shows no date may leave it out. */
    year: z.number().int().min(1900).max(2100).optional(),
    /** Where it appeared: a journal, a publisher, a blog or a company site. */
    publisher: z.string().min(1),
    format: z.enum(sourceFormats),
    /**
     * A page confirmed to exist (never a guessed URL). Only a primary work
     * with no confirmed page may go without; it is then cited as text.
     */
    url: externalUrl.optional(),
    /** One or two sentences: what the reader gets from it. */
    note: z.string().min(30),
  })
  .refine((source) => source.role === "primary" || source.url !== undefined, "further reading needs a confirmed url")
  .refine((source) => source.role === "further" || source.year !== undefined, "a primary work needs its year");
export type Source = z.infer<typeof sourceSchema>;

const sourcesSchema = z
  .array(sourceSchema)
  .min(2)
  .max(5)
  .refine((sources) => sources.some((source) => source.role === "primary"), "cite the primary work")
  .refine((sources) => sources.some((source) => source.role === "further"), "add at least one further reading")
  .refine((sources) => {
    const urls = sources.flatMap((source) => (source.url ? [source.url] : []));
    return new Set(urls).size === urls.length;
  }, "each source links to a different page");

/* ---------- Framework explainer page ---------- */
/**
 * The front matter of an explainer, content/frameworks/<slug>.md (the slug is
 * the file's name; the sections are its Markdown body).
 */
/** Three or four one-sentence takeaways of a long page, plain text, for a reader deciding whether to read on. */
export const inShortSchema = z.array(z.string().min(40, "a takeaway is one full sentence").max(160, "a takeaway is one sentence of at most 160 characters")).min(3).max(4);

export const frameworkFrontMatter = z.strictObject({
  title: z.string().min(1),
  /** One-sentence summary shown under the h1 and used as the meta description. */
  summary: z.string().min(50).max(200),
  /** "accordion": Radix accordion of sections; "static": every section open. */
  layout: z.enum(["accordion", "static"]),
  /** A long page's takeaways, in the "In short" box above its first section. */
  inShort: inShortSchema.optional(),
  /**
   * The illustration: a drawn, theme-aware diagram from components/diagrams (it
   * carries its own accessible name). There is no picture-file option: a static
   * picture kept its light colours on a dark page and shrank its labels on a phone.
   */
  diagram: z.enum(diagramNames),
  /** Related frameworks and pages on this site, shown at the end. */
  related: z.array(linkSchema).min(2),
  /** "Sources and further reading": the original work and strong secondary sources. */
  sources: sourcesSchema,
});

/** An explainer needs at least this many `##` sections. */
export const minFrameworkSections = 4;

export type FrameworkPage = z.infer<typeof frameworkFrontMatter> & { slug: string; sections: RenderedSection[] };

/* ---------- Long-form document (book review, legal page) ---------- */
export const documentPageSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(50).max(200),
  sections: z.array(contentSectionSchema).min(1),
});

/* ---------- Guide (/guides/{slug}) ---------- */
/**
 * A work a guide draws on. Unlike an explainer's sources there is no single
 * original work, so no role or format: the list is the reading behind the
 * guide, in the order the author gives it.
 */
export const guideSourceSchema = z.strictObject({
  title: z.string().min(1),
  author: z.string().min(1),
  year: z.number().int().min(1900).max(2100).optional(),
  /** Where it appeared: a publisher, a journal, a blog; a book known by its author and year may leave it out. */
  publisher: z.string().min(1).optional(),
  /** What kind of work it is, shown with an icon above the title as on an explainer's list. */
  format: z.enum(sourceFormats),
  /** A page confirmed to exist (never a guessed URL); a work without one is cited as text. */
  url: externalUrl.optional(),
  /** One or two sentences: what the reader gets from it. */
  note: z.string().min(30),
});
export type GuideSource = z.infer<typeof guideSourceSchema>;

/** A calendar date written as YYYY-MM-DD, and a real one (no 2026-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as YYYY-MM-DD")
  .refine((value) => {
    // Checked even when the pattern failed (zod reports both), so a value that is no date at all must not throw here.
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? !/^\d{4}-\d{2}-\d{2}$/.test(value) : date.toISOString().startsWith(value);
  }, "not a calendar date");

/**
 * The front matter of a guide, content/guides/<slug>.md (the slug is the
 * file's name). Its body opens with an intro (before the first `##`), which
 * the page shows above the sections, and has at least minGuideSections
 * `## Title {#id}` sections.
 */
export const guideFrontMatter = z.strictObject({
  title: z.string().min(1),
  /** Shown under the h1, on the guide's card and as the meta description. */
  summary: z.string().min(50).max(220),
  /** The guide's card text, for a summary longer than a card's three lines. */
  card: z.string().min(20).max(TEASER_CHARS).optional(),
  /** A long guide's takeaways, in the "In short" box above its first section. */
  inShort: inShortSchema.optional(),
  /** When the guide was last revised, shown under its title. */
  updated: isoDate,
  /** The drawn diagram at the top of the guide (components/diagrams); the body may place others with ::diagram. */
  diagram: z.enum(diagramNames),
  /** Pages of this site the guide leads on to, shown at the end. */
  related: z
    .array(linkSchema)
    .min(2)
    .refine((links) => new Set(links.map((link) => link.href)).size === links.length, "each related link goes to a different page"),
  /** "Sources and further reading": at least one with a confirmed page to open. */
  sources: z
    .array(guideSourceSchema)
    .min(2)
    .max(8)
    .refine((sources) => sources.some((source) => source.url !== undefined), "at least one source needs a confirmed url")
    .refine((sources) => {
      const urls = sources.flatMap((source) => (source.url ? [source.url] : []));
      return new Set(urls).size === urls.length;
    }, "each source links to a different page"),
});

export type GuideFrontMatter = z.infer<typeof guideFrontMatter>;

/** A guide needs at least this many `##` sections. */
export const minGuideSections = 4;

export type GuidePage = GuideFrontMatter & {
  slug: string;
  /** The opening before the first section: what the guide covers and what the reader will be able to do. */
  intro: Segment[];
  introText: string;
  sections: RenderedSection[];
};
