import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { PsychologyLink } from "@/lib/content/library";

const typeLabels: Record<string, { label: string; icon: string }> = {
  video: { label: "Video", icon: "play" },
  podcast: { label: "Podcast", icon: "mic" },
  book: { label: "Book", icon: "book" },
};

/** A titled group of external resource links, each with its type, source and why it matters. */
export function ResourceLinkList({ id, title, intro, links }: { id: string; title: string; intro: string; links: PsychologyLink[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>
      <ul className="mt-6 grid list-none gap-5 pl-0 md:grid-cols-2">
        {links.map((link) => {
          // Spec: any type other than video, podcast or book looks like an article.
          const type = typeLabels[link.type] ?? { label: "Article", icon: "file" };
          return (
            <li key={link.url} className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
                <Icon name={type.icon} size={16} />
                {type.label} · {link.source}
              </p>
              <h3 className="mt-3 text-lg font-semibold">
                <ExternalLink href={link.url} className="hover:underline">
                  {link.title}
                </ExternalLink>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{link.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
