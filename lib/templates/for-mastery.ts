import { templates } from "@/content/templates";
import type { Template } from "./schema";

/**
 * The templates a Product Mastery topic points to: those whose
 * `relatedMastery` names the topic ("area#topic"). A template that names
 * only the area ("growth-and-experiments") belongs to the area as a whole,
 * so the area page lists it once after the topics instead of under each one.
 */
export function templatesForMasteryTopic(areaId: string, topicId: string, all: readonly Template[] = templates): Template[] {
  return all.filter((template) => template.relatedMastery.includes(`${areaId}#${topicId}`));
}

export function templatesForMasteryArea(areaId: string, all: readonly Template[] = templates): Template[] {
  return all.filter((template) => template.relatedMastery.includes(areaId));
}
