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
export function ResourceItem({ resource, wide = false }: { resource: ResourceLink; wide?: boolean }) {
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
  const span = wide ? "sm:col-span-2" : "";
  if (!video) return <li className={`mt-0! ${span}`}>{body}</li>;
  return (
    <li className={`mt-0! flex items-start gap-4 ${span}`}>
      <VideoPoster title={resource.title} size="thumb" className="mt-1 shrink-0" />
      <div className="min-w-0">{body}</div>
    </li>
  );
}

