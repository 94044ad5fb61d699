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
