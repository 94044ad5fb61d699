import type { Template } from "./schema";

/**
 * The templates a framework explainer points to ("put this to work"): those
 * that list the framework as related, the ones built for it first (it is
 * their first related framework: the RICE page leads to the RICE sheet), at
 * most `limit`, so a widely used framework (MoSCoW) does not list half the library.
 */
export function templatesForFramework(all: readonly Template[], frameworkSlug: string, limit = 3): Template[] {
  const related = all.filter((template) => template.relatedFrameworks.includes(frameworkSlug));
  const primary = related.filter((template) => template.relatedFrameworks[0] === frameworkSlug);
  const others = related.filter((template) => template.relatedFrameworks[0] !== frameworkSlug);
  return [...primary, ...others].slice(0, limit);
}
