import { ExternalLink, isExternalUrl } from "@/components/ui/external-link";
import type { ResourceLink } from "@/lib/content/schemas";
import { resourceTypeLabel } from "@/lib/content/mastery";
import { VideoPoster } from "@/components/library/video-poster";
import { videoSource } from "@/lib/library/video-poster";

/**
 * One resource as a row of the topic's reading list (not a card: the topic
 * is already a section of the article): type label, title link (new tab when
 * external) and why it is worth the time. A video also says where it is
 * hosted and has a drawn thumbnail beside it.
 */
export function ResourceItem({ resource }: { resource: ResourceLink }) {
  const label = resourceTypeLabel(resource.type);
  const video = label === "Video";
  const body = (
    <>
      <p className="resource-kind">{video ? `${label} · ${videoSource(resource.url)}` : label}</p>
      <p>
        {isExternalUrl(resource.url) ? (
          <ExternalLink href={resource.url} className="resource-link">
            {resource.title}
          </ExternalLink>
        ) : (
          <a href={resource.url} className="resource-link">
            {resource.title}
          </a>
        )}
      </p>
      <p className="mt-1 text-small leading-relaxed text-muted">{resource.description}</p>
    </>
  );
  if (!video) return <li className="mt-0!">{body}</li>;
  // Beside the text on a phone; above it in a cell of the two-column list (every cell keeps one width, the grid rule).
  return (
    <li className="mt-0! flex items-start gap-4 sm:flex-col sm:gap-3">
      <VideoPoster title={resource.title} size="thumb" className="mt-1 shrink-0" />
      <div className="min-w-0">{body}</div>
    </li>
  );
}

