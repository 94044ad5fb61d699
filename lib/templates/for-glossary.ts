import type { Template } from "./schema";

/**
 * The templates a glossary term's page points back to: every template whose
 * `relatedGlossaryTerms` names the term, so the link runs both ways from one
 * list in the template's content. Those that name the term first (built
 * around it: the RICE sheet for "RICE Scoring") come before those that only
 * touch on it; otherwise the library's order.
 */
export function templatesForGlossaryTerm(all: readonly Template[], termSlug: string): Template[] {
  const related = all.filter((template) => template.relatedGlossaryTerms.includes(termSlug));
  return [
    ...related.filter((template) => template.relatedGlossaryTerms[0] === termSlug),
    ...related.filter((template) => template.relatedGlossaryTerms[0] !== termSlug),
  ];
}
