/**
 * The section headings of a glossary term page. The page shows them, the
 * Markdown files must use them (content/glossary-terms/index.ts checks), and
 * the tests read them, so all three agree.
 */
export const glossaryTermHeadings = {
  definition: "Definition",
  why: "Why it matters",
  how: "How it works",
  example: "Example",
  pitfalls: "Common pitfalls",
  related: "Related terms",
  teaching: "Learn it on this site",
  templates: "Templates that use this term",
} as const;

/** The four sections of a term page's Markdown body, in order: id and heading ("Example" is followed by ": <title>"). */
export const glossaryBodySections = [
  { id: "why-it-matters", heading: glossaryTermHeadings.why },
  { id: "how-it-works", heading: glossaryTermHeadings.how },
  { id: "example", heading: glossaryTermHeadings.example },
  { id: "pitfalls", heading: glossaryTermHeadings.pitfalls },
] as const;
