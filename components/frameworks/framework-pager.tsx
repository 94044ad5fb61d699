import { Icon } from "@/components/ui/icons";
import type { CategoryNeighbours } from "@/lib/frameworks/neighbours";

/**
 * Previous and next explainer in the same category, named by title, so a
 * reader can work through a category like a course. At either end of the
 * category the empty slot leads back to the category on /frameworks. Each
 * link is named by the words it shows, joined by a colon ("Previous: Kano
 * Model"), so a speech user can say what they see. The name is an aria-label:
 * a visually hidden colon between the two lines was read by Chrome as a
 * separate block ("Next : Kano Model"). The space after "Previous" and "Next"
 * is invisible (it ends a flex item) but keeps the two lines two words apart
 * in the text axe compares the name with ("NextKano Model" otherwise).
 */
export function FrameworkPager({ neighbours }: { neighbours: CategoryNeighbours }) {
  const { previous, next, sectionTitle, sectionHref } = neighbours;
  const card =
    "group flex h-full flex-col gap-1 rounded-xl border border-border bg-surface-raised p-5 transition-colors hover:border-primary focus-visible:border-primary";
  const allLink = (align: string) => (
    <a href={sectionHref} className={`${card} ${align}`}>
      <span className="text-sm text-muted">{sectionTitle}</span>
      <span className="font-semibold text-primary">All {sectionTitle} frameworks</span>
    </a>
  );
  return (
    <nav aria-label={`Previous and next in ${sectionTitle}`} className="mt-12 border-t border-border pt-8">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Keep learning: {sectionTitle}</p>
      <ul className="mt-4 grid list-none gap-4 pl-0 sm:grid-cols-2">
        <li>
          {previous ? (
            <a href={previous.href} rel="prev" aria-label={`Previous: ${previous.title}`} className={card}>
              <span className="inline-flex items-center gap-1 text-sm text-muted">
                <Icon name="arrowLeft" size={16} className="transition-transform group-hover:-translate-x-0.5" />
                Previous{" "}
              </span>
              <span className="font-semibold text-primary">{previous.title}</span>
            </a>
          ) : (
            allLink("")
          )}
        </li>
        <li>
          {next ? (
            <a href={next.href} rel="next" aria-label={`Next: ${next.title}`} className={`${card} sm:items-end sm:text-right`}>
              <span className="inline-flex items-center gap-1 text-sm text-muted">
                Next{" "}
                <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="font-semibold text-primary">{next.title}</span>
            </a>
          ) : (
            allLink("sm:items-end sm:text-right")
          )}
        </li>
      </ul>
    </nav>
  );
}
