import { cardClasses } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { VideoPoster } from "./video-poster";
import type { PsychologyLink } from "@/lib/content/library";

const typeLabels: Record<string, { label: string; icon: string }> = {
  video: { label: "Video", icon: "play" },
  podcast: { label: "Podcast", icon: "mic" },
  book: { label: "Book", icon: "book" },
};

/** A titled group of external resource links, each with its type, source and why it matters. */
export function ResourceLinkList({ id, title, intro, links }: { id: string; title: string; intro: string; links: PsychologyLink[] }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <CardGrid>
        {links.map((link) => {
          // Any type other than video, podcast or book looks like an article (docs/product.md, Product Mastery).
          const type = typeLabels[link.type] ?? { label: "Article", icon: "file" };
          return (
            <div key={link.url} className={`${cardClasses} flex h-full flex-col`}>
              {link.type === "video" ? (
                <VideoPoster title={link.title} url={link.url} source={link.source} className="mb-4" />
              ) : null}
              <p className="flex items-center gap-2 text-caption font-semibold tracking-wide text-accent-foreground uppercase">
                <Icon name={type.icon} size={16} />
                {type.label} · {link.source}
              </p>
              <h3 className="mt-3 text-heading font-semibold">
                <ExternalLink href={link.url} className="hover:underline">
                  {link.title}
                </ExternalLink>
              </h3>
              <p className="mt-2 text-small leading-relaxed text-muted">{link.description}</p>
            </div>
          );
        })}
      </CardGrid>
    </Section>
  );
}
