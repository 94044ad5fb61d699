import { Icon } from "@/components/ui/icons";
import type { Link as LinkItem } from "@/lib/content/schemas";
import { truncateAtWord } from "@/lib/text/teaser";

/** A description longer than this is cut at a word: the list stays one short line per link. */
const DESCRIPTION_CHARS = 140;

type RelatedLink = LinkItem & { description?: string };

/**
 * In-site links to the frameworks and pages a piece of content builds on: at
 * the end of framework explainers and book reviews, and on Interview Prep.
 * A compact list (one line for the link, one for what it is), not a grid of
 * cards: these are pointers onwards, and big cards at the end of a page read
 * as more content and left a stretched leftover when the count was odd.
 * The section id is "related" so a table of contents can point at it; a page
 * with two such lists (a glossary term page) gives the second its own id.
 * As wide as the sources list beside it at an explainer's end (max-w-3xl), so
 * their rules line up (a narrower measure left them ending 65 px apart).
 */
export function RelatedLinks({ links, title = "Related on this site", id = "related" }: { links: readonly RelatedLink[]; title?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 max-w-3xl scroll-mt-20">
      <h2 id={`${id}-heading`} className="text-title font-bold">
        {title}
      </h2>
      {/* Two columns from 640 px, a rule under each link: one long column of rules read as the page trailing off. */}
      <ul className="mt-4 grid list-none gap-x-8 border-t border-border pl-0 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href} className="border-b border-border py-3">
            <a href={link.href} className="group inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
              {link.label}
              <Icon name="arrowRight" size={16} className="shrink-0 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
            </a>
            {link.description ? <p className="mt-0.5 text-small text-muted">{truncateAtWord(link.description, DESCRIPTION_CHARS)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
