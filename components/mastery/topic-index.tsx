import { TableOfContents } from "@/components/ui/table-of-contents";
import type { MasteryArea } from "@/lib/content/schemas";
import { ReadCheck } from "@/components/progress/progress-marks";
import { masteryTopicKey } from "@/lib/progress/keys";

/**
 * In-page links to each topic of an area, for the article rail. The write-ups
 * make area pages long, so readers (and keyboard users) can jump straight to
 * the topic they want. Each entry shows a check once its topic is marked read.
 */
export function TopicIndex({ area }: { area: MasteryArea }) {
  return (
    <TableOfContents
      entries={area.subsections.map(({ id, title }) => ({ id, title, after: <ReadCheck keys={[masteryTopicKey(area.id, id)]} /> }))}
    />
  );
}
