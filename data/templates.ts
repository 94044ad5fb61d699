/**
 * The templates library (/templates): every template, the ones each
 * framework, glossary term and Product Mastery topic points to, and the
 * downloadable files. The selection rules live in lib/templates; this module
 * applies them to the library, so callers name only the page they are on.
 */
import { templateProseHtml, templates as library } from "@/content/templates";
import { downloadFiles as filesOf, type DownloadFile } from "@/lib/templates/downloads";
import { templatesForFramework as forFramework } from "@/lib/templates/for-framework";
import { templatesForGlossaryTerm as forGlossaryTerm } from "@/lib/templates/for-glossary";
import { templatesForMasteryArea as forMasteryArea, templatesForMasteryTopic as forMasteryTopic } from "@/lib/templates/for-mastery";
import type { Template } from "@/lib/templates/schema";

/** Every template, in the order /templates lists them (discover → decide → define → deliver → measure). */
export const templates: readonly Template[] = library;

export function getTemplate(slug: string): Template | undefined {
  return templates.find((template) => template.slug === slug);
}

/** A template's teaching section (purpose, when-to-use, how-to-fill, mistakes) as HTML rendered from its Markdown at build. */
export function templateSectionHtml(slug: string, id: "purpose" | "when-to-use" | "how-to-fill" | "mistakes"): string {
  const html = templateProseHtml.get(slug)?.[id];
  if (html === undefined) throw new Error(`no teaching section "${id}" for the template "${slug}"`);
  return html;
}

/** What a framework explainer's "put this to work" box lists (see lib/templates/for-framework.ts). */
export function templatesForFramework(frameworkSlug: string, limit?: number): Template[] {
  return forFramework(templates, frameworkSlug, limit);
}

/** The templates a glossary term's page points back to. */
export function templatesForGlossaryTerm(termSlug: string): Template[] {
  return forGlossaryTerm(templates, termSlug);
}

/** The templates listed under one Product Mastery topic. */
export function templatesForMasteryTopic(areaId: string, topicId: string): Template[] {
  return forMasteryTopic(templates, areaId, topicId);
}

/** The templates listed once for a whole Product Mastery area. */
export function templatesForMasteryArea(areaId: string): Template[] {
  return forMasteryArea(templates, areaId);
}

/** Every downloadable file of the library, prerendered by the [file] route. */
export function downloadFiles(): DownloadFile[] {
  return filesOf(templates);
}
