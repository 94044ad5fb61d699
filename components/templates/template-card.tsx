import { Icon } from "@/components/ui/icons";
import { WithLastWord } from "@/components/ui/with-last-word";
import type { Template } from "@/lib/templates/schema";
import { formatLabels } from "./groups";
import { ReadCheck } from "@/components/progress/progress-marks";
import { TemplatePreview } from "./template-preview";

/** One template on the /templates index: a miniature of its first page, name, when to reach for it, its formats, and a link to its page. */
export function TemplateCard({ template }: { template: Template }) {
  return (
    <a
      href={`/templates/${template.slug}`}
      className="group relative flex h-full flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition-shadow hover:border-primary hover:shadow-md"
    >
      <TemplatePreview template={template} />
      {/* Inline, not flex: the arrow stays with the last word when a long name wraps. */}
      <ReadCheck keys={[`/templates/${template.slug}`]} className="absolute top-4 right-4" />
      <span className="pr-8 text-lg font-semibold text-primary">
        <WithLastWord text={template.name}>
          <Icon name="arrowRight" size={16} className="ml-1 inline align-[-2px] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </WithLastWord>
      </span>
      <span className="mt-2 text-small text-muted">{template.whenToUse}</span>
      {/* The pills are read as one phrase ("Formats: Markdown, CSV."): a label on a plain span is not announced, and pills side by side would run together. */}
      <span className="sr-only">Formats: {template.formats.map((format) => formatLabels[format]).join(", ")}.</span>
      <span className="mt-auto flex flex-wrap gap-2 pt-4" aria-hidden="true">
        {template.formats.map((format) => (
          <span key={format} className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-caption font-medium text-foreground">
            {formatLabels[format]}
          </span>
        ))}
      </span>
    </a>
  );
}
