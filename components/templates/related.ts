import { getFrameworkPage } from "@/data/frameworks";
import { masteryAreas } from "@/data/mastery";
import { getGlossaryEntry } from "@/data/glossary";
import type { Template } from "@/lib/templates/schema";

type RelatedLink = { href: string; label: string; description: string };

/**
 * A template's related frameworks, glossary terms and Product Mastery areas
 * or topics as links, their titles read from the content modules (the unit
 * tests already check every slug exists; an unknown one is skipped here).
 */
export function relatedTemplateLinks(template: Template): RelatedLink[] {
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
  return [...frameworks, ...terms, ...mastery];
}
