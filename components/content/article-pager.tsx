import { Icon } from "@/components/ui/icons";

type PagerLink = { title: string; href: string };

export type PagerProps = {
  previous?: PagerLink;
  next?: PagerLink;
  /** What the sequence is called ("Prioritization", "Guides"), in the pager's name and heading. */
  sequenceTitle: string;
  /** The way back to the whole sequence, offered at either end: "All Prioritization frameworks". */
  all: PagerLink;
};

/**
 * Previous and next page in a sequence (an explainer's category, the guides),
 * named by title, so a reader can work through it like a course. At either
 * end the empty slot leads back to the whole sequence. Each link is named by
 * the words it shows, joined by a colon ("Previous: Kano Model"), so a speech
 * user can say what they see. The name is an aria-label: a visually hidden
 * colon between the two lines was read by Chrome as a separate block ("Next
 * : Kano Model"). The space after "Previous" and "Next" is invisible (it ends
 * a flex item) but keeps the two lines two words apart in the text axe
 * compares the name with ("NextKano Model" otherwise).
 */
export function ArticlePager({ previous, next, sequenceTitle, all }: PagerProps) {
  const card =
    "group flex h-full flex-col gap-1 rounded-xl border border-border bg-surface-raised p-5 transition-colors hover:border-primary focus-visible:border-primary";
  const allLink = (align: string) => (
    <a href={all.href} className={`${card} ${align}`}>
      <span className="text-sm text-muted">{sequenceTitle}</span>
      <span className="font-semibold text-primary">{all.title}</span>
    </a>
  );
  return (
    <nav aria-label={`Previous and next in ${sequenceTitle}`} className="mt-12 border-t border-border pt-8">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Keep learning: {sequenceTitle}</p>
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
