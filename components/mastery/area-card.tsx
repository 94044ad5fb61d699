import { Icon } from "@/components/ui/icons";
import type { MasteryArea } from "@/lib/content/schemas";
import { ReadCheck } from "@/components/progress/progress-marks";
import { areaTopicKeys } from "@/lib/progress/keys";

/** An overview card: the whole card is one link to the area page. CardGrid supplies the list item. */
export function AreaCard({ area }: { area: MasteryArea }) {
  const count = area.subsections.length;
  return (
    <a
      href={`/product-mastery/${area.id}`}
      className="group relative flex h-full flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon name={area.icon} size={24} />
      </span>
      <ReadCheck keys={areaTopicKeys(area)} className="absolute top-4 right-4" />
      <h2 className="mt-4 text-heading font-semibold group-hover:text-primary">{area.title}</h2>
      <p className="mt-2 flex-1 text-small leading-relaxed text-muted">{area.description}</p>
      <p className="mt-4 flex items-center justify-between text-small font-medium text-primary">
        <span>{count} topics</span>
        <Icon name="arrowRight" size={18} className="transition-transform group-hover:translate-x-1" />
      </p>
    </a>
  );
}
