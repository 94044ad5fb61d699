import { Icon } from "@/components/ui/icons";
import { WithLastWord } from "@/components/ui/with-last-word";
import type { Template } from "@/lib/templates/schema";

/**
 * "Put it to work": the templates that turn a Product Mastery topic into a
 * document a PM can use on Monday (the templates library is linked from the
 * related mastery pages, and each template page links back). A short list, not
 * cards, so it sits between the lesson and the resources without competing
 * with either.
 */
export function TopicTemplates({
  templates,
  id,
  title = "Put it to work: templates",
  level = 3,
}: {
  templates: readonly Template[];
  id: string;
  title?: string;
  /** 3 inside a topic; 2 for the area-wide list after the topics. */
  level?: 2 | 3;
}) {
  if (templates.length === 0) return null;
  const headingId = `${id}-heading`;
  const Heading = level === 2 ? "h2" : "h3";
  // The area-wide list is a region of the page; a topic's own list is part of
  // that topic (several topics share the title, and same-named regions would
  // be indistinguishable in a screen reader's landmark list).
  const Box = level === 2 ? "section" : "div";
  return (
    <Box aria-labelledby={level === 2 ? headingId : undefined} className={`${level === 2 ? "mt-12" : "mt-8"} rounded-xl border border-border bg-surface-raised p-5`}>
      <Heading id={headingId} className="flex items-center gap-2 text-heading font-semibold">
        <Icon name="file" size={18} className="text-primary" />
        {title}
      </Heading>
      <ul className="mt-3 grid gap-3">
        {templates.map((template) => (
          <li key={template.slug}>
            <a href={`/templates/${template.slug}`} className="group font-medium text-primary underline-offset-4 hover:underline">
              <WithLastWord text={template.name}>
                <Icon name="arrowRight" size={16} className="ml-1 inline align-[-3px] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </WithLastWord>
            </a>
            <p className="text-small text-muted">{template.whenToUse}</p>
          </li>
        ))}
      </ul>
    </Box>
  );
}
