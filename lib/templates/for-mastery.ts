import type { Template } from "./schema";

/**
 * The templates a Product Mastery topic points to: those whose
 * `relatedMastery` names the topic ("area#topic"). A template that names
 * only the area ("growth-and-experiments") belongs to the area as a whole,
 * so the area page lists it once after the topics instead of under each one.
 */
export function templatesForMasteryTopic(all: readonly Template[], areaId: string, topicId: string): Template[] {
  return all.filter((template) => template.relatedMastery.includes(`${areaId}#${topicId}`));
}

export function templatesForMasteryArea(all: readonly Template[], areaId: string): Template[] {
  return all.filter((template) => template.relatedMastery.includes(areaId));
}
