import { TableOfContents } from "@/components/ui/table-of-contents";
import type { MasteryArea } from "@/lib/content/schemas";

/**
 * In-page links to each topic of an area, for the article rail. The write-ups
 * make area pages long, so readers (and keyboard users) can jump straight to
 * the topic they want.
 */
export function TopicIndex({ area }: { area: MasteryArea }) {
  return <TableOfContents entries={area.subsections.map(({ id, title }) => ({ id, title }))} />;
}
