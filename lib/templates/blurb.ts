import type { Template } from "./schema";

/**
 * A template's one-line pitch wherever it is listed (its /templates card, a
 * framework's or a topic's "templates" list, a glossary term's): the short
 * `card` text written to fit, else its "when to use" sentence. Lists that
 * used the longer sentence cut it mid-thought ("…before anyone is…").
 */
export function templateBlurb(template: Pick<Template, "card" | "whenToUse">): string {
  return template.card ?? template.whenToUse;
}
