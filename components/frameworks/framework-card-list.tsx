import { LocalImage } from "@/components/ui/local-image";
import { cardClasses } from "@/components/ui/card";
import { Icon } from "@/components/ui/icons";
import type { FrameworkCard } from "@/lib/content/schemas";

/**
 * Cards on /frameworks. The picture is decorative here (alt=""): the title
 * already names the link, and each explainer page shows the same picture
 * with a full description.
 */
export function FrameworkCardList({ cards }: { cards: FrameworkCard[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <a href={card.href} className={`${cardClasses} group flex h-full flex-col overflow-hidden p-0! hover:border-primary`}>
            <LocalImage src={card.imageSrc} alt="" width={640} height={400} className="aspect-[8/5] h-auto w-full border-b border-border bg-surface object-contain" />
            <span className="flex flex-1 flex-col p-5">
              <span className="text-lg font-semibold">{card.title}</span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{card.description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                Read the guide
                <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
