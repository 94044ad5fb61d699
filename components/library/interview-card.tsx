import { cardClasses } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { formatIsoDate } from "@/lib/content/library";
import type { InterviewArticle } from "@/lib/content/schemas";
import { leadSentences } from "@/lib/content/section-teaser";

/** Where a link goes, as a reader would say it: the site's host without "www.". */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/** The summary's lead: about three lines of a card at 1,280 px, seven on a phone. */
const LEAD_CHARS = 300;

/**
 * One interview-type card. The summary shows its opening sentences
 * (leadSentences) and opens the rest in place on request: a native
 * disclosure, so it works before (and without) the page's script. (A
 * four-line clamp cut the summary mid-sentence, which two reviews read as
 * unfinished.)
 */
export function InterviewCard({ article }: { article: InterviewArticle }) {
  const headingId = `${article.id}-heading`;
  const { lead, rest } = leadSentences(article.content, LEAD_CHARS);
  return (
    <article id={article.id} aria-labelledby={headingId} className={`${cardClasses} group/card flex h-full scroll-mt-24 flex-col`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span className="rounded-full bg-accent px-3 py-0.5 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
          {article.category}
        </span>
        <span className="whitespace-nowrap">
          {article.readTime} <span aria-hidden="true">·</span>{" "}
          <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
        </span>
      </p>
      <h2 id={headingId} className="mt-4 text-xl font-semibold tracking-tight">
        {article.title}
      </h2>
      <p className="mt-2 font-medium text-foreground">{article.description}</p>
      <p data-testid="interview-card-content" className="mt-3 text-base leading-relaxed text-muted">
        {lead}
        {rest ? <span className="hidden group-has-[details[open]]/card:inline"> {rest}</span> : null}
      </p>
      {/* The card's two ways on share one line at its foot: the rest of our summary in place, then the longer guide elsewhere. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-6 pt-2">
        {rest ? (
          <details className="group/more">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-small font-semibold text-primary hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open/more:hidden">Read the whole summary</span>
              <span className="hidden group-open/more:inline">Show less</span>
            </summary>
          </details>
        ) : null}
        <p className="inline-flex min-h-11 items-center text-small">
          {/* The card is our summary; the link is a longer guide elsewhere, so it says where it leads. */}
          <ExternalLink href={article.url} className="font-semibold text-primary hover:underline">
            Go deeper on {hostOf(article.url)}
            <span className="sr-only">: {article.title}</span>
          </ExternalLink>
        </p>
      </div>
    </article>
  );
}
