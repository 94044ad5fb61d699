import { getFrameworkPage } from "@/data/frameworks";
import { masteryAreas } from "@/data/mastery";
import { getGlossaryEntry } from "@/data/glossary";
import type { Template } from "@/lib/templates/schema";

type RelatedLink = { href: string; label: string; description: string };

/**
 * A template's related pages as links: the guides and explainers it serves,
 * then its related frameworks, glossary terms and Product Mastery areas or
 * topics, their titles read from the content modules (the unit tests already
 * check every related slug exists; an unknown one is skipped here). A served
 * explainer is titled by its own page, and left out until this build has it.
 */
export function relatedTemplateLinks(template: Template): RelatedLink[] {
  // The pages the template was made for come first, titled by their own page where this build has it.
  // An explainer this build does not have yet is left out, as an unknown related slug is: never a link to a 404.
  const served = (template.serves ?? []).flatMap((link) => {
    const slug = link.href.split("/")[2] ?? "";
    if (link.href.startsWith("/guides/")) return [{ href: link.href, label: link.label, description: "Guide" }];
    const page = getFrameworkPage(slug);
    return page ? [{ href: link.href, label: page.title, description: "Framework" }] : [];
  });
  const servedHrefs = new Set(served.map((link) => link.href));
  const frameworks = template.relatedFrameworks.flatMap((slug) => {
    const page = getFrameworkPage(slug);
    return page ? [{ href: `/frameworks/${slug}`, label: page.title, description: "Framework" }] : [];
  });
  const terms = template.relatedGlossaryTerms.flatMap((slug) => {
    const entry = getGlossaryEntry(slug);
    return entry ? [{ href: entry.path, label: entry.term, description: "Glossary term" }] : [];
  });
  const mastery = template.relatedMastery.flatMap((ref) => {
    const [areaId, topicId] = ref.split("#");
    const area = masteryAreas.find((a) => a.id === areaId);
    if (!area) return [];
    if (!topicId) return [{ href: `/product-mastery/${area.id}`, label: area.title, description: "Product Mastery area" }];
    const topic = area.subsections.find((s) => s.id === topicId);
    return topic ? [{ href: `/product-mastery/${area.id}#${topic.id}`, label: topic.title, description: `Product Mastery: ${area.title}` }] : [];
  });
  // A later link named like one already listed ("RICE Scoring" as the framework and as the term) read as a
  // duplicate. It stays, since a term page lists the templates that name it and each links back, but its name says
  // which kind of page it is: "RICE Scoring (glossary)".
  const seen = new Set<string>();
  return [...served, ...frameworks.filter((link) => !servedHrefs.has(link.href)), ...terms, ...mastery].map((link) => {
    const name = link.label.toLowerCase();
    const repeated = seen.has(name);
    seen.add(name);
    const kind = link.description === "Glossary term" ? "glossary" : link.description;
    return repeated ? { ...link, label: `${link.label} (${kind})` } : link;
  });
}
