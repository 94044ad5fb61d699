import { LocalImage } from "@/components/ui/local-image";
import { TeaserCard } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { AiResourceCard as AiResource } from "@/lib/content/schemas";
import { VideoPoster } from "./video-poster";

/** A curated AI resource: type and source, the title, why it is worth reading, and the link (a new tab). */
export function AiResourceCard({ resource }: { resource: AiResource }) {
  return (
    <TeaserCard
      media={
        resource.imageUrl ? (
          <LocalImage src={resource.imageUrl} alt="" width={320} height={180} className="h-36 w-full object-cover" />
        ) : resource.typeLabel === "Video" ? (
          // A video without a picture of its own gets a drawn poster in the same place.
          <VideoPoster title={resource.title} speaker={resource.source} />
        ) : undefined
      }
      label={
        <>
          <span className="grid size-8 place-items-center rounded-lg bg-accent">
            <Icon name={resource.icon} size={16} />
          </span>
          {resource.typeLabel} · {resource.source}
        </>
      }
      title={
        <ExternalLink href={resource.url} className="hover:underline">
          {resource.title}
        </ExternalLink>
      }
      text={resource.description}
      fullText
    />
  );
}
