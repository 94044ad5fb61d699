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
 * matters in a line, the write-up that teaches it, then one panel of next
 * steps: the templates and guides, the optional video and the curated
 * resources as a two-column list, and "Mark as read". The section carries the topic's stable
 * id, so `/product-mastery/{area}#{id}` (used by the quiz explanations and the
 * glossary) lands on the heading.
 */
export function TopicSection({ topic, areaId }: { topic: MasterySubsection; areaId: string }) {
  const headingId = `${topic.id}-heading`;
  const resourcesId = `${topic.id}-resources`;
  const templates = templatesForMasteryTopic(areaId, topic.id);
  const guides = guidesForMasteryTopic(areaId, topic.id);
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
      {/*
        What comes after the lesson, in one framed panel: the site's own templates and guides for the topic, the
        curated resources, and "Mark as read" in the panel's foot. As three boxes of three styles and a small button
        under them, each topic ended in 700-900 px of link boxes with the button easy to miss.
      */}
      <div data-topic-next="" className="mt-10 overflow-hidden rounded-2xl border border-border bg-surface">
        {templates.length > 0 || guides.length > 0 ? (
          <div className={`grid gap-6 border-b border-border p-5 sm:p-6 ${templates.length > 0 && guides.length > 0 ? "sm:grid-cols-2" : ""}`}>
            <TopicTemplates templates={templates} id={`${topic.id}-templates`} bare />
            <TopicGuides guides={guides} id={`${topic.id}-guides`} bare />
          </div>
        ) : null}
        {/* Two columns from 640 px: four resources after every topic had read as one more long list of text. An odd one out keeps its column's width (the grid rule). */}
        <div className="p-5 sm:p-6">
          {/* Headed as the panel's other parts are (an icon in the primary colour), so the panel reads as one. */}
          <h3 id={resourcesId} className="flex items-center gap-2 text-heading font-semibold">
            <Icon name="compass" size={18} className="text-primary" />
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
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t border-border bg-surface-raised px-5 py-4 sm:px-6">
          <p className="text-small text-muted">Done with this topic? Mark it, and the Product Mastery map ticks it off.</p>
          <MarkAsReadButton itemKey={masteryTopicKey(areaId, topic.id)} describedBy={headingId} />
        </div>
      </div>
    </section>
  );
}
