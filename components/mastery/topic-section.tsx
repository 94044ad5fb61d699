import { Icon } from "@/components/ui/icons";
import type { MasterySubsection } from "@/lib/content/schemas";
import { ResourceItem } from "./resource-item";
import { VideoFacade } from "./video-facade";

function topicId(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One topic card on an area page: heading, why it matters, optional video, resources. */
export function TopicSection({ topic }: { topic: MasterySubsection }) {
  const id = topicId(topic.title);
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon name={topic.icon} size={22} />
        </span>
        <h2 id={id} className="text-xl font-semibold">
          {topic.title}
        </h2>
      </div>
      {topic.description ? <p className="mt-3 leading-relaxed text-muted">{topic.description}</p> : null}
      {topic.video ? (
        <div className="mt-5 max-w-3xl">
          <VideoFacade youtubeId={topic.video.youtubeId} title={topic.video.title} thumbnail={topic.video.thumbnail} />
        </div>
      ) : null}
      <ul className="mt-5 grid gap-3 md:grid-cols-2">
        {topic.resources.map((resource) => (
          <ResourceItem key={resource.url} resource={resource} />
        ))}
      </ul>
    </section>
  );
}
