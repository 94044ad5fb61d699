import { LocalImage } from "@/components/ui/local-image";
import { cardClasses } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icons";
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
    return <LocalImage src={card.imageSrc} alt="" width={640} height={400} className="aspect-[8/5] h-auto w-full border-b border-border bg-surface object-contain" />;
  }
  return (
    <span className="block aspect-[8/5] w-full border-b border-border bg-surface">
      <Thumbnail />
    </span>
  );
}

/** Cards on /frameworks, in a grid that never ends in a half-empty row (a section has 3 to 5). */
export function FrameworkCardList({ cards }: { cards: FrameworkCard[] }) {
  return (
    <CardGrid className="mt-6">
      {cards.map((card) => (
          <a key={card.id} href={card.href} className={`${cardClasses} group flex h-full flex-col overflow-hidden p-0! hover:border-primary`}>
            <CardPicture card={card} />
            <span className="flex flex-1 flex-col p-5">
              {/* The check's slot is always there, so a read card's title wraps the same as an unread one. */}
              <span className="flex items-start justify-between gap-3">
                <span className="text-lg font-semibold">{card.title}</span>
                <ReadCheck keys={[card.href]} />
              </span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{card.description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                Read the guide
                <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
              </span>
            </span>
          </a>
      ))}
    </CardGrid>
  );
}
