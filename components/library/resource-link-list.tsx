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
 * A titled group of external resource links, each with its type, source and
 * why it matters, as one framed list of rows: a video's row leads with its
 * poster, any other with its kind's icon. Rows, not a grid of cards: the list
 * sits in the column beside the contents rail, where two cards a row left
 * the fifth article and the third talk alone beside a hole.
 */
export function ResourceLinkList({ id, title, intro, links }: { id: string; title: string; intro: string; links: PsychologyLink[] }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface-raised pl-0 shadow-sm">
        {links.map((link) => {
          // Any type other than video, podcast or book looks like an article (docs/product.md, Product Mastery).
          const type = typeLabels[link.type] ?? { label: "Article", icon: "file" };
          const video = link.type === "video";
          return (
            <li key={link.url} className={`mt-0! gap-4 p-5 sm:gap-6 sm:p-6 ${video ? "grid sm:grid-cols-[15rem_minmax(0,1fr)]" : "flex items-start"}`}>
              {video ? (
                // A size container, so the poster fits itself to the column (as on a card).
                <div className="@container overflow-hidden rounded-xl border border-border">
                  <VideoPoster title={link.title} speaker={link.speaker} venue={link.source} />
                </div>
              ) : (
                // From 640 px only: on a phone its column took a sixth of the width from the text.
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
                  <Icon name={type.icon} size={20} />
                </span>
              )}
              <div className="min-w-0">
                <p className="text-caption font-semibold tracking-wide text-accent-foreground uppercase">
                  {type.label} · {link.source}
                </p>
                <h3 className="mt-1 text-heading font-semibold text-foreground">
                  <ExternalLink href={link.url} className="hover:underline">
                    {link.title}
                  </ExternalLink>
                </h3>
                <p className="mt-2 text-small leading-relaxed text-muted">{link.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
