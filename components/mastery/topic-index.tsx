import { TableOfContents } from "@/components/ui/table-of-contents";
import type { MasteryArea } from "@/lib/content/schemas";
import { ReadCheck } from "@/components/progress/progress-marks";
import { masteryTopicKey } from "@/lib/progress/keys";

/** A topic's parts, as its write-up and panel head them (components/mastery/topic-lesson.tsx, topic-section.tsx). */
const topicParts = (topicId: string) => [
  { id: `${topicId}-what`, title: "What it is" },
  { id: `${topicId}-why`, title: "Why it matters" },
  { id: `${topicId}-start`, title: "How to start" },
  { id: `${topicId}-example`, title: "Example" },
  { id: `${topicId}-resources`, title: "Go deeper" },
];

/**
 * In-page links to each topic of an area, for the article rail. The write-ups
 * make area pages long, so readers (and keyboard users) can jump straight to
 * the topic they want, and in the rail to the parts of the topic being read. Each entry shows a check once its
 * topic is marked read.
 */
export function TopicIndex({ area }: { area: MasteryArea }) {
  return (
    <TableOfContents
      entries={area.subsections.map(({ id, title }) => ({ id, title, after: <ReadCheck keys={[masteryTopicKey(area.id, id)]} />, parts: topicParts(id) }))}
    />
  );
}
