/**
 * The parts of a template that teach (schema.ts's `teaching` and `mistakes`),
 * spelled out rather than imported: schema.ts's word-count refine calls
 * teachingText, so importing its type back would make the two files a cycle.
 */
type TemplateTeaching = {
  teaching: {
    purpose: readonly string[];
    whenToUse: readonly string[];
    whenNotToUse: readonly string[];
    howToFill: readonly { advice: string }[];
  };
  mistakes: readonly string[];
};

/**
 * The teaching a template page gives around the template itself, in reading
 * order: what it is for, when to use it and when not, how to fill it in and
 * the common mistakes. The template and its example are not counted: they
 * are the thing being taught, not the teaching.
 */
export function teachingText(template: TemplateTeaching): string {
  const { purpose, whenToUse, whenNotToUse, howToFill } = template.teaching;
  return [...purpose, ...whenToUse, ...whenNotToUse, ...howToFill.map((step) => step.advice), ...template.mistakes].join(" ");
}
