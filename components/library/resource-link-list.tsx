import { TeaserCard } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { PsychologyLink } from "@/lib/content/library";
import { VideoPoster } from "./video-poster";

const typeLabels: Record<string, { label: string; icon: string }> = {
  video: { label: "Video", icon: "play" },
  podcast: { label: "Podcast", icon: "mic" },
  book: { label: "Book", icon: "book" },
};

/**
 * A titled group of external resource links, each with its type, source and why it matters.
 * Two cards a row on wide screens: the list sits in the column beside a rail.
 */
export function ResourceLinkList({ id, title, intro, links }: { id: string; title: string; intro: string; links: PsychologyLink[] }) {
  const cards = links.map((link) => {
          // Any type other than video, podcast or book looks like an article (docs/product.md, Product Mastery).
          const type = typeLabels[link.type] ?? { label: "Article", icon: "file" };
          return (
            <TeaserCard
              key={link.url}
              media={link.type === "video" ? <VideoPoster title={link.title} speaker={link.speaker} /> : undefined}
              label={
                <>
                  <Icon name={type.icon} size={16} />
                  {type.label} · {link.source}
                </>
              }
              title={
                <ExternalLink href={link.url} className="hover:underline">
                  {link.title}
                </ExternalLink>
              }
              text={link.description}
              fullText
              as="div"
            />
          );
        });
  return (
    <Section id={id} title={title} intro={intro}>
      {/* Two a row at most: the list sits in the column beside the contents rail, where three were 240 px wide. */}
      <CardGrid maxColumns={2}>{cards}</CardGrid>
    </Section>
  );
}
