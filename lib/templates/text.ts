import type { Template } from "./schema";

/**
 * The teaching a template page gives around the template itself, in reading
 * order: what it is for, when to use it and when not, how to fill it in and
 * the common mistakes. The template and its example are not counted: they
 * are the thing being taught, not the teaching.
 */
export function teachingText(template: Pick<Template, "teaching" | "mistakes">): string {
  const { purpose, whenToUse, whenNotToUse, howToFill } = template.teaching;
  return [...purpose, ...whenToUse, ...whenNotToUse, ...howToFill.map((step) => step.advice), ...template.mistakes].join(" ");
}
