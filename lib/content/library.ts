/**
 * Schemas for the library pages (book reviews, legal pages, psychology
 * links), built from the shared pieces in schemas.ts so the unit tests can
 * hold this content to the same rules as everything else.
 */
import { z } from "zod";
import type { RenderedSection } from "@/lib/markdown/render";
import { externalUrl, linkSchema, resourceLinkSchema } from "./schemas";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What every Markdown document's front matter starts with: its h1 and the one-line summary (meta description). */
const documentFrontMatter = z.strictObject({
  title: z.string().min(1),
  summary: z.string().min(50).max(200),
});

/** A document's body, from its Markdown (content/<kind>/<slug>.md). */
type DocumentBody = { slug: string; sections: RenderedSection[] };

/** Front matter of a book review (content/books/<slug>.md); the slug is the file's name. */
export const bookReviewFrontMatter = documentFrontMatter.extend({
  subtitle: z.string().min(1),
  authors: z.array(z.string().min(1)).min(1),
  year: z.number().int().min(1900).max(2100),
  publisher: z.string().min(1),
  /** An original stylised cover served from /public/books. */
  cover: z.string().regex(/^\/books\/[a-z-]+\.svg$/),
  coverAlt: z.string().min(20),
  /** The verdict in a word, shown beside the title (the review's closing "Our verdict" note says why). */
  verdict: z.enum(["Essential", "Recommended"]),
  /** One line on why a PM should read it, shown on the /books index. */
  whyRead: z.string().min(20).max(140),
  /** The publisher's or author's own page for the book. */
  buy: z.object({ url: externalUrl, label: z.string().min(1) }),
  /** Frameworks and pages on this site the book connects to. */
  related: z.array(linkSchema.extend({ description: z.string().min(10) })).min(2),
});
export type BookReview = z.infer<typeof bookReviewFrontMatter> & DocumentBody;

/** Front matter of a legal page (content/legal/<slug>.md). */
export const legalPageFrontMatter = documentFrontMatter.extend({
  /** ISO date; both legal pages were last updated April 13, 2025. */
  lastUpdated: isoDate,
  /** Sentence that introduces the contact address (rendered as a mailto link). */
  contactIntro: z.string().min(20),
});
export type LegalPage = z.infer<typeof legalPageFrontMatter> & DocumentBody;

/** A psychology link: an external resource link plus who published it (and, for a talk, who gives it). */
export const psychologyLinkSchema = resourceLinkSchema.extend({
  url: externalUrl,
  source: z.string().min(1),
  /** A video's speaker, set on its poster's title card. */
  speaker: z.string().min(1).optional(),
});
export type PsychologyLink = z.infer<typeof psychologyLinkSchema>;

/** Formats an ISO date (YYYY-MM-DD) as e.g. "April 13, 2025", independent of the server's time zone. */
export function formatIsoDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
