import { Icon } from "@/components/ui/icons";
import type { MasterySubsection } from "@/lib/content/schemas";
import { ResourceItem } from "./resource-item";
import { TopicLesson } from "./topic-lesson";
import { VideoFacade } from "./video-facade";

/**
 * One topic on an area page: heading, why it matters in a line, the write-up
 * that teaches it, then the optional video and the curated resources. The
 * section carries the topic's stable id, so `/product-mastery/{area}#{id}`
 * (used by the quiz explanations and the glossary) lands on the heading.
 */
export function TopicSection({ topic }: { topic: MasterySubsection }) {
  const headingId = `${topic.id}-heading`;
  const resourcesId = `${topic.id}-resources`;
  return (
    <section id={topic.id} aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon name={topic.icon} size={22} />
        </span>
        <h2 id={headingId} className="text-xl font-semibold">
          {topic.title}
        </h2>
      </div>
      {topic.description ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{topic.description}</p> : null}
      <TopicLesson lesson={topic.lesson} topicId={topic.id} />
      <h3 id={resourcesId} className="mt-8 text-lg font-semibold">
        Go deeper: curated resources
      </h3>
      {topic.video ? (
        <div className="mt-4 max-w-3xl">
          <VideoFacade youtubeId={topic.video.youtubeId} title={topic.video.title} thumbnail={topic.video.thumbnail} />
        </div>
      ) : null}
      <ul aria-labelledby={resourcesId} className="mt-4 grid gap-3 md:grid-cols-2">
        {topic.resources.map((resource) => (
          <ResourceItem key={resource.url} resource={resource} />
        ))}
      </ul>
    </section>
  );
}
