/**
 * schema.org structured data builders. They return plain objects; the
 * JsonLd component serialises them with `serializeJsonLd`. All URLs are
 * absolute (from NEXT_PUBLIC_SITE_URL) because crawlers resolve JSON-LD
 * without a base URL.
 */
import { siteDescription, siteName, siteUrl } from "@/config/site";
import { absoluteUrl } from "./metadata";

export type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

const context = "https://schema.org";

/**
 * JSON for a <script type="application/ld+json">. "<" is escaped so a
 * string containing "</script>" or "<!--" cannot end the script element;
 * U+2028/2029 are escaped because some parsers treat them as line breaks.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(): JsonLdObject {
  return { "@context": context, "@type": "Organization", "@id": `${siteUrl}/#organization`, name: siteName, url: `${siteUrl}/`, logo: `${siteUrl}/icons/icon-512.png` };
}

export function websiteJsonLd(): JsonLdObject {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: siteName,
    description: siteDescription,
    url: `${siteUrl}/`,
    inLanguage: "en",
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}

export type Crumb = { name: string; path: string };

/**
 * BreadcrumbList for a page's trail, e.g. Home › Frameworks › Kano Model.
 * Pass the trail from the top; Home is added when it is missing.
 */
export function breadcrumbJsonLd(items: readonly Crumb[]): JsonLdObject {
  const trail = items[0]?.path === "/" ? items : [{ name: "Home", path: "/" }, ...items];
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

type BookReviewInput = {
  path: string;
  title: string;
  subtitle?: string;
  authors: readonly string[];
  year?: number;
  publisher?: string;
  isbn?: string;
  /** The review's short summary. */
  summary: string;
};

/** A Review of a Book, written by the site (not a person), as Google's review snippet expects. */
export function bookReviewJsonLd(book: BookReviewInput): JsonLdObject {
  return {
    "@context": context,
    "@type": "Review",
    name: `${book.title}: book review`,
    url: absoluteUrl(book.path),
    reviewBody: book.summary,
    author: { "@type": "Organization", name: siteName, url: `${siteUrl}/` },
    publisher: { "@type": "Organization", name: siteName },
    itemReviewed: {
      "@type": "Book",
      name: book.title,
      ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
      author: book.authors.map((name) => ({ "@type": "Person", name })),
      ...(book.year ? { datePublished: String(book.year) } : {}),
      ...(book.publisher ? { publisher: { "@type": "Organization", name: book.publisher } } : {}),
      ...(book.isbn ? { isbn: book.isbn } : {}),
    },
  };
}

type ArticleInput = {
  headline: string;
  description: string;
  path: string;
  /** Absolute URL of the page's share card. */
  image: string;
  /** ISO date the content last changed. */
  dateModified: string;
};

/** A page that is one piece of writing by the site (a template with its guide). */
export function articleJsonLd({ headline, description, path, image, dateModified }: ArticleInput): JsonLdObject {
  return {
    "@context": context,
    "@type": "Article",
    headline,
    description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: [image],
    dateModified,
    inLanguage: "en",
    author: { "@type": "Organization", name: siteName, url: `${siteUrl}/` },
    publisher: { "@type": "Organization", name: siteName },
  };
}

type DefinedTermInput = { term: string; path: string };

/**
 * The glossary as a DefinedTermSet. Each term is named and referenced by the
 * @id its own page (/glossary/{slug}) gives it, where its definition lives:
 * repeating all 24 definitions here put them in the page's HTML twice more
 * (the JSON-LD and its copy in the RSC payload), 21 KB of 149 KB.
 */
export function definedTermSetJsonLd({ name, path, terms }: { name: string; path: string; terms: readonly DefinedTermInput[] }): JsonLdObject {
  const setUrl = absoluteUrl(path);
  return {
    "@context": context,
    "@type": "DefinedTermSet",
    "@id": `${setUrl}#terms`,
    name,
    url: setUrl,
    hasDefinedTerm: terms.map((t) => ({ "@type": "DefinedTerm", "@id": definedTermId(t.path), name: t.term, url: absoluteUrl(t.path) })),
  };
}

/** The @id of a term's DefinedTerm, the same on its page and in the glossary's set. */
function definedTermId(path: string): string {
  return `${absoluteUrl(path)}#term`;
}

/**
 * One term on its own page (/glossary/{slug}): a DefinedTerm whose
 * inDefinedTermSet points at the glossary's set, by the same @id the
 * glossary page gives it.
 */
export function definedTermJsonLd({ term, definition, path, set }: { term: string; definition: string; path: string; set: { name: string; path: string } }): JsonLdObject {
  const url = absoluteUrl(path);
  const setUrl = absoluteUrl(set.path);
  return {
    "@context": context,
    "@type": "DefinedTerm",
    "@id": definedTermId(path),
    name: term,
    description: definition,
    url,
    inDefinedTermSet: { "@type": "DefinedTermSet", "@id": `${setUrl}#terms`, name: set.name, url: setUrl },
  };
}

type FaqInput = { question: string; answer: string };

/** Questions with one accepted answer each (the quiz explanations). */
export function faqPageJsonLd({ path, items }: { path: string; items: readonly FaqInput[] }): JsonLdObject {
  return {
    "@context": context,
    "@type": "FAQPage",
    url: absoluteUrl(path),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
