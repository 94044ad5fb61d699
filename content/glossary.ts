import type { GlossaryTerm } from "@/lib/content/schemas";
import { glossaryTermPages } from "./glossary-terms";

/*
 * The 24 glossary terms (docs/product.md, Glossary) as /glossary lists them:
 * name, definition and "learn more" link, read from each term's Markdown file
 * (content/glossary-terms/<slug>.md). Each "learn more" link points at the
 * exact place that teaches the idea: a framework page, or a Product Mastery
 * topic by its anchor; tests/unit/content/teaching-links.test.ts checks them
 * against the content.
 */
export const glossaryTerms: GlossaryTerm[] = glossaryTermPages.map(({ term, definition, learnMore }) => ({ term, definition, ...(learnMore ? { learnMore } : {}) }));
