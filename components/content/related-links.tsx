import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icons";
import type { Link as LinkItem } from "@/lib/content/schemas";

type RelatedLink = LinkItem & { description?: string };

/**
 * In-site links to the frameworks and pages a piece of content builds on: at
 * the end of framework explainers and book reviews, and on Interview Prep.
 * The section id is "related" so a table of contents can point at it; a page
 * with two such lists (a glossary term page) gives the second its own id.
 */
export function RelatedLinks({ links, title = "Related on this site", id = "related" }: { links: readonly RelatedLink[]; title?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 max-w-measure scroll-mt-20">
      <h2 id={`${id}-heading`} className="text-title font-bold">
        {title}
      </h2>
      <CardGrid columns={{ sm: 2 }} className="mt-6">
        {links.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="group flex h-full flex-col rounded-xl border border-border bg-surface-raised p-5 hover:border-primary"
          >
            <span className="inline-flex items-center gap-1 font-semibold text-primary">
              {link.label}
              <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
            </span>
            {link.description ? <span className="mt-1 text-small text-muted">{link.description}</span> : null}
          </a>
        ))}
      </CardGrid>
    </section>
  );
}
