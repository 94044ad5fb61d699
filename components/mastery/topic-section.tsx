import { Icon } from "@/components/ui/icons";
import { MarkAsReadButton } from "@/components/progress/progress-marks";
import { masteryTopicKey } from "@/lib/progress/keys";
import type { MasterySubsection } from "@/lib/content/schemas";
import { guidesForMasteryTopic } from "@/data/guides";
import { templatesForMasteryTopic } from "@/data/templates";
import { ResourceItem } from "./resource-item";
import { TopicLesson } from "./topic-lesson";
import { TopicGuides, TopicTemplates } from "./topic-templates";
import { VideoFacade } from "./video-facade";

/**
 * One topic on an area page, as a section of the one article column (no card
 * around it, so the text keeps the column's full measure): heading, why it
 * matters in a line, the write-up that teaches it, then the optional video
 * and the curated resources as a two-column list in a panel. The section carries the topic's stable
 * id, so `/product-mastery/{area}#{id}` (used by the quiz explanations and the
 * glossary) lands on the heading.
 */
export function TopicSection({ topic, areaId }: { topic: MasterySubsection; areaId: string }) {
  const headingId = `${topic.id}-heading`;
  const resourcesId = `${topic.id}-resources`;
  return (
    <section id={topic.id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-border pt-10 first:border-t-0 first:pt-0">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon name={topic.icon} size={22} />
        </span>
        <h2 id={headingId} className="text-title font-bold">
          {topic.title}
        </h2>
      </div>
      {topic.description ? <p className="mt-4 text-lead text-muted">{topic.description}</p> : null}
      <TopicLesson lesson={topic.lesson} topicId={topic.id} />
      <TopicTemplates templates={templatesForMasteryTopic(areaId, topic.id)} id={`${topic.id}-templates`} />
      <TopicGuides guides={guidesForMasteryTopic(areaId, topic.id)} id={`${topic.id}-guides`} />
      {/* A framed panel, two columns from 640 px: four resources after every topic had read as one more long list of text. An odd one out keeps its column's width (the grid rule). */}
      <div className="mt-10 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h3 id={resourcesId} className="text-heading font-semibold">
          Go deeper: curated resources
        </h3>
        {topic.video ? (
          <div className="mt-4">
            <VideoFacade youtubeId={topic.video.youtubeId} title={topic.video.title} thumbnail={topic.video.thumbnail} />
          </div>
        ) : null}
        <ul aria-labelledby={resourcesId} className="mt-4 grid gap-x-8 gap-y-6 pl-0 sm:grid-cols-2">
          {topic.resources.map((resource) => (
            <ResourceItem key={resource.url} resource={resource} />
          ))}
        </ul>
      </div>
      <div className="mt-6">
        <MarkAsReadButton itemKey={masteryTopicKey(areaId, topic.id)} describedBy={headingId} />
      </div>
    </section>
  );
}
