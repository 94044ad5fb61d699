import { LocalImage } from "@/components/ui/local-image";
import { TeaserCard } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { AiResourceCard as AiResource } from "@/lib/content/schemas";
import { videoSource } from "@/lib/library/video-poster";
import { VideoPoster } from "./video-poster";

/** Whether a resource's card opens with a picture of its own (its image, or a video's drawn poster). */
export function hasPicture(resource: AiResource): boolean {
  return Boolean(resource.imageUrl) || resource.typeLabel === "Video";
}

/**
 * A curated AI resource: type and source, the title, why it is worth reading,
 * and the link (a new tab). `banner`: in a group where another card opens
 * with a picture, a card without one opens with a banner of the same height
 * (its kind's icon and its author), so the cards of a row match (a video card
 * beside a text-only one read as two kinds of card).
 */
export function AiResourceCard({ resource, banner = false }: { resource: AiResource; banner?: boolean }) {
  return (
    <TeaserCard
      media={
        resource.imageUrl ? (
          <LocalImage src={resource.imageUrl} alt="" width={320} height={180} className="h-36 w-full object-cover" />
        ) : resource.typeLabel === "Video" ? (
          // A video without a picture of its own gets a drawn poster in the same place.
          <VideoPoster title={resource.title} speaker={resource.source} venue={videoSource(resource.url)} />
        ) : banner ? (
          <span aria-hidden="true" className="flex h-36 items-center gap-4 bg-accent px-5 text-accent-foreground">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-surface-raised text-primary shadow-sm">
              <Icon name={resource.icon} size={28} />
            </span>
            <span className="text-lg leading-snug font-semibold">{resource.source}</span>
          </span>
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
