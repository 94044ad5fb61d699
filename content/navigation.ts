import type { RouteLink } from "@/lib/routes";

/** Header navigation, in its fixed order with its exact labels; each href must be a registered route. */
export const mainNav: RouteLink[] = [
  { href: "/ai-pm-10x", label: "AI PM 10x" },
  { href: "/product-mastery", label: "Product Mastery" },
  { href: "/pm-quiz", label: "PM Mastery Check" },
  { href: "/frameworks", label: "Frameworks" },
  { href: "/product-psychology", label: "Product Psychology" },
  { href: "/interviews", label: "Interview Prep" },
  { href: "/glossary", label: "Glossary" },
];

/**
 * Where the not-found page sends a lost reader: five places to start, each
 * with why (the header's entries are fixed by the product; these are not).
 */
export const notFoundStartingPoints: (RouteLink & { why: string })[] = [
  { href: "/frameworks", label: "Frameworks", why: "RICE, Kano, JTBD and more, each with a worked example." },
  { href: "/product-mastery", label: "Product Mastery", why: "Eight skill areas, from discovery to leadership." },
  { href: "/glossary", label: "Glossary", why: "Plain-language definitions of the words PMs use." },
  { href: "/templates", label: "Templates", why: "PRDs, roadmaps and scoring sheets to download." },
  { href: "/pm-quiz", label: "PM Mastery Check", why: "A short quiz that shows what to read next." },
];

/**
 * The rest of the site's sections, after those five: the search page's
 * "Or browse a section" lists all ten, so a reader who did not find a word
 * can still see every part of the site (it had offered the five alone).
 */
export const moreSections: (RouteLink & { why: string })[] = [
  { href: "/guides", label: "Guides", why: "Long reads: PRDs, roadmaps, strategy, pricing, A/B tests." },
  { href: "/books", label: "Book reviews", why: "What each PM book argues and who should read it." },
  { href: "/interviews", label: "Interview Prep", why: "How PM interview loops work, and how to prepare." },
  { href: "/ai-pm-10x", label: "AI PM 10x", why: "Curated resources for building AI products." },
  { href: "/product-psychology", label: "Product Psychology", why: "The behavioural science behind product choices." },
];

