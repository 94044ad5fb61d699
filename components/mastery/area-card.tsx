import { Icon } from "@/components/ui/icons";
import { TeaserCard } from "@/components/ui/card";
import type { MasteryArea } from "@/lib/content/schemas";
import { ReadCheck } from "@/components/progress/progress-marks";
import { areaTopicKeys } from "@/lib/progress/keys";

/** An overview card: the whole card is one link to the area page. CardGrid supplies the list item. */
export function AreaCard({ area }: { area: MasteryArea }) {
  const count = area.subsections.length;
  return (
    <TeaserCard
      href={`/product-mastery/${area.id}`}
      label={
        <>
          <span className="grid size-8 place-items-center rounded-lg bg-accent">
            <Icon name={area.icon} size={16} />
          </span>
          {count} topics
        </>
      }
      title={area.title}
      titleAs="h2"
      titleAside={<ReadCheck keys={areaTopicKeys(area)} />}
      text={area.description}
      link={{ label: "Open the topics" }}
    />
  );
}
