import type { Template } from "./schema";

/**
 * The templates a framework explainer points to ("put this to work"): those
 * that list the framework as related or say they serve its page, the ones
 * built for it first (they serve its page, or serve no explainer and name it
 * as their first related framework: the RICE page leads to the RICE sheet), at
 * most `limit`, so a widely used framework (MoSCoW) does not list half the library.
 */
export function templatesForFramework(all: readonly Template[], frameworkSlug: string, limit = 3): Template[] {
  const href = `/frameworks/${frameworkSlug}`;
  const servesIt = (template: Template) => template.serves?.some((link) => link.href === href) ?? false;
  const related = all.filter((template) => template.relatedFrameworks.includes(frameworkSlug) || servesIt(template));
  // A template that names the explainers it serves was built for those; its related frameworks are then only related.
  const servesAnExplainer = (template: Template) => template.serves?.some((link) => link.href.startsWith("/frameworks/")) ?? false;
  const builtFor = (template: Template) => (servesAnExplainer(template) ? servesIt(template) : template.relatedFrameworks[0] === frameworkSlug);
  const primary = related.filter(builtFor);
  const others = related.filter((template) => !builtFor(template));
  return [...primary, ...others].slice(0, limit);
}
