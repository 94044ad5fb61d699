import { TeaserCard } from "@/components/ui/card";
import type { Template } from "@/lib/templates/schema";
import { formatLabels } from "./groups";
import { ReadCheck } from "@/components/progress/progress-marks";
import { TemplatePreview } from "./template-preview";
import { templateBlurb } from "@/lib/templates/blurb";

/**
 * One template on the /templates index, as the site's one card: a miniature
 * of its first page across the top, its name, when to reach for it, its
 * formats, and "Open the template" at the bottom; the whole card is the link.
 */
export function TemplateCard({ template }: { template: Template }) {
  const href = `/templates/${template.slug}`;
  return (
    <TeaserCard
      href={href}
      media={<TemplatePreview template={template} />}
      title={template.name}
      titleAs="h3"
      // The check's slot is always there, so a read card's title wraps the same as an unread one.
      titleAside={<ReadCheck keys={[href]} />}
      text={templateBlurb(template)}
      link={{ label: "Open the template" }}
    >
      {/* The pills are read as one phrase ("Formats: Markdown, CSV."): a label on a plain span is not announced, and pills side by side would run together. */}
      <span className="sr-only">Formats: {template.formats.map((format) => formatLabels[format]).join(", ")}.</span>
      <span className="mt-3 flex flex-wrap gap-2" aria-hidden="true">
        {template.formats.map((format) => (
          <span key={format} className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-caption font-medium text-foreground">
            {formatLabels[format]}
          </span>
        ))}
      </span>
    </TeaserCard>
  );
}
