/**
 * Every external URL in the typed content, with the page that shows it. One
 * list serves the unit test (https, unique per page, no placeholders) and
 * `npm run check:links` (is each one still alive?), so neither can miss a
 * content module the other checks. Pages are listed by route; a module that
 * feeds several pages is listed under each.
 *
 * URLs are found by walking the content objects, not by naming fields: a new
 * field holding a link is checked without anyone remembering to add it here.
 */
import { aiResources } from "@/content/ai-resources";
import { bookReviews } from "@/content/books";
import { comicPanels } from "@/content/comic";
import { footerColumns } from "@/content/footer";
import { frameworkCards, frameworkPages } from "@/content/frameworks";
import { glossaryTerms } from "@/content/glossary";
import { aiTeaser, categories, featuredBook, hero, newsletterCopy } from "@/content/home";
import { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "@/content/interviews";
import { privacyPolicy } from "@/content/legal";
import { termsOfService } from "@/content/legal";
import { masteryAreas } from "@/content/mastery";
import { psychologyArticles, psychologyIntro, psychologyVideos } from "@/content/psychology";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { glossaryEntries } from "@/lib/glossary/entries";

export type ContentPage = { page: string; content: unknown };
export type ExternalLinkUse = { page: string; url: string };

/** Every page that shows fixed content, with the data it renders. */
export function contentPages(): ContentPage[] {
  return [
    { page: "/", content: [hero, categories, aiTeaser, featuredBook, newsletterCopy, aiResources.slice(0, 3)] },
    { page: "/ai-pm-10x", content: aiResources },
    { page: "/frameworks", content: frameworkCards },
    ...frameworkPages.map((page) => ({ page: `/frameworks/${page.slug}`, content: page })),
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

/**
 * A string that points off the site: any scheme with "//" (so an http://
 * link is found and then failed by the https check) or a bare "www." host.
 */
export function looksExternal(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^www\./i.test(value);
}

function collectStrings(value: unknown, found: string[], seen: Set<object>): void {
  if (typeof value === "string") {
    if (looksExternal(value.trim())) found.push(value.trim());
    return;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) collectStrings(child, found, seen);
}

/** The external URLs one page's content holds, in order, repeats included. */
export function externalUrlsIn(content: unknown): string[] {
  const found: string[] = [];
  collectStrings(content, found, new Set());
  return found;
}

/** Every (page, url) pair in the content. */
export function externalLinkUses(pages: ContentPage[] = contentPages()): ExternalLinkUse[] {
  return pages.flatMap(({ page, content }) => externalUrlsIn(content).map((url) => ({ page, url })));
}

/** Hosts reserved for examples or pointing at the machine itself (RFC 2606 and 6761). */
const placeholderHost = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$|^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i;

/** Why a URL cannot ship, or null when it is fine to link to. */
export function externalUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a valid URL";
  }
  if (parsed.protocol !== "https:") return "not https";
  if (placeholderHost.test(parsed.hostname)) return "placeholder or local host";
  if (/placeholder|lorem|your-?(site|domain|link)|todo/i.test(url)) return "placeholder text in the URL";
  if (parsed.username || parsed.password) return "credentials in the URL";
  return null;
}

/** The same page twice: scheme and host case, "www.", a trailing slash and the fragment do not make a new link. */
export function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${host}${path}${parsed.search}`;
}
