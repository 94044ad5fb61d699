import { ExternalLink, isExternalUrl } from "@/components/ui/external-link";
import type { ResourceLink } from "@/lib/content/schemas";
import { resourceTypeLabel } from "@/lib/content/mastery";

/**
 * One resource as a row of the topic's reading list (not a card: the topic
 * is already a section of the article): type label, title link (new tab when
 * external) and why it is worth the time.
 */
export function ResourceItem({ resource }: { resource: ResourceLink }) {
  const label = resourceTypeLabel(resource.type);
  return (
    <li className="py-4">
      <p className="resource-kind">{label}</p>
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
    </li>
  );
}
