import { LocalImage } from "@/components/ui/local-image";
import { cardClasses } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { AiResourceCard as AiResource } from "@/lib/content/schemas";
import { VideoPoster } from "./video-poster";

/** A curated AI resource: type and source, a linked title, and why it is worth reading. */
export function AiResourceCard({ resource }: { resource: AiResource }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col`}>
      {resource.imageUrl ? (
        <LocalImage src={resource.imageUrl} alt="" width={320} height={180} className="mb-4 h-36 w-full rounded-lg object-cover" />
      ) : resource.typeLabel === "Video" ? (
        // A video without a picture of its own gets a drawn poster in the same place.
        <VideoPoster title={resource.title} url={resource.url} source={resource.source} className="mb-4" />
      ) : null}
      <p className="flex items-center gap-2 text-caption font-semibold tracking-wide text-accent-foreground uppercase">
        <span className="grid size-8 place-items-center rounded-lg bg-accent">
          <Icon name={resource.icon} size={16} />
        </span>
        {resource.typeLabel} · {resource.source}
      </p>
      <h3 className="mt-3 text-heading font-semibold">
        <ExternalLink href={resource.url} className="hover:underline">
          {resource.title}
        </ExternalLink>
      </h3>
      <p className="mt-2 text-small leading-relaxed text-muted">{resource.description}</p>
    </article>
  );
}
