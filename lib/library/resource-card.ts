/**
 * What one external resource's card shows (components/library/resource-card.tsx),
 * whichever page lists it: AI PM 10x's curated resources, Product Psychology's
 * articles and talks, the home page's AI teaser. One shape, so every page
 * draws the same card with the same parts in the same order; the page's data
 * (the AI PM 10x and Product Psychology resources docs/product.md describes) maps onto it here. Pure, so
 * it is tested without rendering (tests/unit/library/resource-card.test.ts).
 */
import type { AiResourceCard } from "@/lib/content/schemas";
import type { PsychologyLink } from "@/lib/content/library";
import { resourceTypeLabel } from "@/lib/content/mastery";
import { videoSource } from "./video-poster";

export type ResourceCardData = {
  /** The kind or format, as the card's label says it: "Article", "Video", "Podcast", "Guide". */
  kind: string;
  /** The label's icon (a name in components/ui/icons.tsx). */
  icon: string;
  title: string;
  /** Who wrote, published or gives it: the line under the title. */
  by: string;
  /** Why it is worth the time (the card cuts it at a word to three lines). */
  text: string;
  url: string;
  /** A video's poster: where the talk was given and who gives it. Only videos have one. */
  poster?: { speaker: string; venue: string };
};

/** The icon of a kind of resource, for lists whose data names no icon of its own. */
const kindIcons: Record<string, string> = { Video: "play", Podcast: "mic", Book: "book", Article: "file" };

/** The site a link leads to, as a reader would say it: a video host by its name ("YouTube", "TED"), else the address without "www.". */
export function siteOf(url: string): string {
  return videoSource(url);
}

/** The words of a card's link: what you do there and where ("Watch on YouTube", "Read on nngroup.com"). */
export function linkLabel(kind: string, url: string): string {
  const verb = kind === "Video" ? "Watch" : kind === "Podcast" ? "Listen" : "Read";
  return `${verb} on ${siteOf(url)}`;
}

/** An AI PM 10x resource: its own icon and source; a video's poster names its speaker (the source) and its host. */
export function fromAiResource(resource: AiResourceCard): ResourceCardData {
  const video = resource.typeLabel === "Video";
  return {
    kind: resource.typeLabel,
    icon: resource.icon,
    title: resource.title,
    by: resource.source,
    text: resource.description,
    url: resource.url,
    ...(video ? { poster: { speaker: resource.source, venue: videoSource(resource.url) } } : {}),
  };
}

/** A Product Psychology link: a talk is by its speaker, given at its source ("Dan Ariely, TED"); anything else is by its source. */
export function fromPsychologyLink(link: PsychologyLink): ResourceCardData {
  const kind = resourceTypeLabel(link.type);
  const video = kind === "Video";
  const speaker = link.speaker ?? link.source;
  return {
    kind,
    icon: kindIcons[kind] ?? "file",
    title: link.title,
    by: video && link.speaker ? `${link.speaker}, ${link.source}` : link.source,
    text: link.description,
    url: link.url,
    ...(video ? { poster: { speaker, venue: videoSource(link.url, link.source) } } : {}),
  };
}
