import { LocalImage } from "@/components/ui/local-image";
import { TeaserCard } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { frameworkThumbnails } from "@/components/diagrams/thumbnails";
import { ReadCheck } from "@/components/progress/progress-marks";
import type { FrameworkCard } from "@/lib/content/schemas";

/**
 * The card's picture: the framework's drawn thumbnail, inline so it takes the
 * page's theme colours (a picture file stays light on a dark page); a card
 * without one falls back to its picture file. Decorative either way (the
 * title already names the link, and each explainer page describes its diagram).
 */
function CardPicture({ card }: { card: FrameworkCard }) {
  const Thumbnail = frameworkThumbnails[card.id];
  if (!Thumbnail) {
    return <LocalImage src={card.imageSrc} alt="" width={640} height={400} className="aspect-[8/5] h-auto w-full object-contain" />;
  }
  return (
    <span className="block aspect-[8/5] w-full">
      <Thumbnail />
    </span>
  );
}

/** Cards on /frameworks, in the site's card grid (a section has 3 to 5). */
export function FrameworkCardList({ cards }: { cards: FrameworkCard[] }) {
  return (
    <CardGrid className="mt-6">
      {cards.map((card) => (
        <TeaserCard
          key={card.id}
          href={card.href}
          media={<CardPicture card={card} />}
          title={card.title}
          titleAs="p"
          // The check's slot is always there, so a read card's title wraps the same as an unread one.
          titleAside={<ReadCheck keys={[card.href]} />}
          text={card.description}
          link={{ label: "Read the guide" }}
        />
      ))}
    </CardGrid>
  );
}
