import { TeaserCard } from "@/components/ui/card";
import { Icon } from "@/components/ui/icons";
import type { ResourceCardData } from "@/lib/library/resource-card";
import { linkLabel } from "@/lib/library/resource-card";
import { VideoPoster } from "./video-poster";

/**
 * One external resource (an article, a talk, a podcast, a guide) as a card,
 * the same on every page that lists them (AI PM 10x, Product Psychology, the
 * home page's AI teaser): its kind with an icon, the title, who made it, why
 * it is worth the time (cut at a word to three lines under a poster, whole
 * without one), and one link pinned to
 * the foot saying where it leads (a new tab). Only a video opens with a
 * picture, its drawn poster at the card's full width: an article's card
 * opening with a tinted band of an icon and a name read as a missing image,
 * and three kinds of card on one page (poster, band, plain) as unfinished.
 * `resource-card` marks every such card for the layout tests.
 */
export function ResourceCard({ resource }: { resource: ResourceCardData }) {
  const { kind, icon, title, by, text, url, poster } = resource;
  return (
    <TeaserCard
      className="resource-card"
      media={poster ? <VideoPoster title={title} speaker={poster.speaker} venue={poster.venue} /> : undefined}
      label={
        <>
          <Icon name={icon} size={16} />
          {kind}
        </>
      }
      title={title}
      byline={by}
      text={text}
      // Without a poster the whole of why it is worth the time: beside a video's card, three lines left two thirds of the card blank.
      fullText={!poster}
      link={{
        label: (
          <>
            {linkLabel(kind, url)}
            <span className="sr-only">: {title}</span>
          </>
        ),
        href: url,
        external: true,
      }}
    />
  );
}
